import type { Chart, VizNode, VizPrivilege } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { ownerAbilities } from '../../testing/abilities';

const manage: VizPrivilege[] = ['view', 'download', 'share', 'manage'];

export const vizFolder = (id: string, name: string, parentId: string | null, index: number, privileges: VizPrivilege[] = manage): VizNode => ({
  id,
  parentId,
  name,
  index,
  isFolder: true,
  kind: 'folder',
  status: 'published',
  privileges,
  updatedAt: '2024-05-01T10:00:00.000Z',
});

export const vizChart = (
  id: string,
  name: string,
  parentId: string | null,
  index: number,
  { privileges = manage, status = 'unpublished', chartType = 'cluster-column', thumbnailVersion, updatedAt = '2024-05-01T10:00:00.000Z' }: Partial<VizNode> = {},
): VizNode => ({
  id,
  parentId,
  name,
  index,
  isFolder: false,
  kind: 'chart',
  status,
  chartType,
  ...(thumbnailVersion ? { thumbnailVersion } : {}),
  privileges,
  updatedAt,
});

export const vizDashboard = (
  id: string,
  name: string,
  parentId: string | null,
  index: number,
  { privileges = manage, status = 'unpublished', layout = 'auto', updatedAt = '2024-05-01T10:00:00.000Z' }: Partial<VizNode> = {},
): VizNode => ({ id, parentId, name, index, isFolder: false, kind: 'dashboard', status, layout, privileges, updatedAt });

/** top: Sales by country (0, published) · Reports (1, folder: Genres (0, unpublished)) · Drafts (2, folder) */
export const salesByCountry = vizChart('c1', 'Sales by country', null, 0, { status: 'published', updatedAt: '2024-05-03T10:00:00.000Z' });
export const reports = vizFolder('f1', 'Reports', null, 1);
export const genres = vizChart('c2', 'Genres', 'f1', 0, { chartType: 'pie', updatedAt: '2024-05-04T10:00:00.000Z' });
export const drafts = vizFolder('f2', 'Drafts', null, 2);
export const vizTree = [genres, drafts, reports, salesByCountry];

export const chartOf = (node: VizNode, extra: Partial<Chart> = {}): Chart => ({
  id: node.id,
  orgId: 'o1',
  parentId: node.parentId,
  name: node.name,
  description: 'Invoice totals per billing country',
  viewId: 'v1',
  status: node.status,
  config: {
    version: 1,
    chartType: 'table',
    aggregation: true,
    sections: {
      mixed: [
        { uid: 'country', column: 'country', type: 'string' },
        { uid: 'amount', column: 'amount', type: 'numeric', aggregate: 'SUM' },
      ],
    },
    settings: {},
    settingsVersion: 1,
    computedFields: [],
    variables: {},
    pageSize: 20,
  },
  privileges: node.privileges,
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: node.updatedAt,
  ...extra,
});

export const salesFrame: Dataframe = {
  columns: [
    { name: 'country', type: 'string' },
    { name: 'amount', type: 'number' },
  ],
  rows: [
    ['USA', 523.06],
    ['Canada', 303.96],
  ],
  pageInfo: { pageNo: 1, pageSize: 20, total: 2 },
  cached: false,
};

/** What every vizs screen asks for. */
export const vizsAnswers = (): Record<string, unknown> => ({
  '/orgs/o1/abilities': ownerAbilities,
  'GET /orgs/o1/vizs': vizTree,
  'GET /orgs/o1/vizs/archived': [],
});
