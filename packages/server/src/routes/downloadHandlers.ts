import { createReadStream } from 'node:fs';
import type { ApiRoutes } from '@redbi/shared/api';
import type { FastifyReply } from 'fastify';
import type { GroupHandlers } from '../http/routeHandlers';
import type { Services } from '../services';
import type { DownloadFile } from '../services/downloads/downloadService';

/** `attachment` with the file's name: an ASCII fallback and the exact name in UTF-8 (RFC 6266, RFC 8187). */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** Streams a download's file (never read whole into memory). */
export function sendDownloadFile(reply: FastifyReply, file: DownloadFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(file.path));
}

/** The download list: thin handlers over the download service (which authorizes every call). */
export function downloadHandlers(services: Services): GroupHandlers<ApiRoutes['downloads']> {
  const { downloads } = services;
  return {
    submit: ({ session, body }) => downloads.submit(session.user.id, body),
    list: ({ session }) => downloads.list(session.user.id),
    file: async ({ session, params, reply }) => sendDownloadFile(reply, await downloads.file(session.user.id, params.taskId)),
    link: ({ session, params }) => downloads.link(session.user.id, params.taskId),
    linkFile: async ({ query, reply }) => sendDownloadFile(reply, await downloads.fileByLink(query.ticket)),
    retry: ({ session, params }) => downloads.retry(session.user.id, params.taskId),
    cancel: ({ session, params }) => downloads.cancel(session.user.id, params.taskId),
    remove: async ({ session, params }) => {
      await downloads.remove(session.user.id, params.taskId);
      return null;
    },
  };
}
