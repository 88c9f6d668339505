import type { SourceSchemaTree, View, ViewNode } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { ownerAbilities } from '../../testing/abilities';
import { sourceNode } from '../sources/sourceTestData';

type Privilege = ViewNode['privileges'][number];

export const viewFolder = (id: string, name: string, parentId: string | null, index: number, privileges: Privilege[] = ['access', 'manage']): ViewNode => ({
  id,
  parentId,
  name,
  index,
  isFolder: true,
  description: '',
  archived: false,
  sourceId: null,
  type: null,
  privileges,
});

export const viewNode = (id: string, name: string, parentId: string | null, index: number, privileges: Privilege[] = ['access', 'manage'], type: 'SQL' | 'STRUCT' = 'SQL'): ViewNode => ({
  id,
  parentId,
  name,
  index,
  isFolder: false,
  description: '',
  archived: false,
  sourceId: 's1',
  type,
  privileges,
});

export const viewOf = (node: ViewNode, extra: Partial<View> = {}): View => ({
  ...node,
  script: 'SELECT TrackId, Name FROM Track WHERE GenreId = $genre$',
  model: { version: 1, columns: [{ name: 'TrackId', type: 'numeric', category: 'uncategorized' }, { name: 'Name', type: 'string', category: 'uncategorized' }], hierarchies: [], computedFields: [] },
  config: { version: 1, cache: false, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
  variables: [{ id: 'x1', viewId: node.id, name: 'genre', label: 'Genre', type: 'query', valueType: 'numeric', permission: 'editable', defaultValue: ['1'], expression: false, values: [] }],
  columnPermissions: [],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...extra,
});

/** top: Tracks(0, view) · Music(1, folder: Rock(0) · Albums(4)) · Empty(2, folder) */
export const tracks = viewNode('v1', 'Tracks', null, 0);
export const music = viewFolder('f1', 'Music', null, 1);
export const rock = viewNode('v2', 'Rock', 'f1', 0);
export const albums = viewNode('v3', 'Albums', 'f1', 4, ['access', 'manage'], 'STRUCT');
export const emptyFolder = viewFolder('f2', 'Empty', null, 2);
export const viewTree = [albums, emptyFolder, music, rock, tracks];

export const chinook = sourceNode('s1', 'Sample: Chinook', 'file', null, 0);
export const warehouse = sourceNode('s2', 'Warehouse', 'postgres', null, 1);

export const chinookSchema: SourceSchemaTree = {
  refreshedAt: '2024-05-01T10:00:00.000Z',
  databases: [
    {
      name: 'main',
      tables: [
        { name: 'Track', kind: 'table', columns: ['TrackId', 'Name', 'AlbumId', 'GenreId'].map((name) => ({ name, type: name === 'Name' ? 'string' : 'number', dbType: name === 'Name' ? 'VARCHAR' : 'INTEGER' })) },
        { name: 'Album', kind: 'table', columns: ['AlbumId', 'Title'].map((name) => ({ name, type: name === 'Title' ? 'string' : 'number', dbType: name === 'Title' ? 'VARCHAR' : 'INTEGER' })) },
      ],
    },
  ],
};

export const trackFrame: Dataframe = {
  columns: [
    { name: 'TrackId', type: 'number' },
    { name: 'Name', type: 'string' },
  ],
  rows: [
    [1, 'For Those About To Rock'],
    [2, null],
  ],
  pageInfo: { pageNo: 1, pageSize: 1000 },
  cached: false,
};

/** What every views screen asks for. */
export const viewsAnswers = (): Record<string, unknown> => ({
  '/orgs/o1/abilities': ownerAbilities,
  'GET /orgs/o1/views': viewTree,
  'GET /orgs/o1/sources': [chinook, warehouse],
  '/orgs/o1/sources/s1/schema': chinookSchema,
  '/orgs/o1/variables': [],
  '/orgs/o1/roles': [],
  '/orgs/o1/members': [],
});
