import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { API_PREFIX, AVATAR_MAX_BYTES, BOARD_DATA_CONTENT_TYPE } from '@redbi/shared/domain';
import type { Config } from '../config/loadConfig';
import { registerHttpMetrics } from '../metrics/httpMetrics';
import type { Operations } from '../operations/operations';
import { createApiHandlers } from '../routes';
import type { Services } from '../services';
import { registerTokenRefresh } from './authentication';
import { registerErrorHandling, sendError } from './errorHandler';
import { registerJsonBodyParser } from './jsonBody';
import { registerOpenApi } from './openApi';
import { registerApi } from './registerApi';
import { registerRequestContext } from './requestContext';
import { registerSecurityHeaders, securityHeaders } from './securityHeaders';
import { zodValidatorCompiler } from './validation';
import { registerWebApp } from './webApp';

/** The Fastify server: API under /redBi/api/v1, its OpenAPI document, and the web app. */
export async function createHttpServer(config: Config, services: Services, logger: FastifyBaseLogger, operations: Operations): Promise<FastifyInstance> {
  const headersOf = securityHeaders({ shareFrameAncestors: config.shareFrameAncestors });
  const app = Fastify({
    loggerInstance: logger,
    // Access logs only when asked for; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // The router's own refusals (a parameter over its length limit, a malformed URL) in the same envelope.
    frameworkErrors: (error, request, reply) => sendError(request, reply.headers(headersOf(request.url)), error, AVATAR_MAX_BYTES),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  registerHttpMetrics(app, operations.metrics);
  registerSecurityHeaders(app, headersOf);
  registerJsonBodyParser(app);
  registerErrorHandling(app, { fileLimit: AVATAR_MAX_BYTES });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 } });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.addHook('onSend', (_request, reply, payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        // Streamed answers (a board's data, result by result) must reach the browser as they come: nginx
        // reads this header and does not buffer them (docs/scaling.md).
        if (String(reply.getHeader('content-type') ?? '').startsWith(BOARD_DATA_CONTENT_TYPE)) reply.header('x-accel-buffering', 'no');
        done(null, payload);
      });
      registerTokenRefresh(api, services.auth);
      registerApi(api, createApiHandlers(config, services, operations), services.auth);
    },
    { prefix: API_PREFIX },
  );
  await registerWebApp(app, config.webDistDir);
  return app;
}
