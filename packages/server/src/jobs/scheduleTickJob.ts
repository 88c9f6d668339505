import { z } from 'zod';
import type { ScheduleRow } from '../repositories/scheduleRepository';
import type { ServiceContext } from '../services/serviceContext';
import { SCHEDULE_RUN_JOB, scheduleRunKey, type ScheduleRunDetail, type ScheduleRunPayload } from '../services/schedules/scheduleRuns';
import { dueTimesBetween } from '../services/schedules/scheduleTimetable';
import type { JobDefinition } from './jobDefinition';

export const SCHEDULE_TICK_JOB = 'schedule-tick';
/** Due times one tick considers per schedule (the next tick goes on from the last). */
const DUE_TIMES_PER_TICK = 1_000;
/** Missed due times recorded as skipped per schedule and tick: the latest of them. */
export const SKIPPED_RECORDED = 100;

/** The start of the tick slot `at` falls in (a minute by default: SCHEDULE_TICK_SEC). */
const slotStartOf = (at: Date, everyMs: number): number => Math.floor(at.getTime() / everyMs) * everyMs;

/** The idempotency key of the tick of the slot `at` falls in: one tick per slot, whichever node enqueues it. */
export const scheduleTickKeyAt = (at: Date, everyMs = 60_000): string =>
  everyMs === 60_000 ? `${SCHEDULE_TICK_JOB}:${Math.floor(at.getTime() / everyMs)}` : `${SCHEDULE_TICK_JOB}:${everyMs}:${Math.floor(at.getTime() / everyMs)}`;

type Ctx = Pick<ServiceContext, 'config' | 'store' | 'jobs' | 'now' | 'newId' | 'log'>;

/**
 * Enqueues the tick of the slot `at` falls in, due right at that slot's start (or now): a due time on a
 * minute's start is found the moment it comes, not up to a minute later.
 */
export async function scheduleScheduleTick(ctx: Pick<ServiceContext, 'config' | 'jobs' | 'now'>, at: Date = ctx.now()): Promise<void> {
  const everyMs = ctx.config.schedules.tickMs;
  await ctx.jobs.enqueue(SCHEDULE_TICK_JOB, {}, { idempotencyKey: scheduleTickKeyAt(at, everyMs), delayMs: Math.max(0, slotStartOf(at, everyMs) - ctx.now().getTime()) });
}

/**
 * The scheduler (issue 22): at the start of every minute (SCHEDULE_TICK_SEC), for every started schedule
 * outside the recycle bin, the due times of its timetable after the later of its last timetable run and its
 * start, up to now. Those within the grace period (SCHEDULE_GRACE_MIN) are enqueued as schedule-run jobs,
 * one per due time by its key (a second tick or node enqueues the same job); older ones — every node was
 * down — are recorded as skipped (the latest SKIPPED_RECORDED of them), not sent. Each tick enqueues the
 * next slot's, due at its start.
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
      // The tick of the slot after the one this tick ran in, due at its start.
      await scheduleScheduleTick(ctx, new Date(slotStartOf(now, ctx.config.schedules.tickMs) + ctx.config.schedules.tickMs));
      return totals;
    },
  };
}
