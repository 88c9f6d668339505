import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, testClock } from '../testing/testApp';
import { startVizWorld, type Data, type VizWorld } from './vizHandlersFixtures';

/** Schedules, the first part of issue 22 (model and API), on both metadata stores. */
describe.each(backends)('schedules on %s', (backend) => {
  let w: VizWorld;
  let chartId: string;
  // The Monday before the spring DST change in Europe (28 March 2027).
  const clock = testClock(new Date('2027-03-26T12:00:00Z'));
  let counter = 0;
  const mail = (changes: Record<string, unknown> = {}) => ({
    type: 'EMAIL',
    name: `Weekly ${++counter}`,
    cronExpression: '0 8 * * 1',
    contents: [{ vizType: 'chart', vizId: chartId }],
    config: { to: ['ada@example.com'], subject: 'Weekly sales' },
    ...changes,
  });
  const robot = (config: Record<string, unknown>) => mail({ type: 'WEBHOOK', config: { robot: 'dingtalk', ...config } });
  const create = (body: Record<string, unknown>, token?: string) => w.call('POST', '/schedules', { isFolder: false, ...body }, token);
  const created = async (body: Record<string, unknown> = mail(), token?: string) => w.ok('POST', '/schedules', { isFolder: false, ...body }, token);

  beforeAll(async () => {
    w = await startVizWorld(backend, { now: clock.now, env: { SCHEDULE_WEBHOOK_HTTP_HOSTS: 'robots.test:8080, 10.0.0.5' } });
    chartId = (await w.chart('Sales chart')).id;
    await w.ok('POST', `/vizs/${chartId}/publish`);
  });
  afterAll(async () => {
    await w?.close();
  });

  it('creates a stopped e-mail schedule with its defaults, owned by its creator, and lists it', async () => {
    const schedule = await created(mail({ name: 'Monday sales' }));
    expect(schedule).toMatchObject({
      name: 'Monday sales',
      isFolder: false,
      type: 'EMAIL',
      status: 'stopped',
      timeZone: 'UTC',
      startAt: null,
      endAt: null,
      contents: [{ vizType: 'chart', vizId: chartId }],
      config: { to: ['ada@example.com'], cc: [], bcc: [], subject: 'Weekly sales', theme: 'light', fileTypes: ['image'], pictureWidth: 1920, body: '' },
      privileges: ['manage'],
    });
    expect(schedule.ownerId).toBe(((await w.api.call('GET', '/users')).body.data as Data).id);
    expect(await w.ok('GET', `/schedules/${schedule.id}`)).toEqual(schedule);
    expect(((await w.ok('GET', '/schedules')) as unknown as Data[]).find((node) => node.id === schedule.id)).toMatchObject({ name: 'Monday sales', status: 'stopped' });
    expect(await w.ok('GET', `/schedules/${schedule.id}/runs`)).toEqual([]);
  });

  it("refuses settings against spec §5, each with the spec's message", async () => {
    const fields = async (body: Record<string, unknown>) => {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.data;
    };
    expect(await fields(mail({ name: '', contents: [], config: { to: [], subject: '' } }))).toEqual({
      name: 'Name cannot be empty',
      contents: 'Tick at least one content to send',
      'config.to': 'Recipient cannot be empty',
      'config.subject': 'Subject cannot be empty',
    });
    expect(await fields(mail({ config: { to: ['ada@example.com'], cc: ['not an address'], subject: 'S' } }))).toEqual({ 'config.cc': 'Invalid email addresses' });
    expect(await fields(mail({ cronExpression: undefined }))).toEqual({ cronExpression: 'Cron expression is required' });
    expect(await fields(mail({ cronExpression: '0 8 * *' }))).toEqual({
      cronExpression: 'Invalid cron expression: use 5 fields (minute hour day month weekday) or 6 (seconds first)',
    });
    expect(await fields(robot({}))).toEqual({ 'config.url': 'Robot webhook is required' });
    expect(await fields(mail({ startAt: '2027-05-01T00:00:00Z', endAt: '2027-04-01T00:00:00Z' }))).toEqual({ endAt: 'Range: the end must exceed the start' });
    expect(await fields(mail({ timeZone: 'Europe/Atlantis' }))).toEqual({ timeZone: 'Time zone must be a time zone such as Europe/Berlin or UTC' });
  });

  it('keeps schedule names unique in the organisation, any case, the recycle bin aside', async () => {
    const first = await created(mail({ name: 'Daily digest' }));
    const taken = await create(mail({ name: 'DAILY DIGEST' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errCode: 'SCHEDULE_NAME_TAKEN', message: 'A schedule named "DAILY DIGEST" already exists' });
    expect(await w.ok('POST', '/schedules/check-name', { name: 'daily digest' })).toEqual({ taken: true });
    expect(await w.ok('POST', '/schedules/check-name', { name: 'daily digest', id: first.id })).toEqual({ taken: false });
    await w.ok('POST', `/schedules/${first.id}/archive`);
    const second = await created(mail({ name: 'Daily digest' }));
    const restore = await w.call('POST', `/schedules/${first.id}/restore`, {});
    expect(restore.body).toMatchObject({ errCode: 'SCHEDULE_NAME_TAKEN' });
    expect((await w.call('PUT', `/schedules/${second.id}/name`, { name: 'Daily digest 2' })).status).toBe(200);
    expect(await w.ok('POST', `/schedules/${first.id}/restore`, {})).toMatchObject({ name: 'Daily digest', archived: false, status: 'stopped' });
  });

  it('is edited, renamed and archived only while stopped; started and stopped again', async () => {
    const schedule = await created();
    expect(await w.ok('POST', `/schedules/${schedule.id}/start`)).toMatchObject({ status: 'started' });
    const refusals = [
      await w.call('PUT', `/schedules/${schedule.id}`, mail({ name: schedule.name })),
      await w.call('PUT', `/schedules/${schedule.id}/name`, { name: 'Renamed' }),
      await w.call('POST', `/schedules/${schedule.id}/archive`),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body).toMatchObject({ errCode: 'SCHEDULE_STARTED', message: 'Stop the schedule first: only a stopped schedule can be edited or moved to the recycle bin' });
    }
    expect(await w.ok('POST', `/schedules/${schedule.id}/stop`)).toMatchObject({ status: 'stopped' });
    const edited = await w.ok('PUT', `/schedules/${schedule.id}`, mail({ name: 'Edited', cronExpression: '0 0 9 * * 1-5', timeZone: 'Asia/Shanghai', config: { to: ['bob@example.com'], subject: 'S', fileTypes: ['pdf', 'excel'] } }));
    expect(edited).toMatchObject({ name: 'Edited', cronExpression: '0 0 9 * * 1-5', timeZone: 'Asia/Shanghai', config: { to: ['bob@example.com'], fileTypes: ['pdf', 'excel'] } });
    await w.ok('POST', `/schedules/${schedule.id}/archive`);
    expect(((await w.ok('GET', '/schedules/archived')) as unknown as Data[]).map((node) => node.id)).toContain(schedule.id);
    await w.ok('DELETE', `/schedules/${schedule.id}`);
    expect((await w.call('GET', `/schedules/${schedule.id}`)).status).toBe(404);
  });

  it('places schedules in folders by the tree rules of spec §4', async () => {
    const folder = await w.ok('POST', '/schedules', { isFolder: true, name: 'Finance' });
    expect(folder).toMatchObject({ isFolder: true, type: null, status: null, config: null, contents: [] });
    const schedule = await created();
    expect(await w.ok('PUT', `/schedules/${schedule.id}/move`, { parentId: folder.id, index: 0 })).toMatchObject({ parentId: folder.id, index: 0 });
    const intoSchedule = await w.call('PUT', `/schedules/${folder.id}/move`, { parentId: schedule.id, index: 0 });
    expect(intoSchedule.body).toMatchObject({ errCode: 'BAD_PLACEMENT', message: 'It cannot go there: only a folder can hold it' });
    expect((await w.call('DELETE', `/schedules/${folder.id}`)).body).toMatchObject({ errCode: 'FOLDER_NOT_EMPTY' });
    expect((await w.call('POST', `/schedules/${folder.id}/archive`)).status).toBe(400);
    expect(await w.ok('PUT', `/schedules/${folder.id}/name`, { name: 'Finance reports' })).toMatchObject({ name: 'Finance reports' });
  });

  it('previews the next five runs in the chosen time zone across the DST change', async () => {
    expect(await w.ok('POST', '/schedules/next-runs', { cronExpression: '0 8 * * *', timeZone: 'Europe/Berlin' })).toEqual({
      timeZone: 'Europe/Berlin',
      runs: ['2027-03-27T08:00:00+01:00', '2027-03-28T08:00:00+02:00', '2027-03-29T08:00:00+02:00', '2027-03-30T08:00:00+02:00', '2027-03-31T08:00:00+02:00'],
    });
    expect(await w.ok('POST', '/schedules/next-runs', { cronExpression: '0 0 9 ? * 1', startAt: '2027-04-01T00:00:00Z', endAt: '2027-04-20T00:00:00Z' })).toEqual({
      timeZone: 'UTC',
      runs: ['2027-04-05T09:00:00+00:00', '2027-04-12T09:00:00+00:00', '2027-04-19T09:00:00+00:00'],
    });
    expect((await w.call('POST', '/schedules/next-runs', { cronExpression: 'every day' })).body.data).toEqual({ cronExpression: expect.stringContaining('Invalid cron expression') });
  });

  it('checks webhook addresses: https to public hosts, http and private addresses only for allowed hosts, and keeps the secret', async () => {
    const refused = async (url: string) => (await create(robot({ url }))).body.data;
    expect(await refused('http://oapi.dingtalk.com/robot/send')).toEqual({ 'config.url': 'The robot webhook must use https (http only to hosts the administrator allows)' });
    for (const url of ['https://127.0.0.1/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://localhost/hook', 'https://10.0.0.6/hook']) {
      expect(await refused(url), url).toEqual({ 'config.url': 'The robot webhook cannot be a local or private network address' });
    }
    await created(robot({ url: 'http://robots.test:8080/hook' }));
    await created(robot({ url: 'http://10.0.0.5/hook' }));
    const signed = await created(robot({ url: 'https://oapi.dingtalk.com/robot/send?access_token=t', secret: 'SEC123' }));
    expect(signed.config).toEqual({ url: 'https://oapi.dingtalk.com/robot/send?access_token=t', robot: 'dingtalk', fileType: 'image', pictureWidth: 1920, secretSet: true });
    expect(JSON.stringify(signed)).not.toContain('SEC123');
    const kept = await w.ok('PUT', `/schedules/${signed.id}`, robot({ name: signed.name, url: 'https://oapi.dingtalk.com/robot/send?access_token=u' }));
    expect(kept.config).toMatchObject({ secretSet: true });
    const cleared = await w.ok('PUT', `/schedules/${signed.id}`, robot({ name: signed.name, url: 'https://oapi.dingtalk.com/robot/send?access_token=u', secret: '' }));
    expect(cleared.config).toMatchObject({ secretSet: false });
  });

  it('needs the schedule module and Manage, and sends only what the owner may View', async () => {
    const outsider = await w.api.member('sam');
    expect(await w.ok('GET', '/schedules', undefined, outsider.token)).toEqual([]);
    const schedule = await created();
    expect((await w.call('GET', `/schedules/${schedule.id}`, undefined, outsider.token)).status).toBe(404);
    expect((await w.call('POST', '/schedules', { isFolder: true, name: 'Mine' }, outsider.token)).status).toBe(403);
    expect((await w.call('POST', '/schedules/next-runs', { cronExpression: '* * * * *' }, outsider.token)).status).toBe(403);

    // The module alone lets nothing be managed.
    const planner = await w.api.member('pia');
    await w.api.grant({ type: 'user', id: planner.id }, { modules: { schedule: true } });
    expect((await w.call('POST', '/schedules', { isFolder: true, name: 'Pia' }, planner.token)).status).toBe(403);
    expect(await w.ok('POST', '/schedules/next-runs', { cronExpression: '0 8 * * *' }, planner.token)).toMatchObject({ timeZone: 'UTC' });
    expect((await w.call('POST', `/schedules/${schedule.id}/stop`, undefined, planner.token)).status).toBe(404);

    // Manage on all schedules; the chart is not theirs to view until granted.
    await w.api.grant({ type: 'user', id: planner.id }, { grants: [{ resourceType: 'schedule', resourceId: '*', privileges: ['manage'] }] });
    const refused = await create(mail(), planner.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errCode: 'SCHEDULE_CONTENT_UNAVAILABLE', message: `The chart "${chartId}" cannot be sent: it does not exist, or the schedule’s owner may not view it` });
    await w.api.grant({ type: 'user', id: planner.id }, { modules: { viz: true, schedule: true }, grants: [{ resourceType: 'viz', resourceId: chartId, privileges: ['view'] }] });
    const theirs = await created(mail(), planner.token);
    expect((await w.call('GET', `/schedules/${theirs.id}`, undefined, planner.token)).status).toBe(200);

    // It runs as Pia: the organisation's owner may not make it send what Pia may not View.
    const secret = (await w.chart('Secret chart')).id;
    const edit = await w.call('PUT', `/schedules/${theirs.id}`, mail({ name: theirs.name, contents: [{ vizType: 'chart', vizId: secret }] }));
    expect(edit.body).toMatchObject({ errCode: 'SCHEDULE_CONTENT_UNAVAILABLE' });
    expect((await create(mail({ contents: [{ vizType: 'dashboard', vizId: chartId }] }))).body).toMatchObject({ errCode: 'SCHEDULE_CONTENT_UNAVAILABLE' });
    expect((await create(mail({ contents: [{ vizType: 'storyboard', vizId: 'nothing' }] }))).body).toMatchObject({ errCode: 'SCHEDULE_CONTENT_UNAVAILABLE' });
  });
});
