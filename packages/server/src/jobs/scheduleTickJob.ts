import { z } from 'zod';
import type { ScheduleRow } from '../repositories/scheduleRepository';
import type { ServiceContext } from '../services/serviceContext';
import { SCHEDULE_RUN_JOB, scheduleRunKey, type ScheduleRunDetail, type ScheduleRunPayload } from '../services/schedules/scheduleRuns';
import { dueTimesBetween } from '../services/schedules/scheduleTimetable';
import type { JobDefinition } from './jobDefinition';

export const SCHEDULE_TICK_JOB = 'schedule-tick';
/** How often the scheduler looks for due times. */
export const SCHEDULE_TICK_EVERY_MS = 60_000;
/** Due times one tick considers per schedule (the next tick goes on from the last). */
const DUE_TIMES_PER_TICK = 1_000;
/** Missed due times recorded as skipped per schedule and tick: the latest of them. */
export const SKIPPED_RECORDED = 100;

/** The idempotency key of the tick of the minute `at` falls in: one tick per minute, whichever node enqueues it. */
export const scheduleTickKeyAt = (at: Date): string => `${SCHEDULE_TICK_JOB}:${Math.floor(at.getTime() / SCHEDULE_TICK_EVERY_MS)}`;

type Ctx = Pick<ServiceContext, 'config' | 'store' | 'jobs' | 'now' | 'newId' | 'log'>;

/** Enqueues the tick of the minute `at` falls in, due at that minute's start (or now). */
export async function scheduleScheduleTick(ctx: Pick<ServiceContext, 'jobs' | 'now'>, at: Date = ctx.now()): Promise<void> {
  const slotStart = Math.floor(at.getTime() / SCHEDULE_TICK_EVERY_MS) * SCHEDULE_TICK_EVERY_MS;
  await ctx.jobs.enqueue(SCHEDULE_TICK_JOB, {}, { idempotencyKey: scheduleTickKeyAt(at), delayMs: Math.max(0, slotStart - ctx.now().getTime()) });
}

/**
 * The scheduler (issue 22): every minute, for every started schedule outside the recycle bin, the due times
 * of its timetable after the later of its last timetable run and its start, up to now. Those within the
 * grace period (SCHEDULE_GRACE_MIN) are enqueued as schedule-run jobs, one per due time by its key (a second
 * tick or node enqueues the same job); older ones — every node was down — are recorded as skipped (the
 * latest SKIPPED_RECORDED of them), not sent. Each tick enqueues the next minute's.
 */
export function createScheduleTickJob(ctx: Ctx): JobDefinition<Record<string, never>> {
  async function skip(schedule: ScheduleRow, missed: Date[], at: string): Promise<void> {
    const detail: ScheduleRunDetail = { timeZone: schedule.time_zone, skipped: `Missed by more than the grace period of ${ctx.config.schedules.graceMs / 60_000} minutes` };
    await ctx.store.transaction(async (repos) => {
      for (const dueAt of missed.slice(-SKIPPED_RECORDED)) {
        await repos.schedules.claimRun({
          id: ctx.newId(),
          schedule_id: schedule.id,
          due_at: dueAt.toISOString(),
          trigger: 'timetable',
          status: 'skipped',
          finished_at: at,
          attempts: 0,
          detail: JSON.stringify(detail),
          error: detail.skipped ?? null,
        });
      }
    });
  }

  async function tickOf(schedule: ScheduleRow, now: Date): Promise<{ enqueued: number; skipped: number }> {
    const last = await ctx.store.schedules.lastDueAt(schedule.id);
    const startedAt = schedule.started_at ?? schedule.updated_at;
    // ISO 8601 in UTC throughout: the later instant is the greater text.
    const from = last !== undefined && last > startedAt ? last : startedAt;
    const timetable = { cronExpression: schedule.cron_expression, timeZone: schedule.time_zone, startAt: schedule.start_at, endAt: schedule.end_at };
    const due = dueTimesBetween(timetable, new Date(from), now, DUE_TIMES_PER_TICK);
    const graceStart = now.getTime() - ctx.config.schedules.graceMs;
    const missed = due.filter((at) => at.getTime() < graceStart);
    if (missed.length > 0) await skip(schedule, missed, now.toISOString());
    const recent = due.filter((at) => at.getTime() >= graceStart);
    for (const at of recent) {
      const payload: ScheduleRunPayload = { scheduleId: schedule.id, dueAt: at.toISOString(), trigger: 'timetable' };
      await ctx.jobs.enqueue(SCHEDULE_RUN_JOB, payload, { idempotencyKey: scheduleRunKey(schedule.id, payload.dueAt) });
    }
    return { enqueued: recent.length, skipped: Math.min(missed.length, SKIPPED_RECORDED) };
  }

  return {
    type: SCHEDULE_TICK_JOB,
    payload: z.object({}).strict() as z.ZodType<Record<string, never>>,
    maxAttempts: 3,
    timeoutMs: 5 * 60_000,
    retryDelayMs: 10_000,
    async run() {
      const now = ctx.now();
      const totals = { enqueued: 0, skipped: 0, failed: 0 };
      for (const schedule of await ctx.store.schedules.startedSchedules()) {
        try {
          const { enqueued, skipped } = await tickOf(schedule, now);
          totals.enqueued += enqueued;
          totals.skipped += skipped;
        } catch (error) {
          totals.failed += 1;
          ctx.log.error({ err: error, scheduleId: schedule.id }, 'the due times of a schedule could not be enqueued');
        }
      }
      await scheduleScheduleTick(ctx, new Date(now.getTime() + SCHEDULE_TICK_EVERY_MS));
      return totals;
    },
  };
}
