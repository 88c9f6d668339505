import { ChartConfigSchema, ChartDocSchema, migrationFormatVersions, type ChartDoc, type VizStatus } from '@redbi/shared/domain';
import type { VizRow } from '../../../repositories/vizRepository';
import { mapNullable, parentRef, type ResourceModule } from './resourceModule';

/** A saved chart of the viz tree and the view it reads. */
export const chartResource: ResourceModule<ChartDoc> = {
  kind: 'chart',
  formatVersion: migrationFormatVersions.chart,
  schema: ChartDocSchema,
  migrations: {},
  references: (doc) => [...parentRef(doc.parentId), { kind: 'view', id: doc.viewId, required: true }],
  remap: (doc, mapId) => ({ ...doc, id: mapId(doc.id), parentId: mapNullable(doc.parentId, mapId), viewId: mapId(doc.viewId) }),
};

export const chartDocOf = (row: VizRow): ChartDoc => ({
  kind: 'chart',
  formatVersion: migrationFormatVersions.chart,
  id: row.id,
  parentId: row.parent_id,
  name: row.name,
  description: row.description,
  index: row.index,
  status: row.status as VizStatus,
  viewId: row.view_id ?? '',
  config: ChartConfigSchema.parse(JSON.parse(row.config)),
});
