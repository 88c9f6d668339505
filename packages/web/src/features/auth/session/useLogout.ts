import { userRoutes } from '@redbi/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/apiClient';
import { endSession } from './endSession';

/**
 * POST /users/logout, then the token and the stored user are cleared whatever the answer, then the
 * optional callback runs (spec §4). `logout(callback)`.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (_callback?: () => void) => api(userRoutes.logout),
    meta: { silent: true },
    onSettled: (_data, _error, callback) => {
      endSession(queryClient);
      callback?.();
    },
  });
  return { logout: mutation.mutate, isPending: mutation.isPending };
}
