import type { ScheduleRunStatus, ScheduleType } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { createTranslator, type Locale } from '@redbi/shared/i18n';
import type { ScheduleRunRow } from '../repositories/scheduleRepository';
import type { ServiceContext } from '../services/serviceContext';
import type { Deliverers } from '../services/schedules/scheduleDeliverers';
import { contentsOf } from '../services/schedules/scheduleRecords';
import type { Report, ScheduleReports } from '../services/schedules/scheduleReport';
import { progressOf, runDetailOf, SCHEDULE_RUN_JOB, ScheduleRunPayloadSchema, type ScheduleRunDetail, type ScheduleRunPayload } from '../services/schedules/scheduleRuns';
import { PermanentJobError, type JobContext, type JobDefinition } from './jobDefinition';
import { createScheduleRunFailure } from './scheduleRunFailure';

const MAX_ATTEMPTS = 3;

type Ctx = Pick<ServiceContext, 'store' | 'now' | 'newId' | 'log' | 'mailer' | 'links'>;

/** A report as its run's history keeps it: names and file names, no bytes. */
const describe = (report: Report): Pick<ScheduleRunDetail, 'items' | 'missing'> => ({
  items: report.items.map(({ vizType, vizId, name, files }) => ({ vizType, vizId, name, files: files.map((file) => file.filename) })),
  missing: report.missing.map(({ vizType, vizId, name, reason }) => ({ vizType, vizId, name, reason })),
});

/** A send's failure for the history and the runner: the app's errors in the report's language; refusals (4xx, no mail configured) end the job. */
function readable(error: unknown, locale: Locale): Error {
  if (!(error instanceof AppError)) return error instanceof Error ? error : new Error(String(error));
  const message = createTranslator(locale)(error.messageKey, error.params);
  return error.status < 500 || error.code === 'MAIL_NOT_CONFIGURED' ? new PermanentJobError(message) : new Error(message);
}

/**
 * Delivers one due time of one schedule (issue 22), exactly once. The job claims the due time by inserting
 * its run (the unique key of schedule and due time): a second job for the same due time — another node, a
 * tick enqueued twice — finds it claimed by another job and does nothing; the claiming job's own retries
 * carry the run on, counting attempts. The report is made as the reader (the owner; the tester for a test)
 * with View checked again on every item: what may not be viewed or failed is named, the rest sent with a
 * note (partly_failed); nothing to send fails the run. A send that succeeded is written to the run at
 * once, and a retry finding it never sends again. Failures are retried with backoff; the last one fails
 * the run and mails the schedule's owner once (scheduleRunFailure.ts; never for a test).
 */
