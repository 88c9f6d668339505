import type { ApiRoutes } from '@redbi/shared/api';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { dashboardDataHandler } from './dashboardDataHandler';

export function dashboardHandlers(services: Services): GroupHandlers<ApiRoutes['dashboards']> {
  const { dashboards } = services;
  return {
    create: ({ session, params, body }) => dashboards.create(params.orgId, session.user.id, body),
    get: ({ session, params }) => dashboards.get(params.orgId, session.user.id, params.dashboardId),
    update: ({ session, params, body }) => dashboards.update(params.orgId, session.user.id, params.dashboardId, body),
    data: dashboardDataHandler(services),
    vizUsage: ({ session, params }) => dashboards.chartUsage(params.orgId, session.user.id, params.vizId),
    viewUsage: ({ session, params }) => dashboards.viewUsage(params.orgId, session.user.id, params.viewId),
  };
}
