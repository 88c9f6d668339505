import type { CompiledQuery } from '@redbi/shared/query';
import type { Dialect } from '@redbi/shared/sources';
import { LRUCache } from 'lru-cache';

/** What a QuerySpec becomes for one caller on one resolved view: the compiled query and its result-cache key. */
export interface PreparedRun {
  dialect: Dialect;
  compiled: CompiledQuery;
  /** queryKey() of the compiled query on its source and page. */
  key: string;
}

/** How many prepared runs are kept, and how many characters of SQL and keys they may hold together. */
const RUNS_KEPT = 20_000;
const CHARACTERS_KEPT = 32 * 1024 * 1024;

const sizeOf = (run: PreparedRun, key: string): number => key.length + run.key.length + run.compiled.sql.length + (run.compiled.count?.sql.length ?? 0) + 100;

/**
 * Prepared runs kept per resolved view OBJECT: the view service keeps one QueryableView per caller and view,
 * and replaces it by a new object as soon as anything it is made of changes (db/metadataVersions.ts), so a
 * run kept for an older object is never found again (it waits to be evicted). Within one, a run depends
 * only on the QuerySpec and on the caller's user fields (the system variables): `key` must say both.
 * Compiling is pure; queries relative to the clock must not be kept (compiledQueries.dependsOnNow).
 */
export class PreparedRuns {
  private readonly views = new WeakMap<object, number>();
  private nextView = 0;
  private readonly runs = new LRUCache<string, PreparedRun>({ max: RUNS_KEPT, maxSize: CHARACTERS_KEPT, sizeCalculation: sizeOf });

  get(view: object, key: string, prepare: () => PreparedRun): PreparedRun {
    let serial = this.views.get(view);
    if (serial === undefined) this.views.set(view, (serial = this.nextView++));
    const runKey = `${serial}\n${key}`;
    const kept = this.runs.get(runKey);
    if (kept) return kept;
    const prepared = prepare();
    this.runs.set(runKey, prepared);
    return prepared;
  }
}
