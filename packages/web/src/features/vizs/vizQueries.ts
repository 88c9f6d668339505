import { dashboardRoutes, vizRoutes } from '@redbi/shared/api';
import type { Chart, ChartDataRequestSchema, ChartViewerDataRequestSchema, TreeMove, VizNode } from '@redbi/shared/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { optimisticMove } from '../../components/resourceTree/optimisticMove';
import type { z } from 'zod';

/** What a viewer may change of a saved chart's query: page, page size, a table's order, counting the rows. */
export type ChartDataRequestInput = z.input<typeof ChartDataRequestSchema>;
/** The signed-in viewer's request: also values of the view's query variables (params). */
export type ChartViewerDataRequestInput = z.input<typeof ChartViewerDataRequestSchema>;

/* The screens show a failed load in place (no permission, or the message with a retry): no toast. */
export const shownInPlace = { silent: true } as const;

export const vizsKey = (orgId: string) => ['orgs', orgId, 'vizs'] as const;
export const vizTreeKey = (orgId: string) => [...vizsKey(orgId), 'tree'] as const;
export const archivedVizsKey = (orgId: string) => [...vizsKey(orgId), 'archived'] as const;
export const chartKey = (orgId: string, chartId: string) => [...vizsKey(orgId), 'chart', chartId] as const;
/** Every page and order of one chart's data: read again when the chart is saved. */
export const chartDataKey = (orgId: string, chartId: string) => [...vizsKey(orgId), 'chartData', chartId] as const;

/** After a chart or folder changed: the tree and the recycle bin read again. */
export const refreshVizTree = (queryClient: QueryClient, orgId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: vizTreeKey(orgId) }), queryClient.invalidateQueries({ queryKey: archivedVizsKey(orgId) })]);

/** A saved chart as the server answered it: cached, its data read again, and the tree refreshed (name, status, thumbnail). */
export async function storeChart(queryClient: QueryClient, orgId: string, chart: Chart): Promise<void> {
  queryClient.setQueryData(chartKey(orgId, chart.id), chart);
  await Promise.all([queryClient.invalidateQueries({ queryKey: chartDataKey(orgId, chart.id) }), refreshVizTree(queryClient, orgId)]);
}

/** GET /orgs/:orgId/vizs: folders and charts the caller may see, with status and privileges. */
export const vizTreeQuery = (orgId: string) => ({ queryKey: vizTreeKey(orgId), queryFn: () => api(vizRoutes.list, { params: { orgId } }), meta: shownInPlace });
export const useVizTree = (orgId: string, enabled = true) => useQuery({ ...vizTreeQuery(orgId), enabled });

/** GET …/vizs/archived: the recycle bin (read while it is open). */
export const archivedVizsQuery = (orgId: string) => ({ queryKey: archivedVizsKey(orgId), queryFn: () => api(vizRoutes.archived, { params: { orgId } }) });

/**
 * GET …/vizs/:vizId/usage, asked afresh each time: the dashboards that embed a chart, named in the
 * confirmation before it is archived or deleted (a failed lookup only loses the warning: no toast).
 */
export const fetchVizUsage = (queryClient: QueryClient, orgId: string, vizId: string) =>
  queryClient.fetchQuery({ queryKey: [...vizsKey(orgId), 'usage', vizId], queryFn: () => api(dashboardRoutes.vizUsage, { params: { orgId, vizId } }), staleTime: 0, retry: false, meta: shownInPlace });

/** GET /orgs/:orgId/charts/:chartId: the stored chart (View). */
export const chartQuery = (orgId: string, chartId: string) => ({ queryKey: chartKey(orgId, chartId), queryFn: () => api(vizRoutes.getChart, { params: { orgId, chartId } }), meta: shownInPlace });
export const useChart = (orgId: string, chartId: string | undefined) => useQuery({ ...chartQuery(orgId, chartId ?? ''), enabled: chartId !== undefined });

/**
 * POST …/charts/:chartId/data: a saved chart's rows as the caller may see them, for one page and order.
 * The previous page stays on screen while the next one loads.
 */
export const useChartData = (orgId: string, chartId: string, request: ChartViewerDataRequestInput = {}) =>
  useQuery({
    queryKey: [...chartDataKey(orgId, chartId), request],
    queryFn: ({ signal }) => api(vizRoutes.chartData, { params: { orgId, chartId }, body: request, signal }),
    placeholderData: keepPreviousData,
    meta: shownInPlace,
  });

/** A change to one node that the tree and the recycle bin show: the caller reports failures. */
function useVizChange<Input, Output>(orgId: string, call: (input: Input) => Promise<Output>, after?: (queryClient: QueryClient, input: Input) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent: true },
    onSuccess: (_answer, input) => {
      after?.(queryClient, input);
      return refreshVizTree(queryClient, orgId);
    },
  });
}

/** POST …/vizs/folders: a new folder where the caller may manage. */
export const useCreateVizFolder = (orgId: string) =>
  useVizChange(orgId, (folder: { name: string; parentId: string | null }) => api(vizRoutes.createFolder, { params: { orgId }, body: folder }));

/** PUT …/vizs/folders/:vizId: a folder's new name. */
export const useRenameVizFolder = (orgId: string) =>
  useVizChange(orgId, ({ vizId, name }: { vizId: string; name: string }) => api(vizRoutes.renameFolder, { params: { orgId, vizId }, body: { name } }));

/** PUT …/move: shown at once in the tree, put back if the server refuses (which it reports). */
export function useMoveViz(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...move }: TreeMove & { id: string }) => api(vizRoutes.move, { params: { orgId, vizId: id }, body: move }),
    ...optimisticMove<VizNode>(queryClient, vizTreeKey(orgId)),
  });
}

/** The opened chart shows its new status too. */
const forgetChart = (orgId: string) => (queryClient: QueryClient, node: VizNode) => void queryClient.invalidateQueries({ queryKey: chartKey(orgId, node.id) });

/** POST …/publish: unpublished → published (spec §4). */
export const usePublishViz = (orgId: string) =>
  useVizChange(orgId, (node: VizNode) => api(vizRoutes.publish, { params: { orgId, vizId: node.id } }), forgetChart(orgId));

/** POST …/unpublish: published → unpublished. */
export const useUnpublishViz = (orgId: string) =>
  useVizChange(orgId, (node: VizNode) => api(vizRoutes.unpublish, { params: { orgId, vizId: node.id } }), forgetChart(orgId));

/** POST …/archive: to the recycle bin. */
export const useArchiveViz = (orgId: string) =>
  useVizChange(orgId, (node: VizNode) => api(vizRoutes.archive, { params: { orgId, vizId: node.id } }), forgetChart(orgId));

/** POST …/restore: back to its folder. */
export const useRestoreViz = (orgId: string) => useVizChange(orgId, (node: VizNode) => api(vizRoutes.restore, { params: { orgId, vizId: node.id }, body: {} }));

/** DELETE …/vizs/:vizId: for good (a folder must be empty; the server says why it refuses). */
export const useDeleteViz = (orgId: string) =>
  useVizChange(
    orgId,
    (node: VizNode) => api(vizRoutes.delete, { params: { orgId, vizId: node.id } }),
    (queryClient, node) => queryClient.removeQueries({ queryKey: chartKey(orgId, node.id) }),
  );
