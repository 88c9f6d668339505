import { dataProviderRoutes, variableRoutes, viewRoutes } from '@redbi/shared/api';
import type { NewView, TreeMove, View, ViewNode, ViewPreview, ViewUpdate } from '@redbi/shared/domain';
import type { QuerySpecInput } from '@redbi/shared/query';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { optimisticMove } from '../../components/resourceTree/optimisticMove';

/* The screens show a failed load in place (no permission, or the message with a retry): no toast. */
const shownInPlace = { silent: true } as const;

const viewsKey = (orgId: string) => ['orgs', orgId, 'views'] as const;
export const viewListKey = (orgId: string) => [...viewsKey(orgId), 'list'] as const;
const archivedKey = (orgId: string) => [...viewsKey(orgId), 'archived'] as const;
export const viewKey = (orgId: string, viewId: string) => [...viewsKey(orgId), 'item', viewId] as const;

const refreshTree = (queryClient: QueryClient, orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: viewListKey(orgId) }),
    queryClient.invalidateQueries({ queryKey: archivedKey(orgId) }),
  ]);

/** GET /orgs/:orgId/views: the folders and views the caller may see, with their privileges. */
export const useViewList = (orgId: string) =>
  useQuery({ queryKey: viewListKey(orgId), queryFn: () => api(viewRoutes.list, { params: { orgId } }), meta: shownInPlace });

/** GET …/views/archived: the recycle bin (read while it is open). */
export const archivedViewsQuery = (orgId: string) => ({ queryKey: archivedKey(orgId), queryFn: () => api(viewRoutes.archived, { params: { orgId } }) });

/** GET …/views/:viewId: the model, settings and variables; the SQL and the permissions with Manage. */
export const useView = (orgId: string, viewId: string) =>
  useQuery({ queryKey: viewKey(orgId, viewId), queryFn: () => api(viewRoutes.get, { params: { orgId, viewId } }), meta: shownInPlace });

/** GET /orgs/:orgId/variables: the organisation's public variables (their names complete in the SQL). */
export const usePublicVariables = (orgId: string) =>
  useQuery({ queryKey: ['orgs', orgId, 'variables'], queryFn: () => api(variableRoutes.list, { params: { orgId } }), meta: shownInPlace });

const storeView = (queryClient: QueryClient, orgId: string) => async (view: View) => {
  queryClient.setQueryData(viewKey(orgId, view.id), view);
  await refreshTree(queryClient, orgId);
};

/** POST …/views: a folder or a view; the caller shows failures (field messages, the line of a SQL error). */
export function useCreateView(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (view: NewView) => api(viewRoutes.create, { params: { orgId }, body: view }),
    meta: { silent: true },
    onSuccess: storeView(queryClient, orgId),
  });
}

/** PUT …/views/:viewId: save a view or rename a folder; the caller shows failures. */
export function useUpdateView(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ viewId, ...update }: ViewUpdate & { viewId: string }) => api(viewRoutes.update, { params: { orgId, viewId }, body: update }),
    meta: { silent: true },
    onSuccess: storeView(queryClient, orgId),
  });
}

/** PUT …/move: shown at once in the tree, put back if the server refuses. */
export function useMoveView(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...move }: TreeMove & { id: string }) => api(viewRoutes.move, { params: { orgId, viewId: id }, body: move }),
    ...optimisticMove<ViewNode>(queryClient, viewListKey(orgId)),
  });
}

/** POST …/archive: to the recycle bin; the caller reports a failure. */
export function useArchiveView(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: ViewNode) => api(viewRoutes.archive, { params: { orgId, viewId: node.id } }),
    meta: { silent: true },
    onSuccess: () => refreshTree(queryClient, orgId),
  });
}

/** POST …/restore: back to its folder; the caller reports a failure. */
export function useRestoreView(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: ViewNode) => api(viewRoutes.restore, { params: { orgId, viewId: node.id }, body: {} }),
    meta: { silent: true },
    onSuccess: () => refreshTree(queryClient, orgId),
  });
}

/** DELETE …/views/:viewId: for good; the caller explains a refusal (charts use it, folder not empty). */
export function useDeleteView(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: ViewNode) => api(viewRoutes.delete, { params: { orgId, viewId: node.id } }),
    meta: { silent: true },
    onSuccess: (_nothing, node) => {
      queryClient.removeQueries({ queryKey: viewKey(orgId, node.id) });
      return refreshTree(queryClient, orgId);
    },
  });
}

/** POST /data-provider/execute/test: unsaved SQL or structure, stopped by `signal`. */
export const previewView = (preview: ViewPreview, signal: AbortSignal) => api(dataProviderRoutes.preview, { body: preview, signal });

/** POST /data-provider/execute: the saved view, as those who may only use it see it. */
export const executeView = (spec: QuerySpecInput, signal: AbortSignal) => api(dataProviderRoutes.execute, { body: spec, signal });
