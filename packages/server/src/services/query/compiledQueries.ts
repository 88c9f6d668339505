import type { CompiledQuery, QuerySpec } from '@redbi/shared/query';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';

/** How many compiled queries are kept: a dashboard's worth of charts for many callers. */
const MAX_COMPILED = 2000;

/** Relative times and recommended ranges are resolved from the clock: such a query is compiled each time. */
export const dependsOnNow = (spec: QuerySpec): boolean => spec.filters.some((filter) => filter.values.some((value) => 'relative' in value || 'recommend' in value));

/**
 * Compiled queries by everything their compilation depends on (the view's definition, the QuerySpec, the
 * caller's variables and hidden fields, the dialect): parsing a SQL view costs milliseconds, and a chart asks
 * the same again and again (the result cache needs the compiled SQL for its key, so even a hit compiles).
 * Compilation is pure, so an entry never goes stale; a changed view or value is another key.
 */
export class CompiledQueries {
  private readonly entries = new LRUCache<string, CompiledQuery>({ max: MAX_COMPILED });

  compile(inputs: readonly unknown[], compile: () => CompiledQuery): CompiledQuery {
    const key = createHash('sha256').update(JSON.stringify(inputs)).digest('hex');
    const known = this.entries.get(key);
    if (known) return known;
    const compiled = compile();
    this.entries.set(key, compiled);
    return compiled;
  }
}
