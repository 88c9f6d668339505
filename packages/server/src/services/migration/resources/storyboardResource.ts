import { migrationFormatVersions, StoryboardConfigSchema, StoryboardDocSchema, type StoryboardDoc, type VizStatus } from '@redbi/shared/domain';
import type { StoryboardRow } from '../../../repositories/storyboardRepository';
import type { ResourceModule } from './resourceModule';

/** A storyboard: its pages show dashboards and charts of the viz tree (page ids are its own). */
export const storyboardResource: ResourceModule<StoryboardDoc> = {
  kind: 'storyboard',
  formatVersion: migrationFormatVersions.storyboard,
  schema: StoryboardDocSchema,
  migrations: {},
  references: (doc) => doc.config.pages.map((page) => ({ kind: page.kind, id: page.vizId, required: false })),
  remap: (doc, mapId) => ({
    ...doc,
    id: mapId(doc.id),
    config: { ...doc.config, pages: doc.config.pages.map((page) => ({ ...page, vizId: mapId(page.vizId) })) },
  }),
};

export const storyboardDocOf = (row: StoryboardRow): StoryboardDoc => ({
  kind: 'storyboard',
  formatVersion: migrationFormatVersions.storyboard,
  id: row.id,
  name: row.name,
  description: row.description,
  index: row.index,
  status: row.status as VizStatus,
  config: StoryboardConfigSchema.parse(JSON.parse(row.config)),
});
