import type { Dashboard } from '@redbi/shared/domain';
import { firstViewRequest } from '../runtime/firstViewRequest';
import { primeBoardData } from '../runtime/primedBoardData';
import { preloadChartDrawing } from '../widgets/preloadChartDrawing';
import { linkPresets } from './linkPresets';

/**
 * For a deep link that knows its board before the page has drawn it (prefetchFirstData): the board's first
 * request, for the widgets of the window's first screen (primed: the board adopts it once drawn, instead of
 * asking only then), and what draws its charts (ECharts), both while the shell, the tree and the board draw.
 * A chunk of its own, small beside the viewer's, asked with the board.
 */
export function startViewerBoard(orgId: string, dashboard: Dashboard, search: string): void {
  const request = firstViewRequest(dashboard.config, dashboard.charts, linkPresets(new URLSearchParams(search)), { width: window.innerWidth, height: window.innerHeight });
  if (request) primeBoardData(orgId, dashboard.id, request);
  preloadChartDrawing(dashboard.config, dashboard.charts);
}
