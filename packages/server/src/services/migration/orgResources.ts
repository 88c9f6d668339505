import type { MigrationFolderTree, MigrationKind } from '@redbi/shared/domain';
import type { ParentOf, ResourceType } from '@redbi/shared/permissions';
import type { Repositories } from '../../repositories';
import type { SourceRow } from '../../repositories/sourceRepository';
import type { StoryboardRow } from '../../repositories/storyboardRepository';
import type { ViewRow } from '../../repositories/viewRepository';
import type { VizRow } from '../../repositories/vizRepository';

/** A row of one of the organisation's trees, with the document kind and the permission type it has. */
export type OrgRow =
  | { kind: 'folder'; tree: 'source'; type: 'source'; row: SourceRow }
  | { kind: 'folder'; tree: 'view'; type: 'view'; row: ViewRow }
  | { kind: 'folder'; tree: 'viz'; type: 'viz'; row: VizRow }
  | { kind: 'source'; type: 'source'; row: SourceRow }
  | { kind: 'view'; type: 'view'; row: ViewRow }
  | { kind: 'chart' | 'dashboard'; type: 'viz'; row: VizRow }
  | { kind: 'storyboard'; type: 'storyboard'; row: StoryboardRow };

/** Every source, view, viz and storyboard of an organisation (archived ones too), by id. */
export interface OrgResources {
  rows: OrgRow[];
  byId: Map<string, OrgRow>;
  parentOf: ParentOf;
  /** What is inside a folder, at any depth, but for what is in the recycle bin. */
  descendants(folder: OrgRow): OrgRow[];
}

/** The permission type of each document kind (folders: their tree's). Public variables have none: owners manage them. */
export const resourceTypeOf = (kind: Exclude<MigrationKind, 'variable'>, tree?: MigrationFolderTree): ResourceType =>
  kind === 'folder' ? (tree as MigrationFolderTree) : kind === 'chart' || kind === 'dashboard' ? 'viz' : kind;

export async function loadOrgResources(store: Pick<Repositories, 'sources' | 'views' | 'vizs' | 'storyboards'>, orgId: string): Promise<OrgResources> {
  const [sources, views, vizs, storyboards] = await Promise.all([
    store.sources.listForOrg(orgId),
    store.views.listForOrg(orgId),
    store.vizs.listForOrg(orgId),
    store.storyboards.listForOrg(orgId),
  ]);
  const rows: OrgRow[] = [
    ...sources.map((row): OrgRow => (row.is_folder === 1 ? { kind: 'folder', tree: 'source', type: 'source', row } : { kind: 'source', type: 'source', row })),
    ...views.map((row): OrgRow => (row.is_folder === 1 ? { kind: 'folder', tree: 'view', type: 'view', row } : { kind: 'view', type: 'view', row })),
    ...vizs.map((row): OrgRow =>
      row.kind === 'folder' ? { kind: 'folder', tree: 'viz', type: 'viz', row } : { kind: row.kind === 'dashboard' ? 'dashboard' : 'chart', type: 'viz', row },
    ),
    ...storyboards.map((row): OrgRow => ({ kind: 'storyboard', type: 'storyboard', row })),
  ];
  const byId = new Map(rows.map((row) => [row.row.id, row]));
  const children = new Map<string, OrgRow[]>();
  for (const row of rows) {
    const parent = row.row.parent_id;
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  return {
    rows,
    byId,
    parentOf: (type, id) => {
      const row = byId.get(id);
      return row && row.type === type ? row.row.parent_id : undefined;
    },
    descendants(folder) {
      const found: OrgRow[] = [];
      const visit = (id: string) => {
        for (const child of children.get(id) ?? []) {
          if (child.row.archived === 1) continue;
          found.push(child);
          if (child.kind === 'folder') visit(child.row.id);
        }
      };
      if (folder.kind === 'folder') visit(folder.row.id);
      return found;
    },
  };
}
