import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiRoutes, RouteData, RouteDef, RouteInput } from '@redbi/shared/api';
import type { Session } from '../services/serviceContext';

/** What a handler gets: the validated input, the caller, and the raw request/reply for the rare need. */
export interface HandlerContext<R extends RouteDef> extends RouteInput<R> {
  session: R['auth'] extends 'user' ? Session : Session | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** JSON routes return their `data`; raw routes (files, redirects) send the reply themselves and return it. */
export type RouteHandler<R extends RouteDef> = (
  context: HandlerContext<R>,
) => Promise<R['response'] extends { kind: 'raw' } ? FastifyReply : RouteData<R>>;

export type RouteImplementation<R extends RouteDef> =
  | RouteHandler<R>
  | { handler: RouteHandler<R>; preHandler: preHandlerAsyncHookHandler[] };

export type GroupHandlers<G extends Record<string, RouteDef>> = { [K in keyof G]: RouteImplementation<G[K]> };

/** One implementation per route of the table: a route without a handler does not compile. */
export type ApiHandlers = { [G in keyof ApiRoutes]: GroupHandlers<ApiRoutes[G]> };
