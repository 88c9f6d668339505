import { useResourceActions, type ResourceActions } from '../../components/resourceTree/useResourceActions';
import type { ResourceTreeOps } from '../../components/resourceTree/resourceTree';
import { useCreateSchedule, useMoveSchedule, useRenameSchedule, useScheduleNodeCall, type ScheduleTreeNode } from './scheduleQueries';

/** The Schedules tree's server calls, for the shared tree pieces. */
function useScheduleTreeOps(orgId: string): ResourceTreeOps<ScheduleTreeNode> {
  const move = useMoveSchedule(orgId);
  const create = useCreateSchedule(orgId);
  const rename = useRenameSchedule(orgId);
  const archive = useScheduleNodeCall(orgId, 'archive');
  const restore = useScheduleNodeCall(orgId, 'restore');
  const remove = useScheduleNodeCall(orgId, 'delete');
  return {
    move: (placement) => move.mutate(placement),
    createFolder: async (name, parentId) => ({ ...(await create.mutateAsync({ isFolder: true, name, parentId })), description: '' }),
    renameFolder: (folder, name) => rename.mutateAsync({ scheduleId: folder.id, name }),
    archive: (node) => archive.mutateAsync(node),
    restore: (node) => restore.mutateAsync(node),
    remove: (node) => remove.mutateAsync(node),
  };
}

/** What a user does to the nodes of the Schedules tree; render `holder` once. */
export function useScheduleActions(orgId: string, nodes: readonly ScheduleTreeNode[], selectedId: string | undefined): ScheduleActions {
  const ops = useScheduleTreeOps(orgId);
  return useResourceActions({ section: 'schedules', basePath: `/organizations/${orgId}/schedules`, nodes, selectedId, ops });
}

export type ScheduleActions = ResourceActions<ScheduleTreeNode>;
