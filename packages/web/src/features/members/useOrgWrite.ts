import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshOrgPeople } from './memberQueries';

/**
 * A change of an organisation's members or roles; once it succeeds the organisation's data is fetched
 * again before the caller's `onSuccess` runs. `silent`: the caller shows failures itself.
 */
export function useOrgWrite<Variables, Result>(orgId: string, write: (variables: Variables) => Promise<Result>, { silent = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { silent },
    onSuccess: () => refreshOrgPeople(queryClient, orgId),
  });
}
