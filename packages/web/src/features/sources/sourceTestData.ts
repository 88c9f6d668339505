import type { Source, SourceNode } from '@redbi/shared/domain';
import type { SourceType } from '@redbi/shared/sources';

type Privilege = SourceNode['privileges'][number];

export const folder = (id: string, name: string, parentId: string | null, index: number, privileges: Privilege[] = ['access', 'manage']): SourceNode => ({
  id,
  parentId,
  name,
  index,
  isFolder: true,
  type: null,
  description: '',
  archived: false,
  privileges,
});

export const sourceNode = (
  id: string,
  name: string,
  type: SourceType,
  parentId: string | null,
  index: number,
  privileges: Privilege[] = ['access', 'manage'],
): SourceNode => ({ id, parentId, name, index, isFolder: false, type, description: '', archived: false, privileges });

export const sourceOf = (node: SourceNode, extra: Partial<Source> = {}): Source => ({
  ...node,
  config: {},
  secretsSet: [],
  tables: [],
  accountPrivileges: [],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...extra,
});

/** top: Sales DB(0) · Finance(1: Ledger(0) · Budget(5)) · Uploads(2, file) · Empty(3, folder) */
export const salesDb = sourceNode('s1', 'Sales DB', 'postgres', null, 0);
export const finance = folder('f1', 'Finance', null, 1);
export const ledger = sourceNode('s2', 'Ledger', 'postgres', 'f1', 0);
export const budget = sourceNode('s3', 'Budget', 'mysql', 'f1', 5);
export const uploads = sourceNode('s4', 'Uploads', 'file', null, 2);
export const emptyFolder = folder('f2', 'Empty', null, 3);
export const tree = [budget, uploads, finance, emptyFolder, ledger, salesDb];
