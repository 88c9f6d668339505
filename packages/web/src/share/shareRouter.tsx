import { BASE_PATH, sharePagePaths } from '@redbi/shared/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { preloadableComponent } from '../components/preloadableComponent';
import { SharePage } from './SharePage';

const ShareNotFoundPage = preloadableComponent(() => import('./ShareNotFoundPage').then((module) => module.ShareNotFoundPage), { throwLoadError: true });

/**
 * The share pages' own small router (spec §2): a chart, a dashboard or a storyboard by its link's token;
 * anything else — the further public share routes (/shareHistory, /shareRevenue …) among them — is the
 * not-found page.
 */
export const sharePageRoutes: RouteObject[] = [
  ...Object.values(sharePagePaths).map((path) => ({ path: `${path}/:token`, element: <SharePage /> })),
  {
    path: '*',
    element: <ShareNotFoundPage.Component />,
  },
];

export const createShareRouter = () => createBrowserRouter(sharePageRoutes, { basename: BASE_PATH });
