import type { Share, ShareLink } from '@redbi/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type CallResult } from '../testing/testApp';
import { shareCalls } from './shareTestCalls';
import { regionChartConfig, startVizWorld, type VizWorld } from './vizHandlersFixtures';

/**
 * Share links of a deleted resource (issue 13): deleting a chart, a dashboard or a storyboard deletes its
 * links — revoked ones too — and their visit logs, in the transaction that deletes it; its links then answer
 * as an unknown one (404 SHARE_NOT_FOUND). The recycle bin deletes nothing: a link there answers 404 and
 * works again once the resource is restored. Deleting an organisation deletes its links.
 */
describe.each(backends)('deleting a shared resource, on %s', (backend) => {
  let world: VizWorld;
  /** What an unknown link answers (status, code, message), which a deleted resource's link must answer too. */
  let unknownAnswer: { status: number; errCode: unknown; message: unknown };

  const answerOf = (response: CallResult) => ({ status: response.status, errCode: response.body.errCode, message: response.body.message });
  const { share, publicCall, open } = shareCalls(() => world);
  const chartData = (token: string, chartId: string, session: string) => publicCall('POST', `/shares/${token}/charts/${chartId}/data`, session, {});
  const boardData = (token: string, dashboardId: string, session: string) =>
    publicCall('POST', `/shares/${token}/dashboards/${dashboardId}/data`, session, { items: [{ widgetId: 'regions' }] });
  const listed = async (query = ''): Promise<string[]> => ((await world.ok('GET', `/shares${query}`)) as unknown as Share[]).map((listedShare) => listedShare.id);
  const board = (name: string) =>
    world.ok('POST', '/dashboards', {
      name,
      config: { layout: 'auto', widgets: [{ id: 'regions', name: 'regions', type: 'privateChart', config: { viewId: world.viewId, chart: regionChartConfig() } }] },
    });

  /** The link is gone: its row and visits deleted, out of the lists, and every call through it answers as an unknown link. */
  async function expectGone(link: ShareLink, dataCall?: () => Promise<CallResult>): Promise<void> {
    expect(await world.test.countRows('shares', 'id', link.share.id)).toBe(0);
    expect(await world.test.countRows('share_visits', 'share_id', link.share.id)).toBe(0);
    expect(await listed()).not.toContain(link.share.id);
    const calls = [publicCall('GET', `/shares/${link.token}`), publicCall('POST', `/shares/${link.token}/open`, undefined, {}), ...(dataCall ? [dataCall()] : [])];
    for (const response of await Promise.all(calls)) expect(answerOf(response)).toEqual(unknownAnswer);
  }

  beforeAll(async () => {
    world = await startVizWorld(backend);
    unknownAnswer = answerOf(await world.test.call('GET', `/shares/${'x'.repeat(43)}`));
    expect(unknownAnswer).toMatchObject({ status: 404, errCode: 'SHARE_NOT_FOUND' });
  });
  afterAll(() => world?.close());

  it('a chart: its links, revoked ones too, and their visits go; another chart’s links stay', async () => {
    const chart = await world.chart('Doomed chart');
    const other = await world.chart('Kept chart');
    const link = await share('chart', chart.id);
    const revoked = await share('chart', chart.id, { verification: 'CODE' });
    await world.ok('DELETE', `/shares/${revoked.share.id}`);
    const kept = await share('chart', other.id);
    const session = await open(link.token);
    expect((await chartData(link.token, chart.id, session)).status).toBe(200);
    expect(await world.test.countRows('share_visits', 'share_id', link.share.id)).toBe(1);
    expect(await listed(`?vizType=chart&vizId=${chart.id}`)).toEqual(expect.arrayContaining([link.share.id, revoked.share.id]));

    await world.ok('DELETE', `/vizs/${chart.id}`);

    await expectGone(link, () => chartData(link.token, chart.id, session));
    await expectGone(revoked);
    expect(await listed()).toContain(kept.share.id);
    expect((await chartData(kept.token, other.id, await open(kept.token))).status).toBe(200);
  });

  it('a dashboard, from the recycle bin: its links and their visits go', async () => {
    const dashboard = await board('Doomed board');
    const link = await share('dashboard', dashboard.id, { allowDownload: true });
    const session = await open(link.token);
    expect((await boardData(link.token, dashboard.id, session)).status).toBe(200);
    await world.ok('POST', `/vizs/${dashboard.id}/archive`);

    await world.ok('DELETE', `/vizs/${dashboard.id}`);

    await expectGone(link, () => boardData(link.token, dashboard.id, session));
  });

  it('a storyboard: its links and their visits go, not those of the charts its pages show', async () => {
    const chart = await world.chart('Story chart');
    const storyboard = await world.ok('POST', '/storyboards', { name: 'Doomed story', config: { pages: [{ id: 'p1', kind: 'chart', vizId: chart.id, name: 'Chart page' }] } });
    await world.ok('POST', `/storyboards/${storyboard.id}/publish`);
    const link = await share('storyboard', storyboard.id);
    const chartLink = await share('chart', chart.id);
    const session = await open(link.token);
    expect((await chartData(link.token, chart.id, session)).status).toBe(200);

    await world.ok('DELETE', `/storyboards/${storyboard.id}`);

    await expectGone(link, () => chartData(link.token, chart.id, session));
    expect(await world.test.countRows('shares', 'id', chartLink.share.id)).toBe(1);
    expect((await chartData(chartLink.token, chart.id, await open(chartLink.token))).status).toBe(200);
  });

  it('the recycle bin keeps the links: 404 while the resource is there, working again once it is restored', async () => {
    const dashboard = await board('Binned board');
    const link = await share('dashboard', dashboard.id);
    await world.ok('POST', `/vizs/${dashboard.id}/archive`);
    expect(answerOf(await publicCall('GET', `/shares/${link.token}`))).toEqual(unknownAnswer);
    expect(await listed()).not.toContain(link.share.id);
    expect(await world.test.countRows('shares', 'id', link.share.id)).toBe(1);

    await world.ok('POST', `/vizs/${dashboard.id}/restore`, {});

    expect(await listed()).toContain(link.share.id);
    expect((await boardData(link.token, dashboard.id, await open(link.token))).status).toBe(200);
  });

  it('an organisation: its links and their visits go with it', async () => {
    const owner = world.api.token;
    const created = await world.test.call('POST', '/orgs', { token: owner, body: { name: 'Doomed org' } });
    const orgId = (created.body.data as { id: string }).id;
    const inOrg = async (method: 'POST' | 'DELETE', path: string, body: unknown = {}) => {
      const response = await world.test.call(method, `/orgs/${orgId}${path}`, { token: owner, body });
      expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
      return response.body.data as { id: string };
    };
    const storyboard = await inOrg('POST', '/storyboards', { name: 'Empty story' });
    await inOrg('POST', `/storyboards/${storyboard.id}/publish`);
    const link = (await inOrg('POST', '/shares', { vizType: 'storyboard', vizId: storyboard.id })) as unknown as ShareLink;
    await open(link.token);
    expect(await world.test.countRows('share_visits', 'share_id', link.share.id)).toBe(1);

    await inOrg('DELETE', '', { name: 'Doomed org' });

    expect(await world.test.countRows('shares', 'org_id', orgId)).toBe(0);
    expect(await world.test.countRows('share_visits', 'share_id', link.share.id)).toBe(0);
    expect(answerOf(await publicCall('GET', `/shares/${link.token}`))).toEqual(unknownAnswer);
  });
});
