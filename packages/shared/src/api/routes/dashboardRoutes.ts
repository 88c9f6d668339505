import { z } from 'zod';
import { BoardDataRequestSchema, DashboardSchema, DashboardUpdateSchema, idField, NewDashboardSchema, VizUsageSchema } from '../../domain';
import { defineRoute, rawResponse } from '../defineRoute';

const org = z.object({ orgId: idField() });
const dashboard = z.object({ orgId: idField(), dashboardId: idField() });
const viz = z.object({ orgId: idField(), vizId: idField() });
const view = z.object({ orgId: idField(), viewId: idField() });

/**
 * Dashboards (spec §2, §3): boards of widgets in the viz tree, with the viz privileges View, Download, Share
 * and Manage. Tree actions (move, publish, archive, restore, delete) are the viz routes'.
 */
export const dashboardRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/dashboards',
    auth: 'user',
    summary: 'Save a new dashboard (save mode add or saveAs): Manage on the target folder; View on each chart it embeds, Access on each view it reads',
    tags: ['vizs', 'dashboards'],
    params: org,
    body: NewDashboardSchema,
    response: DashboardSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/dashboards/:dashboardId',
    auth: 'user',
    summary: 'One dashboard (View): its board, the saved charts it embeds, status and the caller’s privileges',
    tags: ['vizs', 'dashboards'],
    params: dashboard,
    response: DashboardSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/dashboards/:dashboardId',
    auth: 'user',
    summary: 'Save a dashboard (save mode edit): Manage on it; View on each chart it newly embeds, Access on each view it newly reads',
    tags: ['vizs', 'dashboards'],
    params: dashboard,
    body: DashboardUpdateSchema,
    response: DashboardSchema,
  }),
  data: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/dashboards/:dashboardId/data',
    auth: 'user',
    summary:
      'The one batched data request of a board at a moment (View; a draft board needs Manage): every item answered as an NDJSON line as its query finishes, then a done line. Queries run as the caller, identical ones once.',
    tags: ['vizs', 'dashboards', 'data'],
    params: dashboard,
    body: BoardDataRequestSchema,
    response: rawResponse,
  }),
  vizUsage: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/vizs/:vizId/usage',
    auth: 'user',
    summary: 'The dashboards that embed a chart (Manage on the chart): deleting it warns with this list',
    tags: ['vizs', 'dashboards'],
    params: viz,
    response: VizUsageSchema,
  }),
  viewUsage: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/views/:viewId/usage',
    auth: 'user',
    summary: 'The dashboards whose widgets read a view (Manage on the view)',
    tags: ['views', 'dashboards'],
    params: view,
    response: VizUsageSchema,
  }),
};
