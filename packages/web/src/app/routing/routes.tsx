import { BASE_PATH } from '@redbi/shared/domain';
import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { sections, type Section } from '../shell/sections';
import { lazyPage } from './lazyPage';
import { SessionGate } from './SessionGate';

const sectionPages: Record<Section, ReactElement> = {
  vizs: lazyPage(() => import('../../features/vizs/VizsPage'), 'VizsPage'),
  views: lazyPage(() => import('../../features/views/ViewsPage'), 'ViewsPage'),
  sources: lazyPage(() => import('../../features/sources/SourcesPage'), 'SourcesPage'),
  schedules: lazyPage(() => import('../../features/schedules/SchedulesPage'), 'SchedulesPage'),
  members: lazyPage(() => import('../../features/members/MembersPage'), 'MembersPage'),
  permissions: lazyPage(() => import('../../features/permissions/PermissionsPage'), 'PermissionsPage'),
  settings: lazyPage(() => import('../../features/settings/SettingsPage'), 'SettingsPage'),
};

/** Every screen of spec §2 that exists so far; each page is its own chunk. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <SessionGate />,
    children: [
      {
        element: lazyPage(() => import('../shell/MainLayout'), 'MainLayout'),
        children: [
          { index: true, element: lazyPage(() => import('../../features/orgs/OrgLanding'), 'OrgLanding') },
          {
            path: 'organizations/:orgId',
            element: lazyPage(() => import('../../features/orgs/OrgScope'), 'OrgScope'),
            children: [
              { index: true, element: lazyPage(() => import('../../features/orgs/FirstSection'), 'FirstSection') },
              ...sections.map((section) => ({ path: `${section}/*`, element: sectionPages[section] })),
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

export const createAppRouter = () => createBrowserRouter(appRoutes, { basename: BASE_PATH });
export type AppRouter = ReturnType<typeof createAppRouter>;
