import { scheduleRoutes } from '@redbi/shared/api';
import type { NewScheduleInput, NextRunsRequest, OrgScheduleRunsQuery, Schedule, ScheduleNode, ScheduleRun, ScheduleSettingsInput, TreeMove } from '@redbi/shared/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';
import { optimisticMove } from '../../components/resourceTree/optimisticMove';

/* The screens show a failed load in place (no permission, or the message with a retry): no toast. */
const shownInPlace = { silent: true } as const;

/** A node of the Schedules tree as the shared tree pieces take it (they show a description; schedules have none in the tree). */
export type ScheduleTreeNode = ScheduleNode & { description: string };
const asTreeNodes = (nodes: ScheduleNode[]): ScheduleTreeNode[] => nodes.map((node) => ({ ...node, description: '' }));

const schedulesKey = (orgId: string) => ['orgs', orgId, 'schedules'] as const;
export const scheduleListKey = (orgId: string) => [...schedulesKey(orgId), 'list'] as const;
const archivedKey = (orgId: string) => [...schedulesKey(orgId), 'archived'] as const;
export const scheduleKey = (orgId: string, scheduleId: string) => [...schedulesKey(orgId), 'item', scheduleId] as const;
const runsKey = (orgId: string, scheduleId: string) => [...schedulesKey(orgId), 'runs', scheduleId] as const;
const orgRunsKey = (orgId: string) => [...schedulesKey(orgId), 'orgRuns'] as const;

/** After a change: the tree and the recycle bin read again. */
const refreshTree = (queryClient: QueryClient, orgId: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: scheduleListKey(orgId) }), queryClient.invalidateQueries({ queryKey: archivedKey(orgId) })]);

/** A run is under way: the history is read again every few seconds until none is. */
export const RUNNING_REFRESH_MS = 3000;
const whileRunning = (runs: readonly ScheduleRun[] | undefined) => (runs?.some((run) => run.status === 'running') ? RUNNING_REFRESH_MS : false);

/** GET /orgs/:orgId/schedules: the folders and schedules the caller may manage. */
export const useScheduleList = (orgId: string) =>
  useQuery({ queryKey: scheduleListKey(orgId), queryFn: () => api(scheduleRoutes.list, { params: { orgId } }), select: asTreeNodes, meta: shownInPlace });

/** GET …/schedules/archived: the recycle bin (read while it is open). */
export const archivedSchedulesQuery = (orgId: string) => ({
  queryKey: archivedKey(orgId),
  queryFn: async () => asTreeNodes(await api(scheduleRoutes.archived, { params: { orgId } })),
});

/** GET …/schedules/:scheduleId: the settings (a robot's secret only as secretSet). */
export const useSchedule = (orgId: string, scheduleId: string) =>
  useQuery({ queryKey: scheduleKey(orgId, scheduleId), queryFn: () => api(scheduleRoutes.get, { params: { orgId, scheduleId } }), meta: shownInPlace });

/** GET …/schedules/:scheduleId/runs: latest first, read again while a run is under way. */
export const useScheduleRuns = (orgId: string, scheduleId: string) =>
  useQuery({
    queryKey: runsKey(orgId, scheduleId),
    queryFn: () => api(scheduleRoutes.runs, { params: { orgId, scheduleId } }),
    refetchInterval: (query) => whileRunning(query.state.data),
    meta: shownInPlace,
  });

