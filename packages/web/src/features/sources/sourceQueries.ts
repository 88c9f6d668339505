import { sourceRoutes } from '@redbi/shared/api';
import type { NewSource, Source, SourceNode, SourceUpdate, TableImport, TreeMove } from '@redbi/shared/domain';
import type { SourceType } from '@redbi/shared/sources';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { optimisticMove } from '../../components/resourceTree/optimisticMove';

/* The screens show a failed load in place (no permission, or the message with a retry): no toast. */
const shownInPlace = { silent: true } as const;

const sourcesKey = (orgId: string) => ['orgs', orgId, 'sources'] as const;
export const sourceListKey = (orgId: string) => [...sourcesKey(orgId), 'list'] as const;
const archivedKey = (orgId: string) => [...sourcesKey(orgId), 'archived'] as const;
export const sourceKey = (orgId: string, sourceId: string) => [...sourcesKey(orgId), 'item', sourceId] as const;
const schemaKey = (orgId: string, sourceId: string) => [...sourcesKey(orgId), 'schema', sourceId] as const;

const refreshTree = (queryClient: QueryClient, orgId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: sourceListKey(orgId) }),
    queryClient.invalidateQueries({ queryKey: archivedKey(orgId) }),
  ]);

/** GET /orgs/:orgId/sources: the folders and sources the caller may see, with their privileges. */
export const useSourceList = (orgId: string) =>
  useQuery({ queryKey: sourceListKey(orgId), queryFn: () => api(sourceRoutes.list, { params: { orgId } }), meta: shownInPlace });

/** GET …/sources/archived: the recycle bin (read while it is open). */
export const archivedSourcesQuery = (orgId: string) => ({ queryKey: archivedKey(orgId), queryFn: () => api(sourceRoutes.archived, { params: { orgId } }) });

/** GET …/sources/:sourceId: the settings (secrets left out) and, for a file source, its tables. */
export const useSource = (orgId: string, sourceId: string) =>
  useQuery({
    queryKey: sourceKey(orgId, sourceId),
    queryFn: () => api(sourceRoutes.get, { params: { orgId, sourceId } }),
    meta: shownInPlace,
  });

/** GET …/sources/:sourceId/schema: databases, tables and columns (cached by the server). */
export const useSourceSchema = (orgId: string, sourceId: string, enabled = true) =>
  useQuery({
    queryKey: schemaKey(orgId, sourceId),
    queryFn: () => api(sourceRoutes.schema, { params: { orgId, sourceId }, query: {} }),
    enabled,
    meta: shownInPlace,
  });

/** Reads the schema again from the database (`refresh=true`). */
export function useRefreshSchema(orgId: string, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(sourceRoutes.schema, { params: { orgId, sourceId }, query: { refresh: 'true' } }),
    onSuccess: (schema) => queryClient.setQueryData(schemaKey(orgId, sourceId), schema),
  });
}

/** POST …/sources: a folder or a source; the caller shows failures (duplicate name under the field). */
export function useCreateSource(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: NewSource) => api(sourceRoutes.create, { params: { orgId }, body: source }),
    meta: { silent: true },
    onSuccess: async (created) => {
      queryClient.setQueryData(sourceKey(orgId, created.id), created);
      await refreshTree(queryClient, orgId);
    },
  });
}

/** PUT …/sources/:sourceId: rename, describe, reconfigure (a secret left out keeps its stored value). */
export function useUpdateSource(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sourceId, ...update }: SourceUpdate & { sourceId: string }) =>
      api(sourceRoutes.update, { params: { orgId, sourceId }, body: update }),
    meta: { silent: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(sourceKey(orgId, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: schemaKey(orgId, saved.id) });
      await refreshTree(queryClient, orgId);
    },
  });
}

/** PUT …/move: shown at once in the tree, put back if the server refuses. */
export function useMoveSource(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...move }: TreeMove & { id: string }) => api(sourceRoutes.move, { params: { orgId, sourceId: id }, body: move }),
    ...optimisticMove<SourceNode>(queryClient, sourceListKey(orgId)),
  });
}

/** POST …/archive: to the recycle bin; the caller reports a failure. */
export function useArchiveSource(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: SourceNode) => api(sourceRoutes.archive, { params: { orgId, sourceId: node.id } }),
    meta: { silent: true },
    onSuccess: () => refreshTree(queryClient, orgId),
  });
}

/** POST …/restore: back to its folder; the caller reports a failure. */
export function useRestoreSource(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: SourceNode) => api(sourceRoutes.restore, { params: { orgId, sourceId: node.id }, body: {} }),
    meta: { silent: true },
    onSuccess: () => refreshTree(queryClient, orgId),
  });
}

/** DELETE …/sources/:sourceId: for good; the caller explains a refusal (views use it, folder not empty). */
export function useDeleteSource(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: SourceNode) => api(sourceRoutes.delete, { params: { orgId, sourceId: node.id } }),
    meta: { silent: true },
    onSuccess: (_nothing, node) => {
      queryClient.removeQueries({ queryKey: sourceKey(orgId, node.id) });
      return refreshTree(queryClient, orgId);
    },
  });
}

/** POST …/sources/test: the server version and latency, or the database's own message. */
export const useTestConnection = (orgId: string) =>
  useMutation({
    mutationFn: (test: { type: SourceType; config: Record<string, unknown>; sourceId?: string }) =>
      api(sourceRoutes.test, { params: { orgId }, body: test }),
    meta: { silent: true },
  });

const storeSource = (queryClient: QueryClient, orgId: string) => (source: Source) => {
  queryClient.setQueryData(sourceKey(orgId, source.id), source);
  void queryClient.invalidateQueries({ queryKey: schemaKey(orgId, source.id) });
};

/** POST …/tables: an uploaded file into a table (create, append, replace); answers the source. */
export function useImportTable(orgId: string, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TableImport) => api(sourceRoutes.importTable, { params: { orgId, sourceId }, body: request }),
    meta: { silent: true },
    onSuccess: storeSource(queryClient, orgId),
  });
}

/** DELETE …/tables/:table. */
export function useDropTable(orgId: string, sourceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (table: string) => api(sourceRoutes.dropTable, { params: { orgId, sourceId, table } }),
    onSuccess: storeSource(queryClient, orgId),
  });
}
