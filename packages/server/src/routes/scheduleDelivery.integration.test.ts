import ExcelJS from 'exceljs';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduleRun } from '@redbi/shared/domain';
import { SCHEDULE_TICK_JOB } from '../jobs/scheduleTickJob';
import type * as ServicesModule from '../services';
import type { ServiceContext } from '../services/serviceContext';
import { SCHEDULE_RUN_JOB, scheduleRunKey } from '../services/schedules/scheduleRuns';
import { dropRedisKeys, REDIS_TEST_URL } from '../jobs/testing/jobTestWorld';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { backends, testClock, type Backend } from '../testing/testApp';
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** Both metadata stores with the in-process runner, and BullMQ on Redis (its retries wait real seconds: the retry test is the in-process runner's). */
const setups: { name: string; backend: Backend; queue: Record<string, string> }[] = [
  ...backends.map((backend) => ({ name: `${backend}, local jobs`, backend, queue: {} })),
  { name: 'sqlite, BullMQ on Redis', backend: 'sqlite', queue: { JOB_QUEUE: 'redis', REDIS_URL: REDIS_TEST_URL, REDIS_PREFIX: `redbi-test-${Date.now().toString(36)}:` } },
];

/**
 * Delivery of schedules (issue 22, second part) on the real routes, the job runners and a real SMTP server
 * in the test: the scheduler's tick on a clock the test moves, a due time claimed once and mailed once,
 * execute now, send a test, a content the owner lost View on, missed due times skipped past the grace
 * period, and a retry after the SMTP server refused.
 */
describe.each(setups)('schedule delivery on $name', ({ backend, queue }) => {
  const clock = testClock(new Date('2027-01-04T07:58:00Z'));
  let w: VizWorld;
  let ctx: ServiceContext;
  let mailbox: Mailbox;
  let chartId: string;
  let counter = 0;

  const schedule = async (changes: Record<string, unknown> = {}, config: Record<string, unknown> = {}, token?: string) => {
    counter += 1;
    const body = {
      isFolder: false,
      type: 'EMAIL',
      name: `Report ${counter}`,
      cronExpression: '0 8 * * *',
      contents: [{ vizType: 'chart', vizId: chartId }],
      config: { to: [`to${counter}@example.com`], subject: `Sales ${counter}`, fileTypes: ['image', 'excel'], pictureWidth: 640, ...config },
      ...changes,
    };
    return w.ok('POST', '/schedules', body, token);
  };
  const runsOf = async (id: string): Promise<ScheduleRun[]> => (await w.ok('GET', `/schedules/${id}/runs`)) as unknown as ScheduleRun[];
  const mailsTo = (address: string): ParsedMail[] =>
    mailbox.received.filter((mail) => [mail.to].flat().some((to) => to?.value.some((value) => value.address === address)));

  /** Enqueues a job and waits until it has ended (an enqueue also wakes the runner). */
  async function ran(type: string, payload: unknown, key: string) {
    const { job } = await ctx.jobs.enqueue(type, payload, { idempotencyKey: key });
    return until(`${type} ${key}`, async () => {
      const now = await ctx.jobs.find(job.id);
      return now && ['succeeded', 'failed', 'cancelled'].includes(now.status) ? now : undefined;
    });
  }
  let ticks = 0;
  const tick = () => ran(SCHEDULE_TICK_JOB, {}, `test-tick-${++ticks}`);
  const finished = (id: string, dueAt?: string) =>
    until(`a finished run of ${id}`, async () => (await runsOf(id)).find((run) => run.status !== 'running' && (dueAt === undefined || run.dueAt === dueAt)));

  beforeAll(async () => {
    mailbox = await startMailbox();
    const before = contexts.length;
    w = await startVizWorld(backend, { now: clock.now, env: { ...mailbox.env, ...queue } });
    ctx = contexts[before] as ServiceContext;
    chartId = (await w.chart('Sales by region')).id;
    await w.ok('POST', `/vizs/${chartId}/publish`);
  });
  afterAll(async () => {
    await w?.close();
    await mailbox?.close();
    if (queue.REDIS_PREFIX) await dropRedisKeys(REDIS_TEST_URL, `${queue.REDIS_PREFIX}*`);
  });

  it('mails a started schedule of a chart once when it is due: the picture inline, the Excel attached', async () => {
    const report = await schedule({ timeZone: 'Europe/Berlin', cronExpression: '0 9 * * *' }, { cc: ['boss@example.com'], body: '<p>Good <b>morning</b></p><script>alert(1)</script>' });
    await w.ok('POST', `/schedules/${report.id}/start`);
    clock.advance(3); // 08:01 UTC, 09:01 in Berlin
    await tick();
    const mail = await mailbox.next('to1@example.com');
    expect(mail.subject).toBe('Sales 1');
    expect([mail.cc].flat().map((cc) => cc?.text)).toEqual(['boss@example.com']);
    expect(mail.text).toContain('Good morning');
    expect(mail.html || '').not.toContain('<script');
    expect(mail.text).toContain('Europe/Berlin');
    expect(mail.text).toContain('2027-01-04T09:00:00+01:00');
    const picture = mail.attachments.find((attachment) => attachment.contentType === 'image/png');
    expect(picture).toMatchObject({ contentDisposition: 'inline', related: true });
    expect(picture?.cid).toBeTruthy();
    // The mail's <img src="cid:…"> found its picture: the parser put the picture in its place.
    expect(mail.html).toContain(`<img src="data:image/png;base64,${picture?.content.toString('base64')}" alt="Sales by region"`);
    expect(picture?.content.subarray(0, 4)).toEqual(PNG_SIGNATURE);
    const excel = mail.attachments.find((attachment) => attachment.filename === 'Sales by region.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel?.content as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect([2, 3, 4].map((row) => (sheet?.getRow(row).values as unknown[]).slice(1))).toEqual([
      ['east', 400],
      ['north', 300],
      ['south', 300],
    ]);

    // The run is written finished just after the SMTP server accepted the mail: wait for it, not for the mail.
    const run = await finished(report.id);
    expect(run).toMatchObject({ dueAt: '2027-01-04T08:00:00.000Z', status: 'succeeded', trigger: 'timetable', attempts: 1, error: null });
    expect(run?.detail).toMatchObject({
      timeZone: 'Europe/Berlin',
      items: [{ vizType: 'chart', vizId: chartId, name: 'Sales by region', files: ['Sales by region.png', 'Sales by region.xlsx'] }],
      missing: [],
      sent: [{ channel: 'email', to: ['to1@example.com'], cc: ['boss@example.com'], bcc: [] }],
    });
    expect(Date.parse(run?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(run?.startedAt ?? ''));

    // Another tick (another node) finds nothing new to send.
    await tick();
    expect(await runsOf(report.id)).toHaveLength(1);
    expect(mailsTo('to1@example.com')).toHaveLength(1);
    await w.ok('POST', `/schedules/${report.id}/stop`);
  });

  it('claims a due time once: a second job for the same due time sends nothing', async () => {
    const report = await schedule();
    await w.ok('POST', `/schedules/${report.id}/start`);
    const payload = { scheduleId: report.id, dueAt: '2027-01-04T08:00:00.000Z', trigger: 'timetable' };
    const first = await ran(SCHEDULE_RUN_JOB, payload, scheduleRunKey(report.id, payload.dueAt));
    const second = await ran(SCHEDULE_RUN_JOB, payload, `another node's key ${report.id}`);
    expect([first.status, second.status]).toEqual(['succeeded', 'succeeded']);
    expect(mailsTo(`to${counter}@example.com`)).toHaveLength(1);
    expect(await runsOf(report.id)).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
    await w.ok('POST', `/schedules/${report.id}/stop`);
  });

  it('executes now, outside the timetable, and sends a test to the caller alone', async () => {
    const report = await schedule({}, { fileTypes: ['pdf'] });
    const { dueAt } = (await w.ok('POST', `/schedules/${report.id}/execute`)) as unknown as { dueAt: string };
    expect(dueAt).toBe(clock.now().toISOString());
    const mail = await mailbox.next(`to${counter}@example.com`);
    expect(mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['Sales by region.pdf', 'application/pdf']]);
    expect(await finished(report.id, dueAt)).toMatchObject({ trigger: 'now', status: 'succeeded' });
    expect((await w.ok('GET', `/schedules/${report.id}`)).status).toBe('stopped');

    clock.advance(0.5);
    const test = (await w.ok('POST', `/schedules/${report.id}/test`)) as unknown as { dueAt: string };
    const testMail = await mailbox.next('admin@example.com');
    expect(testMail.text).toContain(`A test of the schedule "${report.name}"`);
    expect([testMail.to].flat().map((to) => to?.text)).toEqual(['admin@example.com']);
    expect(await finished(report.id, test.dueAt)).toMatchObject({ trigger: 'test', status: 'succeeded', detail: { sent: [{ to: ['admin@example.com'], cc: [], bcc: [] }] } });
    expect(mailsTo(`to${counter}@example.com`)).toHaveLength(1);
  });

  it("names a content its owner may no longer View and sends the rest (partly failed); nothing viewable fails", async () => {
    const open = await w.folder('Open');
    const closed = await w.folder('Closed');
    const shown = (await w.chart('Shown', { parentId: open.id })).id;
    const hidden = (await w.chart('Hidden', { parentId: closed.id })).id;
    for (const id of [shown, hidden]) await w.ok('POST', `/vizs/${id}/publish`);
    const pia = await w.api.member('pia');
    await w.api.grant(
      { type: 'user', id: pia.id },
      {
        modules: { viz: true, schedule: true },
        grants: [
          { resourceType: 'schedule', resourceId: '*', privileges: ['manage'] },
          { resourceType: 'viz', resourceId: open.id, privileges: ['view'] },
          { resourceType: 'viz', resourceId: closed.id, privileges: ['view'] },
        ],
      },
    );
    const contents = [
      { vizType: 'chart', vizId: shown },
      { vizType: 'chart', vizId: hidden },
    ];
    const report = await schedule({ contents }, { fileTypes: ['image'] }, pia.token);
    await w.api.grant({ type: 'user', id: pia.id }, { grants: [{ resourceType: 'viz', resourceId: closed.id, privileges: [] }] });

    const { dueAt } = (await w.ok('POST', `/schedules/${report.id}/execute`)) as unknown as { dueAt: string };
    const mail = await mailbox.next(`to${counter}@example.com`);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['Shown.png']);
    expect(mail.text).toContain('Not included in this report:');
    expect(mail.text).toContain('The chart "Hidden" cannot be sent');
    const run = await finished(report.id, dueAt);
    expect(run).toMatchObject({ status: 'partly_failed', detail: { items: [{ vizId: shown, name: 'Shown' }], missing: [{ vizId: hidden, name: 'Hidden' }] } });
    expect(run.error).toContain('"Hidden"');

    await w.api.grant({ type: 'user', id: pia.id }, { grants: [{ resourceType: 'viz', resourceId: open.id, privileges: [] }] });
    clock.advance(0.5);
    const nothing = (await w.ok('POST', `/schedules/${report.id}/execute`)) as unknown as { dueAt: string };
    expect(await finished(report.id, nothing.dueAt)).toMatchObject({ status: 'failed', detail: { items: [], missing: [{ name: 'Shown' }, { name: 'Hidden' }] } });
    expect(mailsTo(`to${counter}@example.com`)).toHaveLength(1);
  });

  it('records due times missed past the grace period as skipped and sends those within it', async () => {
    const report = await schedule({ cronExpression: '*/30 * * * *' }, { fileTypes: ['pdf'] });
    await w.ok('POST', `/schedules/${report.id}/start`);
    const startedAt = clock.now();
    clock.advance(150); // five due times: three past the 60-minute grace, two within it
    await tick();
    const runs = await until('the runs within the grace period', async () => {
      const all = await runsOf(report.id);
      return all.filter((run) => run.status === 'succeeded').length === 2 ? all : undefined;
    });
    const dueTimes = (status: string) => runs.filter((run) => run.status === status).map((run) => run.dueAt).sort();
    const half = (n: number) => new Date(Math.ceil(startedAt.getTime() / 1_800_000) * 1_800_000 + n * 1_800_000).toISOString();
    expect(dueTimes('skipped')).toEqual([half(0), half(1), half(2)]);
    expect(dueTimes('succeeded')).toEqual([half(3), half(4)]);
    expect(runs.find((run) => run.status === 'skipped')?.error).toContain('grace period of 60 minutes');
    expect(mailsTo(`to${counter}@example.com`)).toHaveLength(2);
    await w.ok('POST', `/schedules/${report.id}/stop`);
  });

  it.skipIf(queue.JOB_QUEUE !== undefined)('retries a send the SMTP server refused, with backoff, and mails once', async () => {
    const report = await schedule({ name: 'Refused once' }, { fileTypes: ['pdf'] });
    mailbox.refuseWith('550 No such mailbox');
    const { dueAt } = (await w.ok('POST', `/schedules/${report.id}/execute`)) as unknown as { dueAt: string };
    const failed = await until('the refused attempt', async () => (await runsOf(report.id)).find((run) => run.dueAt === dueAt && run.error !== null));
    expect(failed).toMatchObject({ status: 'running', attempts: 1 });
    expect(failed.error).toContain('No such mailbox');
    mailbox.refuseWith(undefined);
    clock.advance(1); // past the 30 s backoff
    await tick(); // wakes the runner
    expect(await finished(report.id, dueAt)).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
    expect(mailsTo(`to${counter}@example.com`)).toHaveLength(1);
    const again = await ran(SCHEDULE_RUN_JOB, { scheduleId: report.id, dueAt, trigger: 'now' }, `again ${report.id}`);
    expect(again.status).toBe('succeeded');
    expect(mailsTo(`to${counter}@example.com`)).toHaveLength(1);
  });

  // Robot (WEBHOOK) delivery has its own suite against a local robot server: scheduleRobots.integration.test.ts.
});
