import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduleRun } from '@redbi/shared/domain';
import { SCHEDULE_TICK_JOB } from '../jobs/scheduleTickJob';
import type * as ServicesModule from '../services';
import type { ServiceContext } from '../services/serviceContext';
import { SCHEDULE_RUN_JOB } from '../services/schedules/scheduleRuns';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { backends, testClock } from '../testing/testApp';
import { startVizWorld, type VizWorld } from './vizHandlersFixtures';
import { until } from '../testing/until';

/** The context each app of this file was composed with (the composition root is wrapped, not changed): its job runner. */
const contexts = vi.hoisted(() => [] as ServiceContext[]);
vi.mock('../services', async (importOriginal) => {
  const original = await importOriginal<typeof ServicesModule>();
  return {
    ...original,
    createServices(ctx: ServiceContext) {
      contexts.push(ctx);
      return original.createServices(ctx);
    },
  };
});

/**
 * The mail to a schedule's owner after a run's last failed attempt (issue 22), on the real routes, the
 * in-process runner (its retries wait on the test's clock) and a real SMTP server in the test: exactly one
 * mail, in the owner's hands, with the schedule, the due time in its time zone, the error in full and the
 * link to the history; none for a test; none again when the due time is run a second time.
 */
describe.each(backends)('the owner mail of a failed schedule run on %s', (backend) => {
  const clock = testClock(new Date('2027-01-04T07:58:00Z'));
  let w: VizWorld;
  let ctx: ServiceContext;
  let mailbox: Mailbox;
  let chartId: string;

  const runsOf = async (id: string, token?: string): Promise<ScheduleRun[]> => (await w.ok('GET', `/schedules/${id}/runs`, undefined, token)) as unknown as ScheduleRun[];
  const mailsTo = (address: string): ParsedMail[] => mailbox.received.filter((mail) => [mail.to].flat().some((to) => to?.value.some((value) => value.address === address)));

  async function ran(type: string, payload: unknown, key: string) {
    const { job } = await ctx.jobs.enqueue(type, payload, { idempotencyKey: key });
    return until(`${type} ${key}`, async () => {
      const now = await ctx.jobs.find(job.id);
      return now && ['succeeded', 'failed', 'cancelled'].includes(now.status) ? now : undefined;
    });
  }
  let ticks = 0;
  const tick = () => ran(SCHEDULE_TICK_JOB, {}, `test-tick-${++ticks}`);

  /** Lets the run of `scheduleId` due `dueAt` fail all three attempts: each retry's backoff passed on the clock, the runner woken by a tick. */
  async function failAllAttempts(scheduleId: string, dueAt: string | undefined, token?: string): Promise<ScheduleRun> {
    const run = await until('the first failed attempt', async () => (await runsOf(scheduleId, token)).find((candidate) => (dueAt === undefined || candidate.dueAt === dueAt) && candidate.error !== null));
    const jobId = (run.detail as { jobId?: string }).jobId ?? '';
    for (const attempt of [1, 2]) {
      await until(`attempt ${attempt} waiting for its retry`, async () => {
        const job = await ctx.jobs.find(jobId);
        return job?.status === 'queued' && job.attempts === attempt ? job : undefined;
      });
      clock.advance(attempt * 1.5); // past the 30 s, then 60 s backoff
      await tick(); // wakes the runner
    }
    return until('the run failed for good', async () => (await runsOf(scheduleId, token)).find((candidate) => candidate.dueAt === run.dueAt && candidate.status === 'failed'));
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    const before = contexts.length;
    w = await startVizWorld(backend, { now: clock.now, env: { ...mailbox.env, PUBLIC_URL: 'https://bi.example.com' } });
    ctx = contexts[before] as ServiceContext;
    chartId = (await w.chart('Sales by region')).id;
    await w.ok('POST', `/vizs/${chartId}/publish`);
  });
  afterAll(async () => {
    await w?.close();
    await mailbox?.close();
  });

  it('mails the owner once when the last attempt of a timetable run failed: the due time in its zone, the error in full, the history link', async () => {
    const report = await w.ok('POST', '/schedules', {
      isFolder: false,
      type: 'EMAIL',
      name: 'Morning sales',
      cronExpression: '0 9 * * *',
      timeZone: 'Europe/Berlin',
      contents: [{ vizType: 'chart', vizId: chartId }],
      config: { to: ['gone@example.com'], subject: 'Sales', fileTypes: ['image'], pictureWidth: 640 },
    });
    mailbox.refuseWith('550 No such mailbox here', 'gone@example.com');
    await w.ok('POST', `/schedules/${report.id}/start`);
    clock.advance(3); // 08:01 UTC, 09:01 in Berlin
    await tick();
    const run = await failAllAttempts(report.id, '2027-01-04T08:00:00.000Z');
    mailbox.refuseWith(undefined);

    expect(run).toMatchObject({ status: 'failed', attempts: 3, trigger: 'timetable', detail: { ownerNotified: true } });
    expect(run.error).toContain('No such mailbox here');
    const mail = await until('the owner mail', () => mailsTo('admin@example.com')[0]);
    expect(mail.subject).toBe('RedBI: the schedule "Morning sales" failed');
    expect(mail.text).toContain('Hello Ada Admin,');
    expect(mail.text).toContain('due 2027-01-04T09:00:00+01:00 (time zone Europe/Berlin) failed for good after 3 attempt(s)');
    expect(mail.text).toContain(run.error ?? 'the error');
    expect(mail.text).toContain(`https://bi.example.com/redBi/organizations/${w.orgId}/schedules/${report.id}?tab=history`);
    expect(mail.html).toContain('<pre');

    // The same due time again (another node's job, a second tick): it is over, nothing is sent.
    const again = await ran(SCHEDULE_RUN_JOB, { scheduleId: report.id, dueAt: run.dueAt, trigger: 'timetable' }, `another node ${report.id}`);
    expect(again.status).toBe('succeeded');
    await tick();
    expect(mailsTo('admin@example.com')).toHaveLength(1);
    expect(mailsTo('gone@example.com')).toHaveLength(0);
    await w.ok('POST', `/schedules/${report.id}/stop`);
  });

  it('mails the owner of a run that fails without retrying (nothing they may view), and never for a test', async () => {
    const open = await w.folder('Open');
    const shown = (await w.chart('Shown', { parentId: open.id })).id;
    await w.ok('POST', `/vizs/${shown}/publish`);
    const pia = await w.api.member('pia');
    await w.api.grant(
      { type: 'user', id: pia.id },
      { modules: { viz: true, schedule: true }, grants: [{ resourceType: 'schedule', resourceId: '*', privileges: ['manage'] }, { resourceType: 'viz', resourceId: open.id, privileges: ['view'] }] },
    );
    const body = {
      isFolder: false,
      type: 'EMAIL',
      name: "Pia's report",
      cronExpression: '0 8 * * *',
      contents: [{ vizType: 'chart', vizId: shown }],
      config: { to: ['team@example.com'], subject: 'Team', fileTypes: ['image'], pictureWidth: 640 },
    };
    const report = await w.ok('POST', '/schedules', body, pia.token);

    // A test by the organisation's owner, refused three times: the tester sees it; Pia (the owner) gets nothing.
    mailbox.refuseWith('550 Test mailbox full', 'admin@example.com');
    const test = (await w.ok('POST', `/schedules/${report.id}/test`)) as unknown as { dueAt: string };
    const tested = await failAllAttempts(report.id, test.dueAt);
    mailbox.refuseWith(undefined);
    expect(tested).toMatchObject({ trigger: 'test', status: 'failed', attempts: 3 });
    expect(tested.detail).not.toHaveProperty('ownerNotified');
    expect(mailsTo('pia@example.com')).toHaveLength(0);

    // Pia loses View: the run fails at once (a refusal is not retried) and she is told.
    await w.api.grant({ type: 'user', id: pia.id }, { grants: [{ resourceType: 'viz', resourceId: open.id, privileges: [] }] });
    clock.advance(0.5);
    const { dueAt } = (await w.ok('POST', `/schedules/${report.id}/execute`)) as unknown as { dueAt: string };
    const failed = await until('the failed run', async () => (await runsOf(report.id)).find((run) => run.dueAt === dueAt && run.status === 'failed'));
    expect(failed).toMatchObject({ trigger: 'now', attempts: 1, detail: { ownerNotified: true } });
    const mail = await until('the owner mail', () => mailsTo('pia@example.com')[0]);
    expect(mail.subject).toBe(`RedBI: the schedule "Pia's report" failed`);
    expect(mail.text).toContain('Hello PIA,');
    expect(mail.text).toContain('The chart "Shown" cannot be sent');
    expect(mailsTo('pia@example.com')).toHaveLength(1);
    expect(mailsTo('team@example.com')).toHaveLength(0);
  });
});

