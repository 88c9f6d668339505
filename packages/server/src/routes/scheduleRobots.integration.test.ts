import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, type ScheduleRun } from '@redbi/shared/domain';
import { SCHEDULE_TICK_JOB } from '../jobs/scheduleTickJob';
import type * as ServicesModule from '../services';
import type { ServiceContext } from '../services/serviceContext';
import { isPublicAddress } from '../services/schedules/webhookAddress';
import { startRobotServer, type RobotCall, type RobotServer } from '../testing/robotServer';
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

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PUBLIC_URL = 'https://bi.example.com';
const DING_SECRET = 'SEC0f3a9c5e7b1d2468ace013579bdf2468ace013579bdf2468ace013579bd';
const FEISHU_SECRET = 'feishu-secret-42';
/** This machine's own name resolves to a loopback or private address (a DNS name that passes the save-time check, refused at send time). */
const privateName = await lookup(hostname()).then(
  (found) => (isPublicAddress(found.address) ? undefined : hostname()),
  () => undefined,
);

/**
 * Robot (WEBHOOK) delivery (issue 22) on the real routes, the job runner and a local server answering as
 * the WeCom, DingTalk and Feishu APIs do — path, key or token, signature and timestamp, body format:
 * payloads checked against the documented formats, the pictures DingTalk and Feishu get by link fetched
 * without a login until the link expires, a refusal failing the run with the platform's message, a retry
 * after a failure mid-way posting only what was not accepted, and the send-time refusal of a name that
 * resolves to a private address.
 */
