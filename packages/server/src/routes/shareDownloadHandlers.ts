import type { ApiRoutes } from '@redbi/shared/api';
import { SHARE_CLIENT_ID_HEADER } from '@redbi/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import { shareCredentialsOf } from './shareDataHandlers';

/** The share page's client id (X-Share-Client-Id), when it sent one. */
const clientIdOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[SHARE_CLIENT_ID_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
};

/** Downloads through a share: the share's own checks, then its client's tasks (services/shares/shareDownloads). */
export function shareDownloadHandlers(services: Services): GroupHandlers<ApiRoutes['shareDownloads']> {
  const { shareDownloads } = services;
  return {
    downloadSubmit: ({ params, body, request }) => shareDownloads.submit(shareCredentialsOf(request, params.token), clientIdOf(request), body),
    downloadList: ({ params, request }) => shareDownloads.list(shareCredentialsOf(request, params.token), clientIdOf(request)),
    downloadLink: ({ params, request }) => shareDownloads.link(shareCredentialsOf(request, params.token), clientIdOf(request), params.taskId),
  };
}
