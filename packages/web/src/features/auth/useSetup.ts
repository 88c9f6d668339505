import { systemRoutes } from '@redbi/shared/api';
import type { NewUser, SysInfo } from '@redbi/shared/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { sysInfoKey } from '../system/sysInfo';

/** POST /sys/setup; on success the system counts as initialized (spec §4). */
export function useSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewUser) => api(systemRoutes.setup, { body: { user } }),
    onSuccess: () => {
      queryClient.setQueryData<SysInfo>(sysInfoKey, (info) => info && { ...info, initialized: true });
    },
  });
}