export function createScheduleRunJob(ctx: Ctx, deps: { reports: ScheduleReports; deliverers: Deliverers }): JobDefinition<ScheduleRunPayload> {
  const runs = ctx.store.schedules;
  const iso = () => ctx.now().toISOString();
  const failForGood = createScheduleRunFailure(ctx);

  /** The run this job carries: claimed now, or claimed by it before (a retry); undefined when another job has it or it is over. */
  async function claim(payload: ScheduleRunPayload, jobId: string, timeZone: string): Promise<ScheduleRunRow | undefined> {
    const detail: ScheduleRunDetail = { jobId, timeZone };
    const claimed = await runs.claimRun({
      id: ctx.newId(),
      schedule_id: payload.scheduleId,
      due_at: payload.dueAt,
      trigger: payload.trigger,
      status: 'running',
      started_at: iso(),
      attempts: 1,
      detail: JSON.stringify(detail),
    });
    const row = await runs.findRun(payload.scheduleId, payload.dueAt);
    if (claimed || !row) return row;
    if (runDetailOf(row.detail).jobId !== jobId || row.status !== 'running') return undefined;
    await runs.updateRun(row.id, { attempts: row.attempts + 1 });
    return { ...row, attempts: row.attempts + 1 };
  }

  const finish = (row: ScheduleRunRow, detail: ScheduleRunDetail, status: ScheduleRunStatus, error: string | null) =>
    runs.updateRun(row.id, { status, detail: JSON.stringify(detail), error, finished_at: iso() });

  const missingText = (detail: ScheduleRunDetail) => (detail.missing ?? []).map((missing) => missing.reason).join('\n') || null;

  async function deliver(payload: ScheduleRunPayload, job: JobContext) {
    const schedule = await runs.find(payload.scheduleId);
    if (!schedule || schedule.is_folder === 1) return { skipped: 'gone' };
    if (payload.trigger === 'timetable' && (schedule.status !== 'started' || schedule.archived === 1)) return { skipped: 'stopped' };
    const run = await claim(payload, job.jobId, schedule.time_zone);
    if (!run) return { skipped: 'claimed' };
    const detail = runDetailOf(run.detail);
    if (detail.sent && detail.sent.length > 0) {
      await finish(run, detail, detail.missing?.length ? 'partly_failed' : 'succeeded', missingText(detail));
      return { sent: detail.sent.length };
    }
    const readerId = payload.trigger === 'test' ? (payload.testerId ?? null) : schedule.owner_id;
    const reader = readerId === null ? undefined : await ctx.store.users.getById(readerId).catch(() => undefined);
    const locale: Locale = reader?.locale === 'zh' ? 'zh' : 'en';
    const deliverer = deps.deliverers[schedule.type as ScheduleType];
    // A mailed test goes to the tester alone: without their address it goes nowhere.
    const testTo = payload.trigger === 'test' ? reader?.email || undefined : undefined;
    if (payload.trigger === 'test' && deliverer.testsToTester && !testTo) {
      await failForGood(run, detail, createTranslator(locale)('errors.scheduleTestNoEmail'));
      return { failed: 'errors.scheduleTestNoEmail' };
    }
    const report = await deps.reports.make(
      { orgId: schedule.org_id, readerId: reader?.id ?? null, contents: contentsOf(schedule), ...deliverer.reportOf(schedule), locale },
      job.signal,
    );
    const made: ScheduleRunDetail = { ...detail, ...describe(report) };
    if (report.items.length === 0) {
      const error = missingText(made);
      if (report.missing.some((missing) => !missing.refused) && job.attempt < MAX_ATTEMPTS) {
        await runs.updateRun(run.id, { detail: JSON.stringify(made), error });
        throw new Error(error ?? 'nothing could be made');
      }
      await failForGood(run, made, error);
      return { failed: 'nothing to send' };
    }
    // A robot's messages accepted so far are recorded in the run at once: a retry posts only the rest.
    const progress = progressOf(made, (detail) => runs.updateRun(run.id, { detail: JSON.stringify(detail) }));
    const sent = await deliverer.send({ schedule, dueAt: new Date(payload.dueAt), locale, test: payload.trigger === 'test', progress, ...(testTo ? { testTo } : {}) }, report).catch(async (error: unknown) => {
      const failure = readable(error, locale);
      await runs.updateRun(run.id, { detail: JSON.stringify(made), error: failure.message });
      throw failure;
    });
    const done: ScheduleRunDetail = { ...made, sent: [sent] };
    await finish(run, done, report.missing.length > 0 ? 'partly_failed' : 'succeeded', missingText(done));
    return { sent: 1, missing: report.missing.length };
  }

  return {
    type: SCHEDULE_RUN_JOB,
    payload: ScheduleRunPayloadSchema,
    maxAttempts: MAX_ATTEMPTS,
    timeoutMs: 15 * 60_000,
    retryDelayMs: 30_000,
    run: deliver,

    /** Failed for good or cancelled: a run still going is marked failed with the reason (its owner mailed when it failed). */
    async settle(payload, settlement) {
      const row = await runs.findRun(payload.scheduleId, payload.dueAt);
      if (!row || row.status !== 'running') return;
      if (settlement.status === 'cancelled') await finish(row, runDetailOf(row.detail), 'failed', 'cancelled');
      else await failForGood(row, runDetailOf(row.detail), settlement.error);
    },
  };
}
