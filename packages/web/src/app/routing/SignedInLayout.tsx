import type { ReactElement } from 'react';
import { loadRenderPage, useRenderTarget } from '../../features/dashboards/viewer/renderLink';
import { lazyPage } from './lazyPage';

const renderPage = lazyPage(loadRenderPage, 'DashboardRenderPage');

/**
 * The signed-in pages' frame: the main shell around the page — or, for a dashboard link in render mode
 * (`…/vizs/:dashboardId?render=1`, screenshots), the board alone, without the shell, its organisation checks
 * and the viz tree (the server still checks every call the board makes).
 */
export function SignedInLayout({ shell }: { shell: ReactElement }) {
  return useRenderTarget() ? renderPage : shell;
}
