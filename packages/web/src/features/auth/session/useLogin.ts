import { userRoutes } from '@redbi/shared/api';
import type { LoginParams } from '@redbi/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/apiClient';
import { startSession } from './currentUser';

/** POST /users/login: the token arrives in the answer's header (kept by the client), the user is stored. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: LoginParams) => api(userRoutes.login, { body: params }),
    onSuccess: (user) => startSession(queryClient, user),
  });
}
