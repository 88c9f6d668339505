import type { ShareVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { AccessService } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import type { StoryboardService } from '../storyboards/storyboardService';
import { isDashboardRow } from '../dashboards/dashboardRecords';
import { isChartRow } from '../vizs/chartRecords';
import { createVizTree, type LoadedVizTree } from '../vizs/vizTree';

/** A shared resource as one member sees it: its name and their privileges on it (View, Share …). */
export interface InspectedTarget {
  name: string;
  privileges: readonly string[];
}

/**
 * What a member holds on shareable resources, for one organisation: undefined for a resource that is not
 * there (unknown, of another organisation, in the recycle bin, of another kind). A non-member is NOT_FOUND
 * (the organisation). The viz tree is read once per inspector.
 */
export type TargetInspector = (vizType: ShareVizType, vizId: string) => Promise<InspectedTarget | undefined>;

export interface ShareTargetsDeps {
  access: AccessService;
  storyboards: Pick<StoryboardService, 'privilegesOf'>;
}

/** The kinds of shared resource, one entry each (a registry, not a switch): how to find one and the privileges on it. */
export function createShareTargets(ctx: ServiceContext, { access, storyboards }: ShareTargetsDeps) {
  const vizTree = createVizTree(ctx, access);

  function inVizTree(isKind: (row: LoadedVizTree['rows'][number]) => boolean) {
    return async (tree: () => Promise<LoadedVizTree>, vizId: string): Promise<InspectedTarget | undefined> => {
      const loaded = await tree();
      const row = loaded.rows.find((candidate) => candidate.id === vizId && candidate.archived === 0 && isKind(candidate));
      return row && { name: row.name, privileges: vizTree.privilegesOf(loaded, vizId) };
    };
  }

  const kinds: Record<ShareVizType, (tree: () => Promise<LoadedVizTree>, vizId: string, orgId: string, userId: string) => Promise<InspectedTarget | undefined>> = {
    chart: inVizTree(isChartRow),
    dashboard: inVizTree(isDashboardRow),
    async storyboard(_tree, vizId, orgId, userId) {
      const row = await ctx.store.storyboards.find(vizId);
      if (!row || row.org_id !== orgId || row.archived === 1) return undefined;
      return { name: row.name, privileges: await storyboards.privilegesOf(orgId, userId, vizId) };
    },
  };

  return {
    /** For a member of the organisation (NOT_FOUND for anyone else, before anything is looked at). */
    async inspector(orgId: string, userId: string): Promise<TargetInspector> {
      const tree = vizTree.load(orgId, userId);
      await tree;
      return (vizType, vizId) => kinds[vizType](() => tree, vizId, orgId, userId);
    },
  };
}

export type ShareTargets = ReturnType<typeof createShareTargets>;

/** Share on the resource: 404 when it is not there or the caller cannot see it, 403 when they see it without Share. */
export function requireShare(target: InspectedTarget | undefined, vizType: ShareVizType): InspectedTarget {
  if (!target || target.privileges.length === 0) throw new AppError('NOT_FOUND', { params: { resource: vizType } });
  if (!target.privileges.includes('share')) throw new AppError('FORBIDDEN');
  return target;
}