describe('a failed schedule run without mail configured', () => {
  let w: VizWorld;
  beforeAll(async () => {
    w = await startVizWorld('sqlite');
  });
  afterAll(() => w?.close());

  it('fails at once (nothing to retry), and the owner is not mailed: there is no mail to send them', async () => {
    const chart = (await w.chart('Sales by region')).id;
    await w.ok('POST', `/vizs/${chart}/publish`);
    const report = await w.ok('POST', '/schedules', {
      isFolder: false,
      type: 'EMAIL',
      name: 'Unsendable',
      cronExpression: '0 8 * * *',
      contents: [{ vizType: 'chart', vizId: chart }],
      config: { to: ['team@example.com'], subject: 'Team', fileTypes: ['image'], pictureWidth: 640 },
    });
    const { dueAt } = (await w.ok('POST', `/schedules/${report.id}/execute`)) as unknown as { dueAt: string };
    const deadline = Date.now() + 60_000;
    let run: ScheduleRun | undefined;
    while (!run && Date.now() < deadline) {
      run = ((await w.ok('GET', `/schedules/${report.id}/runs`)) as unknown as ScheduleRun[]).find((candidate) => candidate.dueAt === dueAt && candidate.status === 'failed');
      if (!run) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(run).toMatchObject({ status: 'failed', attempts: 1, error: expect.stringContaining('E-mail is not configured') });
    expect(run?.detail).not.toHaveProperty('ownerNotified');
  });
});
