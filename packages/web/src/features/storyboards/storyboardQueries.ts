import { storyboardRoutes } from '@redbi/shared/api';
import type { NewStoryboardSchema, Storyboard, StoryboardNode, StoryboardUpdateSchema } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../api/apiClient';
import { shownInPlace } from '../vizs/vizQueries';

export type NewStoryboardInput = z.input<typeof NewStoryboardSchema>;
export type StoryboardUpdateInput = z.input<typeof StoryboardUpdateSchema>;

export const storyboardsKey = (orgId: string) => ['orgs', orgId, 'storyboards'] as const;
export const storyboardListKey = (orgId: string) => [...storyboardsKey(orgId), 'list'] as const;
export const archivedStoryboardsKey = (orgId: string) => [...storyboardsKey(orgId), 'archived'] as const;
export const storyboardKey = (orgId: string, storyboardId: string) => [...storyboardsKey(orgId), 'one', storyboardId] as const;

/** After a change: the list, the recycle bin and the changed storyboard read again. */
export const refreshStoryboards = (queryClient: QueryClient, orgId: string) => queryClient.invalidateQueries({ queryKey: storyboardsKey(orgId) });

/** GET /orgs/:orgId/storyboards: those the caller may see, with status and privileges. */
export const useStoryboards = (orgId: string) =>
  useQuery({ queryKey: storyboardListKey(orgId), queryFn: () => api(storyboardRoutes.list, { params: { orgId } }), meta: shownInPlace });

/** GET …/storyboards/archived: the recycle bin (read while it is open). */
export const archivedStoryboardsQuery = (orgId: string) => ({
  queryKey: archivedStoryboardsKey(orgId),
  queryFn: () => api(storyboardRoutes.archived, { params: { orgId } }),
});

/** GET …/storyboards/:storyboardId: its pages and the targets the caller may view. */
export const useStoryboard = (orgId: string, storyboardId: string | undefined) =>
  useQuery({
    queryKey: storyboardKey(orgId, storyboardId ?? ''),
    queryFn: () => api(storyboardRoutes.get, { params: { orgId, storyboardId: storyboardId! } }),
    enabled: storyboardId !== undefined,
    meta: shownInPlace,
  });

/** A saved storyboard as the server answered it: cached, and the list refreshed. */
async function store(queryClient: QueryClient, orgId: string, storyboard: Storyboard): Promise<void> {
  queryClient.setQueryData(storyboardKey(orgId, storyboard.id), storyboard);
  await queryClient.invalidateQueries({ queryKey: storyboardListKey(orgId) });
}

/** POST …/storyboards: save mode add (or saveAs); the caller reports failures. */
export function useCreateStoryboard(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storyboard: NewStoryboardInput) => api(storyboardRoutes.create, { params: { orgId }, body: storyboard }),
    meta: { silent: true },
    onSuccess: (storyboard) => store(queryClient, orgId, storyboard),
  });
}

/** PUT …/storyboards/:storyboardId: save mode edit; the caller reports failures. */
export function useUpdateStoryboard(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storyboardId, ...update }: StoryboardUpdateInput & { storyboardId: string }) =>
      api(storyboardRoutes.update, { params: { orgId, storyboardId }, body: update }),
    meta: { silent: true },
    onSuccess: (storyboard) => store(queryClient, orgId, storyboard),
  });
}

export type StoryboardChange = 'publish' | 'unpublish' | 'archive' | 'restore' | 'delete';

const calls: Record<StoryboardChange, (orgId: string, node: StoryboardNode) => Promise<unknown>> = {
  publish: (orgId, node) => api(storyboardRoutes.publish, { params: { orgId, storyboardId: node.id } }),
  unpublish: (orgId, node) => api(storyboardRoutes.unpublish, { params: { orgId, storyboardId: node.id } }),
  archive: (orgId, node) => api(storyboardRoutes.archive, { params: { orgId, storyboardId: node.id } }),
  restore: (orgId, node) => api(storyboardRoutes.restore, { params: { orgId, storyboardId: node.id } }),
  delete: (orgId, node) => api(storyboardRoutes.delete, { params: { orgId, storyboardId: node.id } }),
};

/** Spec §4's actions on a storyboard (publish, unpublish, archive, restore, delete); the caller reports failures. */
export function useStoryboardChange(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, node }: { change: StoryboardChange; node: StoryboardNode }) => calls[change](orgId, node),
    meta: { silent: true },
    onSuccess: () => refreshStoryboards(queryClient, orgId),
  });
}
