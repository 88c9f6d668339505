import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `public`: no token needed (a valid one is still used); `user`: a logged-in user is required.
 * Organisation-scoped privileges are checked by the permission policy in the services.
 */
export type RouteAuth = 'public' | 'user';

/** A response the handler writes itself (files, images, redirects); not JSON in the envelope. */
export const rawResponse = { kind: 'raw' } as const;
export type RawResponse = typeof rawResponse;

export interface RouteDef {
  method: HttpMethod;
  /** Relative to the API prefix, Fastify syntax for parameters (`/orgs/:orgId`). */
  path: string;
  auth: RouteAuth;
  summary: string;
  tags: readonly string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The body is a multipart upload with one file field named `file`. */
  multipart?: boolean;
  /** The answer's Authorization header starts a new session: its token replaces any other the client has. */
  startsSession?: boolean;
  /** The schema of `data` in the success envelope. */
  response: z.ZodType | RawResponse;
}

export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type InferOr<S, Fallback> = S extends z.ZodType ? z.output<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

/** What a handler receives once the request is validated. */
export interface RouteInput<R extends RouteDef> {
  params: InferOr<R['params'], Record<string, never>>;
  query: InferOr<R['query'], Record<string, never>>;
  body: InferOr<R['body'], undefined>;
}

/** What a client sends. */
export type RouteRequest<R extends RouteDef> = (R['params'] extends z.ZodType ? { params: z.input<R['params']> } : unknown) &
  (R['query'] extends z.ZodType ? { query: z.input<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: InputOr<R['body'], never> } : unknown);

export type RouteData<R extends RouteDef> = R['response'] extends z.ZodType ? z.output<R['response']> : unknown;

/** Substitutes `:name` parameters into a route path. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
