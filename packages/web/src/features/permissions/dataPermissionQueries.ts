import { viewRoutes } from '@redbi/shared/api';
import type { ViewDataPermissionsUpdate } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';

/* Under the view's own key, so the view editor's queries of it are refreshed by a save here too. */
const dataPermissionsKey = (orgId: string, viewId: string) => ['orgs', orgId, 'views', 'item', viewId, 'dataPermissions'] as const;

/** GET /orgs/:orgId/views/:viewId/data-permissions (Manage): variables with their values per subject, column permissions. */
export const useViewDataPermissions = (orgId: string, viewId: string) =>
  useQuery({
    queryKey: dataPermissionsKey(orgId, viewId),
    queryFn: () => api(viewRoutes.dataPermissions, { params: { orgId, viewId } }),
    meta: { silent: true },
  });

/** PUT …/data-permissions: replaces the values per subject of the variables given and the column permissions. */
export function useSaveViewDataPermissions(orgId: string, viewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ViewDataPermissionsUpdate) => api(viewRoutes.setDataPermissions, { params: { orgId, viewId }, body: update }),
    onSuccess: (saved) => {
      queryClient.setQueryData(dataPermissionsKey(orgId, viewId), saved);
      // The views' own queries (values per subject, column permissions of the view) are fetched again.
      void queryClient.invalidateQueries({ queryKey: ['orgs', orgId, 'views'], predicate: (query) => query.queryKey.at(-1) !== 'dataPermissions' });
    },
  });
}
