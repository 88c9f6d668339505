import { z } from 'zod';
import { DownloadLinkSchema, DownloadTaskParamsSchema, DownloadTaskSchema, NewDownloadSchema } from '../../domain';
import { defineRoute, rawResponse } from '../defineRoute';

/**
 * The download list (spec §2, §4): a download is submitted as a task, made by a background job, and
 * fetched from the list until it expires. Paths follow datart's `/download/…` (its tasks list, submit and
 * file routes); retry, cancel and removal are RedBI's. A task is its submitter's alone.
 */
export const downloadRoutes = {
  submit: defineRoute({
    method: 'POST',
    path: '/download/submit/task',
    auth: 'user',
    summary: 'Download a chart, a dashboard or a storyboard as CSV, Excel, PNG or PDF (Download on it): a task of the download list',
    tags: ['downloads'],
    body: NewDownloadSchema,
    response: DownloadTaskSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/download/tasks',
    auth: 'user',
    summary: "The caller's download tasks that have not expired, newest first",
    tags: ['downloads'],
    response: z.array(DownloadTaskSchema),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/download/files/:taskId',
    auth: 'user',
    summary: "A finished task's file (its submitter only); the task becomes downloaded",
    tags: ['downloads', 'files'],
    params: DownloadTaskParamsSchema,
    response: rawResponse,
  }),
  link: defineRoute({
    method: 'POST',
    path: '/download/tasks/:taskId/link',
    auth: 'user',
    summary: "A link to a finished task's file that a browser can follow without headers, good for a minute (its submitter only)",
    tags: ['downloads'],
    params: DownloadTaskParamsSchema,
    response: DownloadLinkSchema,
  }),
  linkFile: defineRoute({
    method: 'GET',
    path: '/download/link',
    auth: 'public',
    summary: 'The file a download link names (its sealed ticket), while the link works; the task becomes downloaded',
    tags: ['downloads', 'files'],
    query: z.object({ ticket: z.string().min(16).max(2_000) }),
    response: rawResponse,
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/download/tasks/:taskId/retry',
    auth: 'user',
    summary: 'Make a finished task again — a failed one, or a done one whose data changed (the privilege is checked again)',
    tags: ['downloads'],
    params: DownloadTaskParamsSchema,
    response: DownloadTaskSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/download/tasks/:taskId/cancel',
    auth: 'user',
    summary: 'Stop a task being made: it fails as cancelled',
    tags: ['downloads'],
    params: DownloadTaskParamsSchema,
    response: DownloadTaskSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/download/tasks/:taskId',
    auth: 'user',
    summary: 'Remove a task from the list, and its file (a running one is stopped first)',
    tags: ['downloads'],
    params: DownloadTaskParamsSchema,
    response: z.null(),
  }),
};
