import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { dashboardQuery } from '../../features/dashboards/dashboardQueries';
import { abilitiesQuery } from '../../features/orgs/abilities';
import { orgsQuery } from '../../features/orgs/orgQueries';
import { chartQuery, vizTreeQuery } from '../../features/vizs/vizQueries';

/**
 * Asks, at start and side by side, the data a deep link into an organisation shows first: the organisations
 * and the abilities (the organisation's pages wait for them), and for a chart or a dashboard in the Vizs area
 * the tree, then the viz itself and its viewer's code, and for a board its first data and ECharts (`search`:
 * the link's controller presets). Each page would otherwise ask its own only once the page around it had
 * drawn (session, then organisation, then tree, then board, then its data): a chain of round trips.
 * Failures are left to the pages, which ask again and say why.
 */
export async function prefetchFirstData(queryClient: QueryClient, pathname: string, search = ''): Promise<void> {
  const orgId = matchPath('/organizations/:orgId/*', pathname)?.params.orgId;
  if (!orgId) return;
  void queryClient.prefetchQuery(orgsQuery);
  void queryClient.prefetchQuery(abilitiesQuery(orgId));
  const vizId = matchPath('/organizations/:orgId/vizs/:vizId', pathname)?.params.vizId;
  if (!vizId || vizId === 'shares') return;
  const node = (await queryClient.fetchQuery(vizTreeQuery(orgId))).find((candidate) => candidate.id === vizId);
  if (!node || node.isFolder) return;
  if (node.kind === 'dashboard') {
    const board = queryClient.fetchQuery(dashboardQuery(orgId, vizId));
    // Then, as soon as the board is in, its first request and ECharts, while the page draws the shell, the
    // tree and the board: the board asked its data only once drawn, and the first widget then waited for ECharts too.
    Promise.all([board, import('../../features/dashboards/viewer/startViewerBoard')])
      .then(([dashboard, { startViewerBoard }]) => startViewerBoard(orgId, dashboard, search))
      .catch(() => undefined);
    await import('../../features/dashboards/viewer/DashboardViewerPage');
  } else {
    void queryClient.prefetchQuery(chartQuery(orgId, vizId));
    await import('../../features/vizs/ChartViewerPage');
  }
}
