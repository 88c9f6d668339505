import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrgScheduleRuns, ScheduleRunDetail } from '@redbi/shared/domain';
import type * as ServicesModule from '../services';
import type { ServiceContext } from '../services/serviceContext';
import { backends, testClock } from '../testing/testApp';
import { startVizWorld, type VizWorld } from './vizHandlersFixtures';

/** The context each app of this file was composed with (the composition root is wrapped, not changed): its store. */
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
 * The organisation's run history (GET …/schedules/runs, issue 22): the runs of every schedule the caller may
 * manage, newest due time first, by page and by status, each with its schedule and its typed detail.
 */
describe.each(backends)('the organisation’s schedule runs on %s', (backend) => {
  const clock = testClock(new Date('2027-05-03T12:00:00Z'));
  let w: VizWorld;
  let ctx: ServiceContext;
  let chartId: string;
  let weekly: { id: string; name: string };
  let daily: { id: string; name: string };
  let runCount = 0;

  const schedule = async (name: string, type: 'EMAIL' | 'WEBHOOK' = 'EMAIL') =>
    (await w.ok('POST', '/schedules', {
      isFolder: false,
      type,
      name,
      cronExpression: '0 8 * * 1',
      contents: [{ vizType: 'chart', vizId: chartId }],
      config: type === 'EMAIL' ? { to: ['ada@example.com'], subject: name } : { robot: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/x' },
    })) as unknown as { id: string; name: string };

  const addRun = (scheduleId: string, dueAt: string, status: 'succeeded' | 'partly_failed' | 'failed' | 'skipped' | 'running', detail: ScheduleRunDetail, error: string | null = null) =>
    ctx.store.schedules.claimRun({
      id: `run-${++runCount}`,
      schedule_id: scheduleId,
      due_at: dueAt,
      started_at: dueAt,
      finished_at: status === 'running' ? null : dueAt,
      status,
      trigger: 'timetable',
      attempts: status === 'failed' ? 3 : 1,
      detail: JSON.stringify(detail),
      error,
    });
  const runsAs = async (query = '', token?: string) => (await w.ok('GET', `/schedules/runs${query}`, undefined, token)) as unknown as OrgScheduleRuns;

  beforeAll(async () => {
    const before = contexts.length;
    w = await startVizWorld(backend, { now: clock.now });
    ctx = contexts[before] as ServiceContext;
    chartId = (await w.chart('Sales chart')).id;
    await w.ok('POST', `/vizs/${chartId}/publish`);
    weekly = await schedule('Weekly sales');
    daily = await schedule('Daily robot', 'WEBHOOK');
    const item = { vizType: 'chart' as const, vizId: chartId, name: 'Sales chart', files: ['image'] };
    await addRun(weekly.id, '2027-04-26T08:00:00.000Z', 'succeeded', {
      timeZone: 'UTC',
      items: [item],
      sent: [{ channel: 'email', to: ['ada@example.com'], cc: [], bcc: [], messageId: '<m1@example.com>', at: '2027-04-26T08:00:03.000Z' }],
    });
    await addRun(weekly.id, '2027-05-03T08:00:00.000Z', 'partly_failed', {
      timeZone: 'UTC',
      items: [item],
      missing: [{ vizType: 'dashboard', vizId: 'd1', name: null, reason: 'The dashboard no longer exists' }],
      sent: [{ channel: 'email', to: ['ada@example.com'], cc: ['bob@example.com'], bcc: [], messageId: '<m2@example.com>', at: '2027-05-03T08:00:04.000Z' }],
    });
    await addRun(daily.id, '2027-05-01T08:00:00.000Z', 'failed', { timeZone: 'UTC', jobId: 'job-1' }, 'The robot answered 500');
    await addRun(daily.id, '2027-05-02T08:00:00.000Z', 'succeeded', {
      timeZone: 'UTC',
      items: [item],
      sent: [{ channel: 'robot', robot: 'feishu', host: 'open.feishu.cn', messages: 2, at: '2027-05-02T08:00:02.000Z' }],
    });
    await addRun(daily.id, '2027-04-30T08:00:00.000Z', 'skipped', { skipped: 'Every node was down past the grace period' });
  });
  afterAll(async () => {
    await w?.close();
  });

  it('lists every run of the schedules the owner manages, newest due time first, with its schedule and typed detail', async () => {
    const all = await runsAs();
    expect(all.total).toBe(5);
    expect(all.items.map((run) => [run.scheduleName, run.dueAt, run.status])).toEqual([
      ['Weekly sales', '2027-05-03T08:00:00.000Z', 'partly_failed'],
      ['Daily robot', '2027-05-02T08:00:00.000Z', 'succeeded'],
      ['Daily robot', '2027-05-01T08:00:00.000Z', 'failed'],
      ['Daily robot', '2027-04-30T08:00:00.000Z', 'skipped'],
      ['Weekly sales', '2027-04-26T08:00:00.000Z', 'succeeded'],
    ]);
    expect(all.items[0]).toMatchObject({ scheduleId: weekly.id, scheduleType: 'EMAIL', attempts: 1, error: null });
    expect(all.items[0]?.detail.missing).toEqual([{ vizType: 'dashboard', vizId: 'd1', name: null, reason: 'The dashboard no longer exists' }]);
    expect(all.items[1]).toMatchObject({ scheduleId: daily.id, scheduleType: 'WEBHOOK' });
    expect(all.items[1]?.detail.sent).toEqual([{ channel: 'robot', robot: 'feishu', host: 'open.feishu.cn', messages: 2, at: '2027-05-02T08:00:02.000Z' }]);
    expect(all.items[2]).toMatchObject({ error: 'The robot answered 500', attempts: 3 });
    // The per-schedule history answers the same typed detail.
    const [latest] = (await w.ok('GET', `/schedules/${weekly.id}/runs`)) as unknown as OrgScheduleRuns['items'];
    expect(latest?.detail.sent?.[0]).toMatchObject({ channel: 'email', cc: ['bob@example.com'] });
  });

  it('filters by status and answers by page', async () => {
    expect((await runsAs('?status=succeeded')).items.map((run) => run.dueAt)).toEqual(['2027-05-02T08:00:00.000Z', '2027-04-26T08:00:00.000Z']);
    expect((await runsAs('?status=succeeded')).total).toBe(2);
    const second = await runsAs('?page=2&pageSize=2');
    expect(second.total).toBe(5);
    expect(second.items.map((run) => run.dueAt)).toEqual(['2027-05-01T08:00:00.000Z', '2027-04-30T08:00:00.000Z']);
    expect((await runsAs('?page=4&pageSize=2')).items).toEqual([]);
    expect((await w.call('GET', '/schedules/runs?status=lost')).status).toBe(400);
    expect((await w.call('GET', '/schedules/runs?pageSize=1000')).status).toBe(400);
  });

  it('answers a member only the runs of the schedules they may manage', async () => {
    const outsider = await w.api.member('sam');
    expect(await runsAs('', outsider.token)).toEqual({ items: [], total: 0 });
    const planner = await w.api.member('pia');
    await w.api.grant({ type: 'user', id: planner.id }, { modules: { schedule: true }, grants: [{ resourceType: 'schedule', resourceId: daily.id, privileges: ['manage'] }] });
    const theirs = await runsAs('', planner.token);
    expect(theirs.total).toBe(3);
    expect(new Set(theirs.items.map((run) => run.scheduleName))).toEqual(new Set(['Daily robot']));
    // In the recycle bin, a schedule's runs stay in the history.
    await w.ok('POST', `/schedules/${daily.id}/archive`);
    expect((await runsAs('', planner.token)).total).toBe(3);
  });
});
