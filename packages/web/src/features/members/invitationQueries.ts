import { memberRoutes } from '@redbi/shared/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';

/** GET /orgs/invite/info: what an invitation is for (public); an unknown token fails quietly, the page says so. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: () => api(memberRoutes.invitation, { query: { token } }),
    enabled: token !== '',
    meta: { silent: true },
  });

/**
 * POST /orgs/invite/confirm: the logged-in user joins. The list of organisations is fetched again (also
 * where no page shows it now) so that the new organisation opens. Failures are shown by the page.
 */
export function useConfirmInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api(memberRoutes.confirmInvite, { body: { token } }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orgs'], refetchType: 'all' }),
  });
}
