import { downloadRoutes } from '@redbi/shared/api';
import type { DownloadTask, NewDownloadInput } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/apiClient';

export const downloadsKey = ['downloads'] as const;

/** While a task is being made the list is asked again this often (datart: 5 s). */
export const DOWNLOAD_POLL_MS = 2_000;

export const runningCount = (tasks: readonly DownloadTask[] | undefined): number => (tasks ?? []).filter((task) => task.status === 'created').length;

/** GET /download/tasks: the caller's tasks; asked again every two seconds while one is being made. */
export const useDownloadTasks = () =>
  useQuery({
    queryKey: downloadsKey,
    queryFn: () => api(downloadRoutes.list),
    refetchInterval: (query) => (runningCount(query.state.data) > 0 ? DOWNLOAD_POLL_MS : false),
    meta: { silent: true },
  });

/** Follows a link to a file: the browser saves it under the name the server gives. */
export function followDownloadLink(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Submitting, fetching, retrying, cancelling and removing tasks; each refreshes the list. */
export function useDownloadMutations() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: downloadsKey });
  return {
    submit: useMutation({ mutationFn: (body: NewDownloadInput) => api(downloadRoutes.submit, { body }), onSuccess: refresh }),
    fetch: useMutation({
      mutationFn: async (task: DownloadTask) => followDownloadLink((await api(downloadRoutes.link, { params: { taskId: task.id } })).url),
      onSuccess: refresh,
    }),
    retry: useMutation({ mutationFn: (task: DownloadTask) => api(downloadRoutes.retry, { params: { taskId: task.id } }), onSuccess: refresh }),
    cancel: useMutation({ mutationFn: (task: DownloadTask) => api(downloadRoutes.cancel, { params: { taskId: task.id } }), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (task: DownloadTask) => api(downloadRoutes.remove, { params: { taskId: task.id } }), onSuccess: refresh }),
  };
}
