import { z } from 'zod';

/** One dependency a node needs before it takes traffic: ok, failing (with why), or not configured here. */
export const ReadinessCheckSchema = z.object({
  status: z.enum(['ok', 'failing', 'skipped']),
  detail: z.string().optional(),
});

/**
 * Readiness (docs/scaling.md): the metadata store answers, its migrations are all applied, Redis answers when
 * configured, and the node is not shutting down. Answered with 200 when ready, 503 (UNAVAILABLE) otherwise.
 */
export const ReadinessSchema = z
  .object({
    status: z.literal('ready'),
    version: z.string(),
    checks: z.object({ metadata: ReadinessCheckSchema, migrations: ReadinessCheckSchema, redis: ReadinessCheckSchema }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
export type ReadinessCheck = z.infer<typeof ReadinessCheckSchema>;

/** Liveness: the process answers HTTP (no dependency is asked). */
export const LivenessSchema = z.object({ status: z.literal('alive'), uptimeSeconds: z.number() }).meta({ id: 'Liveness' });
export type Liveness = z.infer<typeof LivenessSchema>;

/** Where the web app's error page opens a new issue (ISSUE_TRACKER_URL), and the labels it asks for. */
export const IssueTrackerSchema = z.object({ url: z.url(), labels: z.array(z.string()) });
export type IssueTracker = z.infer<typeof IssueTrackerSchema>;
