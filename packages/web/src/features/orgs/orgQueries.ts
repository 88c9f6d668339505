import { orgRoutes } from '@redbi/shared/api';
import type { NewOrganization } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMatch, useNavigate } from 'react-router';
import { api } from '../../api/apiClient';

const orgsKey = ['orgs'] as const;
const userSettingsKey = ['settings', 'user'] as const;

/** GET /orgs: the organisations of the current user. */
export const orgsQuery = { queryKey: orgsKey, queryFn: () => api(orgRoutes.list) };
export const useOrgs = () => useQuery(orgsQuery);

/** GET /settings/user: remembers the organisation last worked in. */
export const useUserSettings = () =>
  useQuery({ queryKey: userSettingsKey, queryFn: () => api(orgRoutes.userSettings) });

/** The organisation in the URL (/organizations/:orgId/…), if any. */
export const useCurrentOrgId = (): string | undefined => useMatch('/organizations/:orgId/*')?.params.orgId;

/** Remembers the organisation (PUT /settings/user) and goes there. */
export function useSwitchOrg() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (orgId: string) => api(orgRoutes.updateUserSettings, { body: { currentOrgId: orgId } }),
    onSuccess: (settings, orgId) => {
      queryClient.setQueryData(userSettingsKey, settings);
      void navigate(`/organizations/${orgId}`);
    },
  });
}

/** POST /orgs; the list is fetched again. */
export function useCreateOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (org: NewOrganization) => api(orgRoutes.create, { body: org }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orgsKey }),
  });
}
