import type { ScheduleContent, ScheduleVizType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { AccessService } from '../access/accessService';
import type { ServiceContext } from '../serviceContext';
import type { StoryboardService } from '../storyboards/storyboardService';
import { createVizTree, type LoadedVizTree } from '../vizs/vizTree';

export interface ScheduleContentsDeps {
  access: AccessService;
  storyboards: Pick<StoryboardService, 'privilegesOf'>;
}

/** A schedule's owner as the checks see them: their organisation and its viz tree, loaded once for all items. */
interface Owner {
  orgId: string;
  userId: string;
  vizs: LoadedVizTree;
}

type Viewable = (owner: Owner, vizId: string) => boolean | Promise<boolean>;

/**
 * What a schedule may send (issue 22): charts, dashboards and storyboards its owner may View — through the
 * one policy (the viz module, View on the item or its folders, an unpublished item for those who manage it),
 * checked when the schedule is saved or started and, by delivery, again at every run. One entry per kind.
 */
export function createScheduleContents(ctx: ServiceContext, { access, storyboards }: ScheduleContentsDeps) {
  const vizTree = createVizTree(ctx, access);

  const inVizTree =
    (kind: 'chart' | 'dashboard'): Viewable =>
    ({ vizs }, vizId) => {
      const row = vizs.rows.find((candidate) => candidate.id === vizId);
      return row !== undefined && row.archived === 0 && row.kind === kind && vizTree.privilegesOf(vizs, vizId).includes('view');
    };

  const kinds: Record<ScheduleVizType, Viewable> = {
    chart: inVizTree('chart'),
    dashboard: inVizTree('dashboard'),
    storyboard: async ({ orgId, userId }, vizId) => (await storyboards.privilegesOf(orgId, userId, vizId).catch(() => [] as string[])).includes('view'),
  };

  async function ownerOf(orgId: string, userId: string | null): Promise<Owner | undefined> {
    if (userId === null) return undefined;
    const vizs = await vizTree.load(orgId, userId).catch(() => undefined);
    return vizs && { orgId, userId, vizs };
  }

  /** The items `ownerId` may not View (every item when there is no owner, or they left the organisation). */
  async function unviewable(orgId: string, ownerId: string | null, contents: readonly ScheduleContent[]): Promise<ScheduleContent[]> {
    const owner = await ownerOf(orgId, ownerId);
    const refused: ScheduleContent[] = [];
    for (const content of contents) if (!owner || !(await kinds[content.vizType](owner, content.vizId))) refused.push(content);
    return refused;
  }

  return {
    unviewable,

    /** Refuses (400) the first item `ownerId` may not View. */
    async requireViewable(orgId: string, ownerId: string | null, contents: readonly ScheduleContent[]): Promise<void> {
      const [refused] = await unviewable(orgId, ownerId, contents);
      if (refused) throw new AppError('SCHEDULE_CONTENT_UNAVAILABLE', { params: { vizType: refused.vizType, vizId: refused.vizId } });
    },
  };
}

export type ScheduleContents = ReturnType<typeof createScheduleContents>;
