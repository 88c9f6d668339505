import { shareRoutes } from '@redbi/shared/api';
import type { NewShare, Share, ShareSettings, ShareVizType } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';

/** Where a list is shown, a failure is shown in place: no toast. */
const shownInPlace = { silent: true } as const;

/** The shares of one resource, or (no resource) of the whole organisation. */
export interface ShareScope {
  vizType: ShareVizType;
  vizId: string;
}

const sharesKey = (orgId: string) => ['orgs', orgId, 'shares'] as const;
const shareListKey = (orgId: string, scope?: ShareScope) => [...sharesKey(orgId), 'list', scope?.vizType ?? 'all', scope?.vizId ?? 'all'] as const;
const visitsKey = (orgId: string, shareId: string) => [...sharesKey(orgId), 'visits', shareId] as const;

/** Every list of shares of the organisation is read again (a share was made, changed or revoked). */
const refreshShares = (queryClient: QueryClient, orgId: string) => queryClient.invalidateQueries({ queryKey: [...sharesKey(orgId), 'list'] });

/** GET /orgs/:orgId/shares: one resource's shares, or every share of the organisation the caller may manage. */
export const useShares = (orgId: string, scope?: ShareScope) =>
  useQuery({
    queryKey: shareListKey(orgId, scope),
    queryFn: () => api(shareRoutes.list, { params: { orgId }, query: scope ? { vizType: scope.vizType, vizId: scope.vizId } : {} }),
    meta: shownInPlace,
  });

/** GET /orgs/:orgId/shares/options: what the caller may choose when sharing the resource (the data permissions open to them). */
export const useShareOptions = (orgId: string, target: ShareScope) =>
  useQuery({
    queryKey: [...sharesKey(orgId), 'options', target.vizType, target.vizId],
    queryFn: () => api(shareRoutes.options, { params: { orgId }, query: target }),
    meta: shownInPlace,
  });

/** GET …/shares/:shareId/visits: when, by whom (when known), from which address. */
export const useShareVisits = (orgId: string, shareId: string) =>
  useQuery({ queryKey: visitsKey(orgId, shareId), queryFn: () => api(shareRoutes.visits, { params: { orgId, shareId } }), meta: shownInPlace });

/** The mutations of the share dialog and the share list; each refreshes the lists. Failures are toasted. */
export function useShareMutations(orgId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void refreshShares(queryClient, orgId);
  return {
    create: useMutation({ mutationFn: (share: NewShare) => api(shareRoutes.create, { params: { orgId }, body: share }), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ shareId, settings }: { shareId: string; settings: ShareSettings }) => api(shareRoutes.update, { params: { orgId, shareId }, body: settings }),
      onSuccess: refresh,
    }),
    revoke: useMutation({ mutationFn: (share: Share) => api(shareRoutes.revoke, { params: { orgId, shareId: share.id } }), onSuccess: refresh }),
    regenerateCode: useMutation({ mutationFn: (share: Share) => api(shareRoutes.regenerateCode, { params: { orgId, shareId: share.id } }), onSuccess: refresh }),
    regenerateLink: useMutation({ mutationFn: (share: Share) => api(shareRoutes.regenerateLink, { params: { orgId, shareId: share.id } }), onSuccess: refresh }),
  };
}
