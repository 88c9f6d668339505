import type { StoryboardConfig, StoryPageKind, StoryTarget } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { VizRow } from '../../repositories/vizRepository';

/** A page's target as it stands in the viz tree: a dashboard or a chart of that kind, not in the recycle bin. */
export function targetRowOf(rows: readonly VizRow[], kind: StoryPageKind, vizId: string): VizRow | undefined {
  return rows.find((row) => row.id === vizId && row.kind === kind && row.archived === 0);
}

const pageKey = (page: { kind: StoryPageKind; vizId: string }) => `${page.kind}:${page.vizId}`;

/**
 * The rules a storyboard is held to before it is saved: page ids are unique (400), and every page that
 * newly shows a dashboard or chart (not shown by the stored storyboard) points at one of the organisation
 * the author may view: 404 for an id that is not the organisation's (or not of the page's kind, or in the
 * recycle bin), 403 for one they cannot view. Pages the stored storyboard already had are kept as they are,
 * so that a target deleted meanwhile does not stop the rest of the storyboard from being saved.
 */
export function checkPages(config: StoryboardConfig, stored: StoryboardConfig | undefined, rows: readonly VizRow[], canView: (vizId: string) => boolean): void {
  const ids = new Set<string>();
  for (const page of config.pages) {
    if (ids.has(page.id)) throw new AppError('VALIDATION', { messageKey: 'validation.storyPageTwice', params: { id: page.id } });
    ids.add(page.id);
  }
  const known = new Set((stored?.pages ?? []).map(pageKey));
  for (const page of config.pages) {
    if (known.has(pageKey(page))) continue;
    if (!targetRowOf(rows, page.kind, page.vizId)) throw new AppError('NOT_FOUND', { params: { resource: page.kind } });
    if (!canView(page.vizId)) throw new AppError('FORBIDDEN');
    known.add(pageKey(page));
  }
}

/**
 * The targets of the pages, by viz id, among those `canView` lets through; a deleted or archived target is
 * absent (the player says 'The jump target has been invalidated or deleted, please reconfigure').
 */
export function targetsOf(config: StoryboardConfig, rows: readonly VizRow[], canView: (vizId: string) => boolean): Record<string, StoryTarget> {
  const targets: Record<string, StoryTarget> = {};
  for (const page of config.pages) {
    const row = targetRowOf(rows, page.kind, page.vizId);
    if (row && canView(row.id)) targets[row.id] = { id: row.id, kind: page.kind, name: row.name };
  }
  return targets;
}
