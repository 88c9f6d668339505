import type { Config } from '../config/loadConfig';
import type { ApiHandlers } from '../http/routeHandlers';
import type { Operations } from '../operations/operations';
import type { Services } from '../services';
import { accountHandlers } from './accountHandlers';
import { dashboardHandlers } from './dashboardHandlers';
import { dataProviderHandlers } from './dataProviderHandlers';
import { downloadHandlers } from './downloadHandlers';
import { memberHandlers } from './memberHandlers';
import { migrationHandlers } from './migrationHandlers';
import { operationsHandlers } from './operationsHandlers';
import { permissionHandlers } from './permissionHandlers';
import { robotPictureHandlers } from './robotPictureHandlers';
import { roleHandlers } from './roleHandlers';
import { scheduleHandlers } from './scheduleHandlers';
import { shareDownloadHandlers } from './shareDownloadHandlers';
import { shareHandlers } from './shareHandlers';
import { sourceHandlers } from './sourceHandlers';
import { storyboardHandlers } from './storyboardHandlers';
import { orgHandlers } from './orgHandlers';
import { systemHandlers } from './systemHandlers';
import { thirdPartyHandlers } from './thirdPartyHandlers';
import { userHandlers } from './userHandlers';
import { variableHandlers } from './variableHandlers';
import { viewHandlers } from './viewHandlers';
import { vizHandlers } from './vizHandlers';

export function createApiHandlers(config: Config, services: Services, operations: Operations): ApiHandlers {
  return {
    system: systemHandlers(services),
    operations: operationsHandlers(operations),
    users: userHandlers(services),
    accounts: accountHandlers(services),
    orgs: orgHandlers(services),
    members: memberHandlers(services),
    roles: roleHandlers(services),
    permissions: permissionHandlers(services),
    sources: sourceHandlers(config, services),
    views: viewHandlers(services),
    variables: variableHandlers(services),
    dataProvider: dataProviderHandlers(services),
    vizs: vizHandlers(services),
    dashboards: dashboardHandlers(services),
    storyboards: storyboardHandlers(services),
    shares: shareHandlers(services),
    shareDownloads: shareDownloadHandlers(services),
    downloads: downloadHandlers(services),
    schedules: scheduleHandlers(services),
    migration: migrationHandlers(config, services),
    robotPictures: robotPictureHandlers(services),
    thirdParty: thirdPartyHandlers(config, services),
  };
}
