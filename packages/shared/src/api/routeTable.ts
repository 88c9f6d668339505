import type { RouteDef } from './defineRoute';
import { accountRoutes } from './routes/accountRoutes';
import { dashboardRoutes } from './routes/dashboardRoutes';
import { dataProviderRoutes } from './routes/dataProviderRoutes';
import { downloadRoutes } from './routes/downloadRoutes';
import { memberRoutes } from './routes/memberRoutes';
import { migrationRoutes } from './routes/migrationRoutes';
import { operationsRoutes } from './routes/operationsRoutes';
import { orgRoutes } from './routes/orgRoutes';
import { permissionRoutes } from './routes/permissionRoutes';
import { robotPictureRoutes } from './routes/robotPictureRoutes';
import { roleRoutes } from './routes/roleRoutes';
import { scheduleRoutes } from './routes/scheduleRoutes';
import { shareDownloadRoutes, shareRoutes } from './routes/shareRoutes';
import { sourceRoutes } from './routes/sourceRoutes';
import { storyboardRoutes } from './routes/storyboardRoutes';
import { systemRoutes } from './routes/systemRoutes';
import { thirdPartyRoutes } from './routes/thirdPartyRoutes';
import { userRoutes } from './routes/userRoutes';
import { variableRoutes } from './routes/variableRoutes';
import { viewRoutes } from './routes/viewRoutes';
import { vizRoutes } from './routes/vizRoutes';

/** Every API route, grouped by resource. The server must handle each; the web client is typed by it. */
export const apiRoutes = {
  system: systemRoutes,
  operations: operationsRoutes,
  users: userRoutes,
  accounts: accountRoutes,
  orgs: orgRoutes,
  members: memberRoutes,
  roles: roleRoutes,
  permissions: permissionRoutes,
  sources: sourceRoutes,
  views: viewRoutes,
  variables: variableRoutes,
  dataProvider: dataProviderRoutes,
  vizs: vizRoutes,
  dashboards: dashboardRoutes,
  storyboards: storyboardRoutes,
  shares: shareRoutes,
  shareDownloads: shareDownloadRoutes,
  downloads: downloadRoutes,
  schedules: scheduleRoutes,
  robotPictures: robotPictureRoutes,
  migration: migrationRoutes,
  thirdParty: thirdPartyRoutes,
} as const satisfies Record<string, Record<string, RouteDef>>;

export type ApiRoutes = typeof apiRoutes;

export const allRoutes = (): { group: string; name: string; route: RouteDef }[] =>
  Object.entries(apiRoutes).flatMap(([group, routes]) =>
    Object.entries(routes).map(([name, route]) => ({ group, name, route: route as RouteDef })),
  );
