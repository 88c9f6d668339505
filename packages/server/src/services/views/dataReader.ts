import type { QueryableView } from './queryableView';
import type { ViewService } from './viewService';

/**
 * Whom a board's or a chart's queries run as: the views resolved for them and their id, so that their
 * variables and row and column permissions apply. The caller themselves in the app (callerReader); through a
 * share, the actor of the share's data permission.
 */
export interface DataReader {
  userId: string;
  view(viewId: string): Promise<QueryableView>;
}

/** The caller as their own reader: the views of a board or chart they may view (no Access on the view needed). */
export const callerReader = (views: Pick<ViewService, 'queryableFor'>, orgId: string, userId: string): DataReader => ({
  userId,
  view: (viewId) => views.queryableFor(orgId, userId, viewId),
});
