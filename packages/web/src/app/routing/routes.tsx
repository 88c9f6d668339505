import { BASE_PATH } from '@redbi/shared/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { sections, type Section } from '../shell/sections';
import { lazyPage, lazyRoute } from './lazyPage';
import { preloadFirstPages, type PagePreload } from './preloadFirstPages';
import { SessionGate } from './SessionGate';
import { SignedInLayout } from './SignedInLayout';

const sectionRoutes: Record<Section, ReturnType<typeof lazyRoute>> = {
  vizs: lazyRoute(() => import('../../features/vizs/VizsPage'), 'VizsPage'),
  views: lazyRoute(() => import('../../features/views/ViewsPage'), 'ViewsPage'),
  sources: lazyRoute(() => import('../../features/sources/SourcesPage'), 'SourcesPage'),
  schedules: lazyRoute(() => import('../../features/schedules/SchedulesPage'), 'SchedulesPage'),
  members: lazyRoute(() => import('../../features/members/MembersPage'), 'MembersPage'),
  permissions: lazyRoute(() => import('../../features/permissions/PermissionsPage'), 'PermissionsPage'),
  settings: lazyRoute(() => import('../../features/settings/SettingsPage'), 'SettingsPage'),
};

const loadMainLayout = () => import('../shell/MainLayout');

/** Every screen of spec §2 that exists so far; each page is its own chunk (a deep link loads them side by side). */
const pageRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    children: [
      {
        element: <SignedInLayout shell={lazyPage(loadMainLayout, 'MainLayout')} />,
        handle: { preload: loadMainLayout } satisfies PagePreload,
        children: [
          { index: true, ...lazyRoute(() => import('../../features/orgs/OrgLanding'), 'OrgLanding') },
          {
            path: 'organizations/:orgId',
            ...lazyRoute(() => import('../../features/orgs/OrgScope'), 'OrgScope'),
            children: [
              { index: true, ...lazyRoute(() => import('../../features/orgs/FirstSection'), 'FirstSection') },
              ...sections.map((section) => ({ path: `${section}/*`, ...sectionRoutes[section] })),
            ],
          },
        ],
      },
    ],
  },
  { path: '/setup', element: lazyPage(() => import('../../features/auth/SetupPage'), 'SetupPage') },
  { path: '/login', element: lazyPage(() => import('../../features/auth/LoginPage'), 'LoginPage') },
  { path: '/register', element: lazyPage(() => import('../../features/auth/RegisterPage'), 'RegisterPage') },
  { path: '/forgetPassword', element: lazyPage(() => import('../../features/auth/ForgetPasswordPage'), 'ForgetPasswordPage') },
  { path: '/activation', element: lazyPage(() => import('../../features/auth/ActivationPage'), 'ActivationPage') },
  { path: '/authorization', element: lazyPage(() => import('../../features/auth/AuthorizationPage'), 'AuthorizationPage') },
  { path: '/confirminvite', element: lazyPage(() => import('../../features/members/ConfirmInvitePage'), 'ConfirmInvitePage') },
  { path: '*', element: lazyPage(() => import('../NotFoundPage'), 'NotFoundPage') },
];

/** A page that fails to load or draw shows the unexpected-error page (with 'Report an issue' when configured). */
export const appRoutes: RouteObject[] = pageRoutes.map((route) => ({
  ...route,
  errorElement: lazyPage(() => import('../errors/UnexpectedErrorPage'), 'UnexpectedErrorPage'),
}));

/** The app's router; the code of the pages it opens on starts loading at once (a render-mode board's data too). */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes, { basename: BASE_PATH });
  preloadFirstPages(router.state, queryClient);
  return router;
}
export type AppRouter = ReturnType<typeof createAppRouter>;
