import { userRoutes } from '@redbi/shared/api';
import type { ChangePasswordParams, ProfileUpdate, User } from '@redbi/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { currentUserKey, setCurrentUser } from '../auth/session/currentUser';

/** PUT /users with the stored user merged with the edited fields (spec §7); the answer is the user. */
export function useUpdateProfile(user: User) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileUpdate) => api(userRoutes.updateProfile, { body: { ...user, ...profile } }),
    onSuccess: (updated) => setCurrentUser(queryClient, updated),
  });
}

/** POST /files/user/avatar; the user's avatar becomes the uploaded image. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => api(userRoutes.uploadAvatar, { file }),
    onSuccess: ({ avatar }) => queryClient.setQueryData<User>(currentUserKey, (user) => user && { ...user, avatar }),
  });
}

/** PUT /users/change/password; the answer's new token replaces the old one (kept by the API client). */
export const useChangePassword = () =>
  useMutation({ mutationFn: (params: ChangePasswordParams) => api(userRoutes.changePassword, { body: params }) });
