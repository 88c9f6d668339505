import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies through Fastify's own parser (which refuses __proto__ and constructor poisoning), except that
 * an empty body counts as no body: many clients send `Content-Type: application/json` on a bodyless POST.
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
    parseJson(request, text, done);
  });
}
