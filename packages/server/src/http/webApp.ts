import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_PATH } from '@redbi/shared/domain';
import { isApiPath, routeNotFound } from './errorHandler';

const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.url === BASE_PATH || request.url.startsWith(`${BASE_PATH}/`)) &&
  !/\.\w+(\?.*)?$/.test(request.url.split('?')[0] ?? '');

/**
 * Share pages (spec §2: /shareChart/…, /shareDashboard/…, /shareStoryPlayer/… and the further public share
 * routes, which show the not-found page): the web build's light share.html, its own small bundle.
 */
const sharePagePath = new RegExp(`^${BASE_PATH}/share[A-Z]\\w*(/|\\?|$)`);

/**
 * Serves the built web app under /redBi with history fallback: any page path answers index.html (a share
 * page share.html) so that a reload of a deep link works; hashed assets are cached for a year, pages never.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  const hasWeb = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  const hasSharePage = hasWeb && existsSync(join(webDistDir, 'share.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: `${BASE_PATH}/`,
      index: false,
      wildcard: true,
      // The web build writes .br and .gz next to each asset (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && !isApiPath(request.url) && wantsPage(request)) {
      const page = hasSharePage && sharePagePath.test(request.url) ? 'share.html' : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return routeNotFound(request, reply);
  });
}
