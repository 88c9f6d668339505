import { StoryboardConfigSchema, vizStatuses, type Storyboard, type StoryboardConfig, type StoryboardNode, type StoryboardPrivilege, type StoryTarget, type VizStatus } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { StoryboardRow } from '../../repositories/storyboardRepository';

export const storyboardNotFound = () => new AppError('NOT_FOUND', { params: { resource: 'storyboard' } });

export const storyboardNameTaken = (name: string) => new AppError('STORYBOARD_NAME_TAKEN', { params: { name } });

export const storyboardStatusOf = (row: StoryboardRow): VizStatus =>
  (vizStatuses as readonly string[]).includes(row.status) ? (row.status as VizStatus) : 'unpublished';

/** The stored document read back through the shared schema (version 1 is the only one so far; its defaults fill gaps). */
export const storedConfigOf = (row: StoryboardRow): StoryboardConfig => StoryboardConfigSchema.parse(JSON.parse(row.config));

/** The page count without validating the whole document (the list needs no more). */
function pageCountOf(row: StoryboardRow): number {
  try {
    const parsed: unknown = JSON.parse(row.config);
    const pages = typeof parsed === 'object' && parsed !== null ? (parsed as { pages?: unknown }).pages : undefined;
    return Array.isArray(pages) ? pages.length : 0;
  } catch {
    return 0;
  }
}

export function presentStoryboardNode(row: StoryboardRow, privileges: StoryboardPrivilege[]): StoryboardNode {
  return {
    id: row.id,
    name: row.name,
    status: storyboardStatusOf(row),
    index: row.index,
    pageCount: pageCountOf(row),
    privileges,
    updatedAt: row.updated_at,
  };
}

/**
 * An unpublished storyboard is work in progress: those who manage it see it, those who may only view or
 * share it do not, until it is published (as the viz tree's narrowUnpublished).
 */
export function narrowUnpublishedStoryboard(row: StoryboardRow, privileges: StoryboardPrivilege[]): StoryboardPrivilege[] {
  if (row.status === 'published' || privileges.includes('manage')) return privileges;
  return [];
}

export function presentStoryboard(
  row: StoryboardRow,
  config: StoryboardConfig,
  targets: Record<string, StoryTarget>,
  privileges: StoryboardPrivilege[],
  downloadable = false,
): Storyboard {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    description: row.description,
    status: storyboardStatusOf(row),
    config,
    targets,
    privileges,
    downloadable,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
