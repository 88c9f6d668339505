import { dashboardRoutes } from '@redbi/shared/api';
import type { Dashboard, DashboardUpdateSchema, NewDashboardSchema } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/apiClient';
import { refreshVizTree, shownInPlace, vizsKey } from '../vizs/vizQueries';

export type NewDashboardInput = z.input<typeof NewDashboardSchema>;
export type DashboardUpdateInput = z.input<typeof DashboardUpdateSchema>;

/** One dashboard, under the viz keys: publishing or moving it in the tree reads it again. */
export const dashboardKey = (orgId: string, dashboardId: string) => [...vizsKey(orgId), 'dashboard', dashboardId] as const;
/** The rows behind data points of a dashboard's charts (the view-rows dialog). */
export const dashboardRowsKey = (orgId: string, dashboardId: string) => [...vizsKey(orgId), 'dashboardRows', dashboardId] as const;

/** A saved dashboard as the server answered it: cached, and the tree refreshed (name, status, thumbnail). */
async function storeDashboard(queryClient: QueryClient, orgId: string, dashboard: Dashboard): Promise<void> {
  queryClient.setQueryData(dashboardKey(orgId, dashboard.id), dashboard);
  await Promise.all([queryClient.invalidateQueries({ queryKey: dashboardRowsKey(orgId, dashboard.id) }), refreshVizTree(queryClient, orgId)]);
}

/** GET /orgs/:orgId/dashboards/:dashboardId: the board, the saved charts it embeds, status and privileges (View). */
export const dashboardQuery = (orgId: string, dashboardId: string) => ({
  queryKey: dashboardKey(orgId, dashboardId),
  queryFn: () => api(dashboardRoutes.get, { params: { orgId, dashboardId } }),
  meta: shownInPlace,
});

export const useDashboard = (orgId: string, dashboardId: string | undefined) => useQuery({ ...dashboardQuery(orgId, dashboardId ?? ''), enabled: dashboardId !== undefined });

/**
 * Asks for a dashboard as soon as the tree says a link opens one, side by side with the viewer's code (which
 * would otherwise ask only once it has loaded and drawn). Failures show when the viewer reads it.
 */
export const prefetchDashboard = (queryClient: QueryClient, orgId: string, dashboardId: string): Promise<void> => queryClient.prefetchQuery(dashboardQuery(orgId, dashboardId));

/** POST /orgs/:orgId/dashboards: save mode add (or saveAs); the caller reports failures. */
export function useCreateDashboard(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dashboard: NewDashboardInput) => api(dashboardRoutes.create, { params: { orgId }, body: dashboard }),
    meta: { silent: true },
    onSuccess: (dashboard) => storeDashboard(queryClient, orgId, dashboard),
  });
}

/** PUT /orgs/:orgId/dashboards/:dashboardId: save mode edit; the caller reports failures. */
export function useUpdateDashboard(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dashboardId, ...update }: DashboardUpdateInput & { dashboardId: string }) => api(dashboardRoutes.update, { params: { orgId, dashboardId }, body: update }),
    meta: { silent: true },
    onSuccess: (dashboard) => storeDashboard(queryClient, orgId, dashboard),
  });
}