describe.each(backends)('robot delivery on %s', (backend) => {
  const clock = testClock(new Date('2027-01-04T07:58:00Z'));
  let w: VizWorld;
  let ctx: ServiceContext;
  let robots: RobotServer;
  let chartId: string;
  let scoreCardId: string;
  let otherChartId: string;
  let counter = 0;

  const wecomUrl = (key: string) => `${robots.origin}/cgi-bin/webhook/send?key=${key}`;
  const schedule = async (config: Record<string, unknown>, changes: Record<string, unknown> = {}) => {
    counter += 1;
    return w.ok('POST', '/schedules', {
      isFolder: false,
      type: 'WEBHOOK',
      name: `Robot report ${counter}`,
      cronExpression: '0 8 * * *',
      contents: [{ vizType: 'chart', vizId: chartId }],
      config: { fileType: 'image', pictureWidth: 640, ...config },
      ...changes,
    });
  };
  const runsOf = async (id: string): Promise<ScheduleRun[]> => (await w.ok('GET', `/schedules/${id}/runs`)) as unknown as ScheduleRun[];
  const execute = async (id: string, what: 'execute' | 'test' = 'execute') => ((await w.ok('POST', `/schedules/${id}/${what}`)) as unknown as { dueAt: string }).dueAt;
  const callsTo = (token: string, calls: RobotCall[] = robots.accepted) => calls.filter((call) => call.token === token);

  const finished = (id: string, dueAt: string) => until(`a finished run of ${id}`, async () => (await runsOf(id)).find((run) => run.status !== 'running' && run.dueAt === dueAt));
  /** A picture link as the public route is called: its path under the API prefix, no login. */
  const fetchLink = (link: string) => {
    expect(link.startsWith(`${PUBLIC_URL}${API_PREFIX}/robot-pictures?token=`), link).toBe(true);
    return w.test.call('GET', link.slice(`${PUBLIC_URL}${API_PREFIX}`.length));
  };

  beforeAll(async () => {
    robots = await startRobotServer({
      robots: [
        { kind: 'wecom', token: 'wecom-key' },
        { kind: 'wecom', token: 'wecom-pdf' },
        { kind: 'wecom', token: 'wecom-retry' },
        { kind: 'dingtalk', token: 'ding-signed', secret: DING_SECRET },
        { kind: 'dingtalk', token: 'ding-wrong', secret: DING_SECRET },
        { kind: 'feishu', token: 'feishu-signed', secret: FEISHU_SECRET },
      ],
      now: clock.now,
    });
    const before = contexts.length;
    w = await startVizWorld(backend, { now: clock.now, env: { PUBLIC_URL, SCHEDULE_WEBHOOK_HTTP_HOSTS: '127.0.0.1' } });
    ctx = contexts[before] as ServiceContext;
    chartId = (await w.chart('Sales by region')).id;
    otherChartId = (await w.chart('Margin by region')).id;
    const scoreCard = { chartType: 'score-card', sections: { metrics: [{ uid: 'total', column: 'amount', type: 'numeric', aggregate: 'SUM', alias: 'Total sales' }] } };
    scoreCardId = (await w.chart('Total sales', { config: scoreCard })).id;
    for (const id of [chartId, otherChartId, scoreCardId]) await w.ok('POST', `/vizs/${id}/publish`);
  });
  afterAll(async () => {
    await w?.close();
    await robots?.close();
  });

  it('posts to WeCom a markdown summary, then one image message per chart (base64 + MD5 of a PNG), and records the send', async () => {
    const contents = [chartId, otherChartId, scoreCardId].map((vizId) => ({ vizType: 'chart', vizId }));
    const report = await schedule({ robot: 'wecom', url: wecomUrl('wecom-key') }, { contents });
    const dueAt = await execute(report.id);
    const run = await finished(report.id, dueAt);
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(run.detail.sent).toEqual([{ channel: 'robot', robot: 'wecom', host: robots.host, messages: 4, at: expect.any(String) }]);

    const calls = callsTo('wecom-key');
    expect(calls.map((call) => call.body.msgtype)).toEqual(['markdown', 'image', 'image', 'image']);
    const markdown = String((calls[0]?.body.markdown as { content: string }).content);
    expect(markdown).toContain(`**${report.name}**`);
    expect(markdown).toContain(`**Sales by region** · [Open in RedBI](${PUBLIC_URL}/redBi/organizations/${w.orgId}/vizs/${chartId})`);
    expect(markdown).toContain('**Margin by region**');
    // The score card's key number in words, as its owner sees it (100 + 200 + 300 + 400).
    expect(markdown).toContain('> Total sales: **1K**');
    expect(markdown).toContain('computed in the time zone UTC');
    for (const call of calls.slice(1)) {
      const image = call.body.image as { base64: string; md5: string };
      const bytes = Buffer.from(image.base64, 'base64');
      expect(bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(image.md5).toBe(createHash('md5').update(bytes).digest('hex'));
    }
  });

  it('uploads a PDF to WeCom (upload_media, field media) and posts it as a file message', async () => {
    const report = await schedule({ robot: 'wecom', url: wecomUrl('wecom-pdf'), fileType: 'pdf' });
    const run = await finished(report.id, await execute(report.id));
    expect(run).toMatchObject({ status: 'succeeded', detail: { sent: [{ channel: 'robot', robot: 'wecom', messages: 2 }] } });
    const calls = callsTo('wecom-pdf');
    expect(calls.map((call) => [call.kind, call.body.msgtype])).toEqual([
      ['wecom', 'markdown'],
      ['wecom-upload', undefined],
      ['wecom', 'file'],
    ]);
    expect(calls[1]?.media?.filename).toBe('Sales by region.pdf');
    expect(calls[1]?.media?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(calls[2]?.body.file).toEqual({ media_id: 'media-1' });
  });

  it('posts a signed actionCard to DingTalk whose picture link works without a login until it expires; the secret never comes back', async () => {
    const report = await schedule({ robot: 'dingtalk', url: `${robots.origin}/robot/send?access_token=ding-signed`, secret: DING_SECRET });
    expect(JSON.stringify(report)).not.toContain(DING_SECRET);
    expect(report.config).toMatchObject({ secretSet: true });
    expect(JSON.stringify(await w.ok('GET', `/schedules/${report.id}`))).not.toContain(DING_SECRET);

    const run = await finished(report.id, await execute(report.id));
    expect(run).toMatchObject({ status: 'succeeded', detail: { sent: [{ channel: 'robot', robot: 'dingtalk', host: robots.host, messages: 1 }] } });
    const [call, ...more] = callsTo('ding-signed');
    expect(more).toEqual([]);
    // The server checked the signature and its timestamp; the message is as documented.
    expect(Number(call?.query.get('timestamp'))).toBe(clock.now().getTime());
    const card = call?.body.actionCard as { title: string; text: string; singleTitle: string; singleURL: string };
    expect(card).toMatchObject({ title: report.name, singleTitle: 'Open in RedBI', singleURL: `${PUBLIC_URL}/redBi/organizations/${w.orgId}/vizs/${chartId}` });
    expect(card.text).toContain('#### [Sales by region]');
    expect(card.text).toContain('The links work until 2027-01-11T');
    const link = /!\[Sales by region\]\(([^)]+)\)/.exec(card.text)?.[1] ?? '';
    const picture = await fetchLink(link);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.raw.subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const forged = await w.test.call('GET', `/robot-pictures?token=${'x'.repeat(60)}`);
    expect(forged).toMatchObject({ status: 404, body: { success: false, message: 'This picture link has expired or is not valid' } });
    clock.advance(7 * 24 * 60 + 1);
    const expired = await fetchLink(link);
    expect(expired).toMatchObject({ status: 404, body: { message: 'This picture link has expired or is not valid' } });
  });

  it('sends a test of a Feishu schedule to the bot: a signed interactive card titled as a test, its picture by link', async () => {
    const report = await schedule({ robot: 'feishu', url: `${robots.origin}/open-apis/bot/v2/hook/feishu-signed`, secret: FEISHU_SECRET });
    const run = await finished(report.id, await execute(report.id, 'test'));
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'test', detail: { sent: [{ channel: 'robot', robot: 'feishu', host: robots.host, messages: 1 }] } });
    const [call] = callsTo('feishu-signed');
    expect(call?.body).toMatchObject({ timestamp: String(Math.floor(clock.now().getTime() / 1000)), msg_type: 'interactive' });
    const card = call?.body.card as { header: { title: { content: string } }; elements: { tag: string; content?: string; actions?: { url: string }[] }[] };
    expect(card.header.title.content).toBe(`[Test] ${report.name}`);
    const markdown = card.elements.find((element) => element.tag === 'markdown')?.content ?? '';
    expect(markdown).toContain('**Sales by region**');
    const link = /\[Picture Sales by region\.png\]\(([^)]+)\)/.exec(markdown)?.[1] ?? '';
    const picture = await fetchLink(link);
    expect(picture.status).toBe(200);
    expect(picture.raw.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(card.elements.find((element) => element.tag === 'action')?.actions?.[0]?.url).toBe(`${PUBLIC_URL}/redBi/organizations/${w.orgId}/vizs/${chartId}`);
  });

  it("fails the run at once with the platform's message when the robot refuses (a wrong signature is not retried)", async () => {
    const report = await schedule({ robot: 'dingtalk', url: `${robots.origin}/robot/send?access_token=ding-wrong`, secret: 'SECnot-the-right-one' });
    const run = await finished(report.id, await execute(report.id));
    expect(run).toMatchObject({ status: 'failed', attempts: 1, error: 'The DingTalk robot refused the message (code 310000): sign not match' });
    expect(run.detail.sent ?? []).toEqual([]);
    expect(callsTo('ding-wrong', robots.received)).toHaveLength(1);
  });

  it('retries a failure mid-way without posting again what the robot accepted', async () => {
    const report = await schedule({ robot: 'wecom', url: wecomUrl('wecom-retry') }, { contents: [{ vizType: 'chart', vizId: chartId }, { vizType: 'chart', vizId: otherChartId }] });
    let images = 0;
    robots.answerOnce((call) => call.token === 'wecom-retry' && call.body.msgtype === 'image' && ++images === 2, { errcode: -1, errmsg: 'system busy' });
    const dueAt = await execute(report.id);
    const failed = await until('the refused attempt', async () => (await runsOf(report.id)).find((run) => run.dueAt === dueAt && run.error !== null));
    expect(failed).toMatchObject({ status: 'running', attempts: 1, error: 'The WeCom robot refused the message (code -1): system busy' });
    expect(callsTo('wecom-retry').map((call) => call.body.msgtype)).toEqual(['markdown', 'image']);

    // The job has recorded its failed attempt (its retry due in 30 s) before the clock moves past the backoff.
    const jobId = String(failed.detail.jobId);
    await until('the retry to be queued', async () => ((await ctx.jobs.find(jobId))?.status === 'queued' ? true : undefined));
    clock.advance(1);
    await ctx.jobs.enqueue(SCHEDULE_TICK_JOB, {}, { idempotencyKey: `robots-tick-${dueAt}` }); // wakes the runner
    const run = await finished(report.id, dueAt);
    expect(run).toMatchObject({ status: 'succeeded', attempts: 2, error: null, detail: { sent: [{ channel: 'robot', robot: 'wecom', messages: 3 }] } });
    expect(callsTo('wecom-retry').map((call) => call.body.msgtype)).toEqual(['markdown', 'image', 'image']);
    expect(callsTo('wecom-retry', robots.received)).toHaveLength(4);
  });

  it.skipIf(privateName === undefined)('refuses at send time a webhook whose name resolves to a private address, connecting to nothing', async () => {
    const port = robots.host.split(':')[1];
    const report = await schedule({ robot: 'wecom', url: `https://${privateName}:${port}/cgi-bin/webhook/send?key=wecom-key` });
    const before = robots.received.length;
    const run = await finished(report.id, await execute(report.id));
    expect(run).toMatchObject({ status: 'failed', attempts: 1 });
    expect(run.error).toMatch(new RegExp(`^Not sent: the robot webhook ${privateName} resolves to (127\\.|10\\.|172\\.|192\\.168\\.|::1|fe80|fc|fd)`));
    expect(robots.received.length).toBe(before);
  });
});
