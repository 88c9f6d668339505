import { systemRoutes } from '@redbi/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { tokenStore } from '../../api/tokenStore';

export const sysInfoKey = ['sys', 'info'] as const;

/** GET /sys/info; its tokenTimeout becomes the lifetime of the token cookie. */
export const sysInfoQuery = queryOptions({
  queryKey: sysInfoKey,
  queryFn: async () => {
    const info = await api(systemRoutes.info);
    tokenStore.setLifetime(info.tokenTimeout);
    return info;
  },
  staleTime: 5 * 60_000,
});

export const useSysInfo = () => useQuery(sysInfoQuery);
