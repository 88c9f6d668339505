import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { deepFreeze } from '../services/deepFreeze';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's bodies are kept (keptBodies.ts). */
    keepParsedBody?: boolean;
  }
}

/** How many distinct bodies are kept, and the longest one kept (characters). */
const BODIES_KEPT = 1000;
const LONGEST_KEPT = 16 * 1024;

const parsed = new LRUCache<string, object>({ max: BODIES_KEPT });

/**
 * Bodies that clients send again and again (a chart's QuerySpec, asked by every viewer of the chart), parsed
 * once per distinct text, for the routes that ask for it (route config `keepParsedBody`). The same text gives the same
 * object, frozen: the route's validator, which keeps its answer per object (validation.ts), validates it once
 * too. Both are pure functions of the text, so nothing kept can go stale; everything kept is frozen, so no
 * request changes what the next one gets.
 */
export const keptBodies = {
  wanted: (request: FastifyRequest): boolean => request.routeOptions.config.keepParsedBody === true,

  get: (text: string): object | undefined => parsed.get(text),

  /** Keeps `value`, parsed from `text`, if small enough; answers it frozen. */
  keep(text: string, value: unknown): unknown {
    if (value === null || typeof value !== 'object' || text.length > LONGEST_KEPT) return value;
    parsed.set(text, deepFreeze(value));
    return value;
  },
};
