import type { FastifyInstance } from 'fastify';
import { keptBodies } from './keptBodies';

/**
 * JSON bodies through Fastify's own parser (which refuses __proto__ and constructor poisoning), except that
 * an empty body counts as no body: many clients send `Content-Type: application/json` on a bodyless POST.
 * Routes that ask for it get bodies they were sent before as the object parsed then (keptBodies.ts).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (!keptBodies.wanted(request)) {
      parseJson(request, text, done);
      return;
    }
    const kept = keptBodies.get(text);
    if (kept) {
      done(null, kept);
      return;
    }
    parseJson(request, text, (error, value) => (error ? done(error, undefined) : done(null, keptBodies.keep(text, value))));
  });
}
