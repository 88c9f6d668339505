import { orgRoutes } from '@redbi/shared/api';
import type { Organization, OrganizationUpdate } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/apiClient';
import { toaster } from '../../app/errors/toaster';

const orgsKey = ['orgs'] as const;
export const orgKey = (orgId: string) => ['orgs', orgId, 'details'] as const;

/** GET /orgs/:orgId; a failed load is shown in place. */
export const useOrg = (orgId: string) =>
  useQuery({ queryKey: orgKey(orgId), queryFn: () => api(orgRoutes.get, { params: { orgId } }), meta: { silent: true } });

/** Refreshes everything that shows the organisation (the switcher's list, this page). */
const refreshOrgs = (queryClient: ReturnType<typeof useQueryClient>, org: Organization) => {
  queryClient.setQueryData(orgKey(org.id), org);
  return queryClient.invalidateQueries({ queryKey: orgsKey });
};

/** PUT /orgs/:orgId: name, description and whether sources with privileged accounts are refused (owners). */
export function useUpdateOrg(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (org: OrganizationUpdate) => api(orgRoutes.update, { params: { orgId }, body: org }),
    onSuccess: (org) => refreshOrgs(queryClient, org),
  });
}

/** POST /orgs/:orgId/avatar. */
export function useUploadOrgAvatar(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: Blob) => api(orgRoutes.uploadAvatar, { params: { orgId }, file }),
    onSuccess: ({ avatar }) => {
      queryClient.setQueryData<Organization>(orgKey(orgId), (org) => org && { ...org, avatar });
      return queryClient.invalidateQueries({ queryKey: orgsKey });
    },
  });
}

/**
 * DELETE /orgs/:orgId with the name typed again. Then: a toast, the organisation leaves the cached list at
 * once, the main page picks another organisation (or offers to create one), and the deleted one's cached
 * data is dropped once its pages are gone.
 */
export function useDeleteOrg(orgId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (name: string) => api(orgRoutes.delete, { params: { orgId }, body: { name } }),
    onSuccess: async () => {
      toaster.show('success', t('settings.deleted'));
      queryClient.setQueryData<Organization[]>(orgsKey, (orgs) => orgs?.filter((org) => org.id !== orgId));
      await navigate('/', { replace: true });
      queryClient.removeQueries({ queryKey: ['orgs', orgId] });
      void queryClient.invalidateQueries({ queryKey: orgsKey });
      void queryClient.invalidateQueries({ queryKey: ['settings', 'user'] });
    },
  });
}
