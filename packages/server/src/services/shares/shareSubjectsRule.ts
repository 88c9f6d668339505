import { AppError } from '@redbi/shared/errors';
import type { ViewService } from '../views/viewService';
import { viewsReadBy, type ShareContent, type SharedResource } from './shareContent';
import type { LiveShare } from './shareGate';

export interface ShareSubjectsRuleDeps {
  views: Pick<ViewService, 'managesAll'>;
  content: Pick<ShareContent, 'scopeOf' | 'scopeOfResource'>;
}

/**
 * Who may share with the data permission of chosen roles and members (SUBJECTS), issue 19: a share never
 * shows a row or a column its sharer may not see. Those roles' and members' variable values and column
 * permissions can reach any row, so only those who may see everything they see may choose them: the
 * organisation's owners, and members holding Manage on every view the shared content reads (they already
 * see and set those views' row and column permissions). The same rule is checked when a share is made or
 * changed (the caller, and the share's sharer), and on every call through a live SUBJECTS link (its
 * sharer): a sharer who no longer qualifies — a view added to the dashboard, Manage taken away, no longer
 * an owner — leaves the link answering as revoked, as losing Share does.
 */
export function createShareSubjectsRule({ views, content }: ShareSubjectsRuleDeps) {
  const qualifies = async (orgId: string, userId: string, viewIds: readonly string[]): Promise<boolean> =>
    views.managesAll(orgId, userId, viewIds).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
      throw error;
    });

  /** Whether these members may choose SUBJECTS for the resource now. */
  async function allows(resource: SharedResource, userIds: readonly string[]): Promise<boolean> {
    const viewIds = viewsReadBy(await content.scopeOfResource(resource));
    const answers = await Promise.all([...new Set(userIds)].map((userId) => qualifies(resource.orgId, userId, viewIds)));
    return answers.every(Boolean);
  }

  return {
    allows,

    /** SHARE_SUBJECTS_REFUSED (403) unless every one of them may choose SUBJECTS for the resource. */
    async require(resource: SharedResource, userIds: readonly string[]): Promise<void> {
      if (!(await allows(resource, userIds))) throw new AppError('SHARE_SUBJECTS_REFUSED');
    },

    /** A live SUBJECTS link whose sharer no longer qualifies answers as revoked (SHARE_REVOKED). */
    async holdsFor(share: LiveShare): Promise<void> {
      if (share.settings.dataPermission !== 'SUBJECTS') return;
      const viewIds = viewsReadBy(await content.scopeOf(share));
      if (!(await qualifies(share.row.org_id, share.sharerId, viewIds))) throw new AppError('SHARE_REVOKED');
    },
  };
}

export type ShareSubjectsRule = ReturnType<typeof createShareSubjectsRule>;