/** GET …/schedules/runs: the organisation's history, one page of one status or all; read again while a run is under way. */
export const useOrgScheduleRuns = (orgId: string, query: OrgScheduleRunsQuery) =>
  useQuery({
    queryKey: [...orgRunsKey(orgId), query],
    queryFn: () => api(scheduleRoutes.orgRuns, { params: { orgId }, query: { ...query } }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => whileRunning(current.state.data?.items),
    meta: shownInPlace,
  });

/** POST …/schedules/check-name: whether another schedule has the name (any case). */
export const checkScheduleName = (orgId: string, name: string, id?: string) =>
  api(scheduleRoutes.checkName, { params: { orgId }, body: { name, ...(id ? { id } : {}) } });

/** POST …/schedules/next-runs: the coming run times of a timetable, saved or not; the caller shows a refusal in place. */
export const useNextRuns = (orgId: string, request: NextRunsRequest | undefined) =>
  useQuery({
    queryKey: [...schedulesKey(orgId), 'nextRuns', request],
    queryFn: () => api(scheduleRoutes.nextRuns, { params: { orgId }, body: request as NextRunsRequest }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
    meta: shownInPlace,
  });

const storeSchedule = async (queryClient: QueryClient, orgId: string, schedule: Schedule) => {
  queryClient.setQueryData(scheduleKey(orgId, schedule.id), schedule);
  await refreshTree(queryClient, orgId);
};

/** POST …/schedules: a folder or a schedule; the caller shows failures (a taken name under the field). */
export function useCreateSchedule(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: NewScheduleInput) => api(scheduleRoutes.create, { params: { orgId }, body: schedule }),
    meta: { silent: true },
    onSuccess: (created) => storeSchedule(queryClient, orgId, created),
  });
}

/** PUT …/schedules/:scheduleId: a stopped schedule's settings (a secret left out keeps its stored value). */
export function useUpdateSchedule(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, settings }: { scheduleId: string; settings: ScheduleSettingsInput }) =>
      api(scheduleRoutes.update, { params: { orgId, scheduleId }, body: settings }),
    meta: { silent: true },
    onSuccess: (saved) => storeSchedule(queryClient, orgId, saved),
  });
}

/** PUT …/name: a folder's new name. */
export function useRenameSchedule(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, name }: { scheduleId: string; name: string }) => api(scheduleRoutes.rename, { params: { orgId, scheduleId }, body: { name } }),
    meta: { silent: true },
    onSuccess: () => refreshTree(queryClient, orgId),
  });
}

/** PUT …/move: shown at once in the tree, put back if the server refuses. */
export function useMoveSchedule(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...move }: TreeMove & { id: string }) => api(scheduleRoutes.move, { params: { orgId, scheduleId: id }, body: move }),
    ...optimisticMove<ScheduleNode>(queryClient, scheduleListKey(orgId)),
  });
}

/** The tree's calls on one node (archive, restore, delete); the caller reports a failure. */
export function useScheduleNodeCall(orgId: string, call: 'archive' | 'restore' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: ScheduleNode) =>
      call === 'restore'
        ? api(scheduleRoutes.restore, { params: { orgId, scheduleId: node.id }, body: {} })
        : api(scheduleRoutes[call], { params: { orgId, scheduleId: node.id } }),
    meta: { silent: true },
    onSuccess: (_answer, node) => {
      if (call === 'delete') queryClient.removeQueries({ queryKey: scheduleKey(orgId, node.id) });
      return refreshTree(queryClient, orgId);
    },
  });
}

/** Start or stop: the schedule and the tree read again (its status). */
export function useStartStop(orgId: string, scheduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'start' | 'stop') => api(scheduleRoutes[action], { params: { orgId, scheduleId } }),
    meta: { silent: true },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: scheduleKey(orgId, scheduleId) }), refreshTree(queryClient, orgId)]),
  });
}

/** Execute now, or send a test: a run enqueued; the histories read again (it shows as running). */
export function useRunNow(orgId: string, scheduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'execute' | 'test') => api(scheduleRoutes[action], { params: { orgId, scheduleId } }),
    meta: { silent: true },
    onSuccess: async () => {
      // The run's row is written by the job a moment later: read again now and shortly after.
      const refresh = () =>
        Promise.all([queryClient.invalidateQueries({ queryKey: runsKey(orgId, scheduleId) }), queryClient.invalidateQueries({ queryKey: orgRunsKey(orgId) })]);
      await refresh();
      setTimeout(() => void refresh(), 1500);
    },
  });
}
