import type { Locale } from '@redbi/shared/i18n';
import { scheduleFailureMail } from '../delivery/mail/scheduleFailureMail';
import type { ScheduleRunRow } from '../repositories/scheduleRepository';
import type { ServiceContext } from '../services/serviceContext';
import type { ScheduleRunDetail } from '../services/schedules/scheduleRuns';
import { isoInZone } from '../services/schedules/scheduleTimetable';

type Ctx = Pick<ServiceContext, 'store' | 'mailer' | 'links' | 'now' | 'log'>;

/**
 * Ends a schedule's run as failed for good and, after the last attempt, tells the schedule's owner by mail
 * (issue 22): the schedule, the due time in its time zone, the attempts, the error in full and a link to the
 * run history, in the owner's language. At most once per run: the run is ended by a conditional write (only
 * while it is still running) that records `ownerNotified: true` in its detail, and only the call that ended
 * it sends — a second settle, a retry or another node finds it ended and sends nothing. (A process dying
 * between that write and the SMTP server's answer loses the mail rather than sending it twice.)
 *
 * Not for a test (`trigger: 'test'`): the tester sees its outcome at once and the schedule may not be theirs.
 * Skipped with a log line, the run still ended, when no mail is configured, when the owner is gone or has no
 * address. A failed owner mail is logged; the run stays failed with its own error.
 */
export function createScheduleRunFailure(ctx: Ctx) {
  const iso = () => ctx.now().toISOString();

  /** The owner to tell, or why no one is told. */
  async function ownerToTell(run: ScheduleRunRow): Promise<{ owner: { email: string; name: string; locale: Locale }; orgId: string; scheduleName: string; timeZone: string } | { skip: string }> {
    if (run.trigger === 'test') return { skip: 'a test run' };
    if (!ctx.mailer.enabled) return { skip: 'no mail is configured' };
    const schedule = await ctx.store.schedules.find(run.schedule_id);
    if (!schedule) return { skip: 'the schedule is gone' };
    const user = schedule.owner_id ? await ctx.store.users.getById(schedule.owner_id).catch(() => undefined) : undefined;
    if (!user?.email) return { skip: 'the owner has no e-mail address' };
    return {
      owner: { email: user.email, name: user.name || user.username, locale: user.locale === 'zh' ? 'zh' : 'en' },
      orgId: schedule.org_id,
      scheduleName: schedule.name,
      timeZone: schedule.time_zone,
    };
  }

  /** Ends `run` (still running) as failed with `error`; true when this call ended it. */
  return async function failForGood(run: ScheduleRunRow, detail: ScheduleRunDetail, error: string | null): Promise<boolean> {
    const target = await ownerToTell(run);
    const notify = 'owner' in target;
    const ended = await ctx.store.schedules.endRunningRun(run.id, {
      status: 'failed',
      detail: JSON.stringify(notify ? { ...detail, ownerNotified: true } : detail),
      error,
      finished_at: iso(),
    });
    if (!ended) return false;
    const where = { scheduleId: run.schedule_id, dueAt: run.due_at, runId: run.id };
    if (!notify) {
      ctx.log.info({ ...where, reason: target.skip }, "a schedule's run failed; its owner is not mailed");
      return true;
    }
    const mail = scheduleFailureMail(target.owner.locale, target.owner.email, {
      ownerName: target.owner.name,
      scheduleName: target.scheduleName,
      dueAt: isoInZone(new Date(run.due_at), target.timeZone),
      timeZone: target.timeZone,
      attempts: run.attempts,
      error: error ?? '',
      historyUrl: ctx.links.scheduleHistory(target.orgId, run.schedule_id),
    });
    await ctx.mailer.send(mail).then(
      () => ctx.log.info(where, "a schedule's run failed; its owner was mailed"),
      (failure: unknown) => ctx.log.error({ ...where, err: failure }, "a schedule's run failed and the mail to its owner could not be sent"),
    );
    return true;
  };
}
