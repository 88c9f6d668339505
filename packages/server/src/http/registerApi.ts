import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiRoutes, envelopeOf, type RouteDef } from '@redbi/shared/api';
import { DataframeSchema, QuerySpecSchema } from '@redbi/shared/query';
import type { AuthService } from '../services/authService';
import { authenticationHook } from './authentication';
import { dataframeEnvelopeJson } from './dataframeJson';
import type { ApiHandlers, RouteImplementation } from './routeHandlers';

type AnyImplementation = RouteImplementation<RouteDef>;

const isRaw = (route: RouteDef): boolean => 'kind' in route.response && route.response.kind === 'raw';

/** Bodies sent again and again, by the same text: parsed and validated once per text (keptBodies.ts). */
const keptBodySchemas = new Set<unknown>([QuerySpecSchema]);

/** Answers written by a serializer of their own rather than checked and copied by zod (see each one). */
const compiledSerializers = new Map<unknown, (envelope: never) => string>([[DataframeSchema, dataframeEnvelopeJson]]);

/** Registers every route of the shared table with its schemas, authentication and handler. */
export function registerApi(app: FastifyInstance, handlers: ApiHandlers, auth: AuthService): void {
  for (const [group, routes] of Object.entries(apiRoutes)) {
    for (const [name, route] of Object.entries(routes as Record<string, RouteDef>)) {
      const implementation = (handlers as unknown as Record<string, Record<string, AnyImplementation>>)[group]?.[name];
      if (!implementation) throw new Error(`No handler for route ${group}.${name}`);
      const handler = typeof implementation === 'function' ? implementation : implementation.handler;
      const raw = isRaw(route);
      const serializer = compiledSerializers.get(route.response);
      app.route({
        method: route.method,
        url: route.path,
        schema: {
          operationId: `${group}.${name}`,
          summary: route.summary,
          tags: [...route.tags],
          ...(route.auth === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
          ...(route.params ? { params: route.params } : {}),
          ...(route.query ? { querystring: route.query } : {}),
          ...(route.body ? { body: route.body } : {}),
          ...(route.multipart ? { consumes: ['multipart/form-data'] } : {}),
          ...(raw || !('safeParse' in route.response) ? {} : { response: { 200: envelopeOf(route.response) } }),
        },
        ...(serializer ? { serializerCompiler: () => serializer as (data: unknown) => string } : {}),
        ...(keptBodySchemas.has(route.body) ? { config: { keepParsedBody: true } } : {}),
        onRequest: authenticationHook(auth, route.auth),
        ...(typeof implementation === 'function' ? {} : { preHandler: implementation.preHandler }),
        handler: async (request: FastifyRequest, reply: FastifyReply) => {
          const result = await handler({
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            session: request.session,
            request,
            reply,
          });
          return raw ? result : { success: true, data: result };
        },
      });
    }
  }
}
