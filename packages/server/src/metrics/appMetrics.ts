import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a cache hit (a millisecond) to a slow warehouse query (a minute). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** What the metadata store's connection pool holds now (PostgreSQL; the embedded SQLite store has none). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** Jobs of the metadata store's `jobs` table by type and status (queued or running), shared by every node. */
export type JobDepths = () => Promise<{ type: string; status: string; count: number }[]>;

/**
 * This process's Prometheus metrics (docs/scaling.md lists them and what to watch), in a registry of its own
 * so that several apps in one process (tests) do not mix. Names start with `redbi_`; the process's own
 * (CPU, memory, event loop lag, handles) come from prom-client's default metrics, with the same prefix.
 */
export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'redbi_' });

  const httpRequests = new Counter({
    name: 'redbi_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'redbi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const httpInFlight = new Gauge({ name: 'redbi_http_requests_in_flight', help: 'HTTP requests being answered now', registers: [registry] });
  const queryDuration = new Histogram({
    name: 'redbi_source_query_duration_seconds',
    help: 'Time a statement took on a source database, by source type and outcome (ok, error)',
    labelNames: ['source_type', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queriesInFlight = new Gauge({
    name: 'redbi_source_queries_in_flight',
    help: 'Statements running on source databases now, by source type',
    labelNames: ['source_type'] as const,
    registers: [registry],
  });
  const sourcePools = new Gauge({
    name: 'redbi_source_pools_open',
    help: 'Connection pools this process holds open to source databases, by source type',
    labelNames: ['source_type'] as const,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: 'redbi_result_cache_lookups_total',
    help: 'Result cache lookups, by cache (memory, redis) and result (hit, miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'redbi_job_runs_total',
    help: 'Job attempts this process carried out, by job type and outcome (succeeded, failed, aborted)',
    labelNames: ['type', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'redbi_job_run_duration_seconds',
    help: 'Time a job attempt took, by job type',
    labelNames: ['type'] as const,
    buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
    registers: [registry],
  });
  const jobsRunning = new Gauge({ name: 'redbi_jobs_running_here', help: 'Job attempts running in this process now', labelNames: ['type'] as const, registers: [registry] });

  let poolStats: (() => PoolStats) | undefined;
  let jobDepths: JobDepths | undefined;
  new Gauge({
    name: 'redbi_metadata_pool_connections',
    help: 'Connections of the metadata store pool (PostgreSQL), by state: total, idle, waiting (callers queued for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'redbi_jobs',
    help: 'Jobs queued or running, by type and status, as the metadata store has them (the same on every node)',
    labelNames: ['type', 'status'] as const,
    registers: [registry],
    async collect() {
      if (!jobDepths) return;
      this.reset();
      for (const row of await jobDepths()) this.set({ type: row.type, status: row.status }, row.count);
    },
  });

  return {
    registry,
    httpRequests,
    httpDuration,
    httpInFlight,
    queryDuration,
    queriesInFlight,
    sourcePools,
    cacheLookups,
    jobRuns,
    jobDuration,
    jobsRunning,
    /** Where the pool gauges read from (the metadata store, once open). */
    watchPool(stats: (() => PoolStats) | undefined) {
      poolStats = stats;
    },
    /** Where the queue depth gauge reads from. */
    watchJobs(depths: JobDepths) {
      jobDepths = depths;
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
