import type { BoardDataEvent, SharedContent, ShareLink, ShareOptions } from '@redbi/shared/domain';
import { API_PREFIX, SHARE_SESSION_HEADER } from '@redbi/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type CallResult } from '../testing/testApp';
import { eventsOf } from './boardDataTestStream';
import { regionChartConfig, startVizWorld, type VizWorld } from './vizHandlersFixtures';

type Frame = Extract<BoardDataEvent, { type: 'frame' }>;
type Member = { id: string; token: string };

/**
 * A share never shows more than its sharer may see (issue 19). Rows follow the permission variable
 * sales_region (the North role sees the north; a member without a value sees nothing; the owner all). Rita
 * holds View and Share on the folder and no row of Orders; Mona holds the same and Manage on Orders; the
 * owner holds everything. A second view, Orders (audit), is the owner's alone.
 */
describe.each(backends)('what a share may show, on %s', (backend) => {
  let world: VizWorld;
  let chartId: string;
  let dashboardId: string;
  let storyboardId: string;
  let auditChartId: string;
  let rita: Member;
  let mona: Member;
  let nora: Member;

  const owner = () => world.api.token;
  const create = (body: Record<string, unknown>, token: string) => world.call('POST', '/shares', body, token);
  const created = async (body: Record<string, unknown>, token: string): Promise<ShareLink> => {
    const response = await create(body, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as ShareLink;
  };
  const subjects = { dataPermission: 'SUBJECTS', dataRoleIds: [] as string[] };
  const publicCall = (method: 'GET' | 'POST', path: string, options: { body?: unknown; session?: string; bearer?: string } = {}): Promise<CallResult> =>
    world.test.call(method, path, {
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.bearer ? { token: options.bearer } : {}),
      ...(options.session ? { headers: { [SHARE_SESSION_HEADER]: options.session } } : {}),
    });
  const open = async (token: string, bearer?: string): Promise<SharedContent> => {
    const response = await publicCall('POST', `/shares/${token}/open`, { body: {}, ...(bearer ? { bearer } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as SharedContent;
  };
  const boardData = (token: string, session: string, bearer?: string) =>
    publicCall('POST', `/shares/${token}/dashboards/${dashboardId}/data`, { body: { items: [{ widgetId: 'private' }] }, session, ...(bearer ? { bearer } : {}) });
  const regions = async (response: CallResult): Promise<string[]> => {
    expect(response.status, response.raw.toString('utf8')).toBe(200);
    const frame = eventsOf(response.raw).find((event): event is Frame => event.type === 'frame');
    if (!frame) throw new Error(response.raw.toString('utf8'));
    return frame.frame.rows.map(([region]) => String(region));
  };
  const chartRegions = async (token: string, session: string, bearer?: string): Promise<string[]> => {
    const response = await publicCall('POST', `/shares/${token}/charts/${chartId}/data`, { body: {}, session, ...(bearer ? { bearer } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body.data as { rows: unknown[][] }).rows.map(([region]) => String(region));
  };
  const optionsOf = async (vizType: string, vizId: string, token: string): Promise<ShareOptions['dataPermissions']> =>
    ((await world.ok('GET', `/shares/options?vizType=${vizType}&vizId=${vizId}`, undefined, token)) as unknown as ShareOptions).dataPermissions;
  const manageOrders = (privileges: string[]) =>
    world.api.grant({ type: 'user', id: mona.id }, { modules: { view: true }, grants: [{ resourceType: 'view', resourceId: world.viewId, privileges }] });

  beforeAll(async () => {
    world = await startVizWorld(backend);
    subjects.dataRoleIds = [world.northRoleId];
    const folderId = (await world.folder('Shared')).id;
    chartId = (await world.chart('Regions', { parentId: folderId })).id;
    const audit = await world.api.createView({
      name: 'Orders (audit)',
      sourceId: world.sourceId,
      script: 'SELECT id, region, amount, margin FROM orders',
      model: { columns: ['id', 'region', 'amount', 'margin'].map((name) => ({ name, type: name === 'region' ? 'string' : 'numeric' })) },
    });
    auditChartId = (await world.chart('Audit', { parentId: folderId, viewId: audit.id })).id;
    dashboardId = (
      await world.ok('POST', '/dashboards', {
        name: 'Board',
        parentId: folderId,
        config: {
          layout: 'auto',
          widgets: [
            { id: 'linked', name: 'linked', type: 'chart', config: { chartId } },
            { id: 'private', name: 'private', type: 'privateChart', config: { viewId: world.viewId, chart: regionChartConfig() } },
          ],
        },
      })
    ).id;
    for (const id of [chartId, auditChartId, dashboardId]) await world.ok('POST', `/vizs/${id}/publish`);
    storyboardId = (await world.ok('POST', '/storyboards', { name: 'Story', config: { pages: [{ id: 'p1', kind: 'dashboard', vizId: dashboardId, name: 'Board page' }] } })).id;
    await world.ok('POST', `/storyboards/${storyboardId}/publish`);
    const sharing = [{ resourceId: folderId, privileges: ['view', 'share'] }];
    rita = await world.viewer('rita', sharing);
    mona = await world.viewer('mona', sharing);
    nora = await world.viewer('nora', sharing, [world.northRoleId]);
    for (const member of [rita, mona, nora]) {
      await world.api.grant({ type: 'user', id: member.id }, { grants: [{ resourceType: 'storyboard', resourceId: storyboardId, privileges: ['share'] }] });
    }
    await manageOrders(['manage']);
  });
  afterAll(() => world?.close());

  describe('the chosen-subjects data permission', () => {
    it('is refused to a member who may not see all the subjects see: a chart, a dashboard, a storyboard', async () => {
      for (const [vizType, vizId] of [
        ['chart', () => chartId],
        ['dashboard', () => dashboardId],
        ['storyboard', () => storyboardId],
      ] as const) {
        expect(await optionsOf(vizType, vizId(), rita.token), vizType).toEqual(['SHARER', 'VIEWER']);
        const refused = await create({ vizType, vizId: vizId(), ...subjects }, rita.token);
        expect(refused.status, vizType).toBe(403);
        expect(refused.body).toMatchObject({
          errCode: 'SHARE_SUBJECTS_REFUSED',
          message: 'Only the organization’s owners and members who manage every view this content reads may share with the data permission of chosen roles and members',
        });
        expect(await optionsOf(vizType, vizId(), mona.token), vizType).toEqual(['SHARER', 'VIEWER', 'SUBJECTS']);
        expect(await optionsOf(vizType, vizId(), owner()), vizType).toEqual(['SHARER', 'VIEWER', 'SUBJECTS']);
      }
      // Her own link shows her rows: none (the permission variable has no value for her).
      const own = await created({ vizType: 'chart', vizId: chartId }, rita.token);
      expect(await chartRegions(own.token, (await open(own.token)).session)).toEqual([]);
      // Nor can she turn it into one, and it stays as it was.
      const edit = await world.call('PUT', `/shares/${own.share.id}`, subjects, rita.token);
      expect(edit.body.errCode).toBe('SHARE_SUBJECTS_REFUSED');
      expect(await chartRegions(own.token, (await open(own.token)).session)).toEqual([]);
      // The options answer only for those holding Share on the resource.
      expect((await world.call('GET', `/shares/options?vizType=chart&vizId=${chartId}`, undefined, (await world.api.member('zed')).token)).status).toBe(404);
    });

    it('is open to a member managing every view the content reads, and to the owner: the subjects’ rows show', async () => {
      const chart = await created({ vizType: 'chart', vizId: chartId, ...subjects }, mona.token);
      expect(await chartRegions(chart.token, (await open(chart.token)).session)).toEqual(['north']);
      const board = await created({ vizType: 'dashboard', vizId: dashboardId, ...subjects }, mona.token);
      expect(await regions(await boardData(board.token, (await open(board.token)).session))).toEqual(['north']);
      const story = await created({ vizType: 'storyboard', vizId: storyboardId, ...subjects }, owner());
      expect(await regions(await boardData(story.token, (await open(story.token)).session))).toEqual(['north']);
    });

    it('counts every view the content reads: a chart of another view on a storyboard page or a dashboard needs Manage on that view too', async () => {
      expect(await optionsOf('chart', auditChartId, mona.token)).toEqual(['SHARER', 'VIEWER']);
      const story = await world.ok('POST', '/storyboards', {
        name: 'Two views',
        config: {
          pages: [
            { id: 'p1', kind: 'dashboard', vizId: dashboardId, name: 'Board' },
            { id: 'p2', kind: 'chart', vizId: auditChartId, name: 'Audit' },
          ],
        },
      });
      await world.ok('POST', `/storyboards/${story.id}/publish`);
      await world.api.grant({ type: 'user', id: mona.id }, { grants: [{ resourceType: 'storyboard', resourceId: story.id, privileges: ['share'] }] });
      expect((await create({ vizType: 'storyboard', vizId: story.id, ...subjects }, mona.token)).body.errCode).toBe('SHARE_SUBJECTS_REFUSED');
      expect((await create({ vizType: 'storyboard', vizId: story.id, ...subjects }, owner())).status).toBe(200);
    });

    it('ends the link when its sharer no longer qualifies — Manage taken away, or a view added to the board — and the link answers as revoked', async () => {
      const link = await created({ vizType: 'dashboard', vizId: dashboardId, ...subjects }, mona.token);
      const { session } = await open(link.token);
      await manageOrders(['access']);
      try {
        expect((await publicCall('GET', `/shares/${link.token}`)).body.errCode).toBe('SHARE_REVOKED');
        expect((await publicCall('POST', `/shares/${link.token}/open`, { body: {} })).status).toBe(410);
        expect((await boardData(link.token, session)).body.errCode).toBe('SHARE_REVOKED');
      } finally {
        await manageOrders(['manage']);
      }
      expect(await regions(await boardData(link.token, session))).toEqual(['north']);

      const board = (await world.ok('GET', `/dashboards/${dashboardId}`)) as unknown as { config: { widgets: unknown[] } };
      const widened = { ...board.config, widgets: [...board.config.widgets, { id: 'audit', name: 'audit', type: 'chart', config: { chartId: auditChartId } }] };
      await world.ok('PUT', `/dashboards/${dashboardId}`, { name: 'Board', config: widened });
      try {
        expect((await boardData(link.token, session)).body.errCode).toBe('SHARE_REVOKED');
      } finally {
        await world.ok('PUT', `/dashboards/${dashboardId}`, { name: 'Board', config: board.config });
      }
      expect((await boardData(link.token, session)).status).toBe(200);
    });

    it('lets no one else re-publish a share: changing it, a new link or a new code is for its sharer or one who may see all it shows; revoking is for anyone holding Share', async () => {
      const link = await created({ vizType: 'dashboard', vizId: dashboardId, ...subjects, verification: 'CODE' }, owner());
      for (const [method, path, body] of [
        ['PUT', `/shares/${link.share.id}`, {}],
        ['POST', `/shares/${link.share.id}/link`, undefined],
        ['POST', `/shares/${link.share.id}/code`, undefined],
      ] as const) {
        const refused = await world.call(method, path, body, rita.token);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body.message).toBe('Only its sharer, the organization’s owners and members who manage every view it reads may change this share or make it a new link or code');
      }
      // Mona sees all it shows: she may change it.
      expect((await world.call('POST', `/shares/${link.share.id}/code`, undefined, mona.token)).status).toBe(200);
      expect((await world.call('DELETE', `/shares/${link.share.id}`, undefined, rita.token)).status).toBe(200);
    });
  });

  describe('a LOGIN share session', () => {
    it('belongs to the signed-in viewer who opened it: another user’s token, none, a new sign-in, a logout, a password change or leaving the organisation end it', async () => {
      const link = await created({ vizType: 'chart', vizId: chartId, verification: 'LOGIN', dataPermission: 'VIEWER', allowDownload: true }, owner());
      const viewer = await world.api.member('vera', [world.northRoleId]);
      const { session } = await open(link.token, viewer.token);
      expect(await chartRegions(link.token, session, viewer.token)).toEqual(['north']);
      const image = (bearer?: string) => publicCall('GET', `/shares/${link.token}/charts/${chartId}/image?format=svg`, { session, ...(bearer ? { bearer } : {}) });
      expect((await image(viewer.token)).status).toBe(200);

      const dataWith = (bearer?: string) => publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, { body: {}, session, ...(bearer ? { bearer } : {}) });
      for (const other of [owner(), nora.token]) {
        const replayed = await dataWith(other);
        expect(replayed.status).toBe(403);
        expect(replayed.body.errCode).toBe('SHARE_SESSION_INVALID');
        expect((await image(other)).status).toBe(403);
      }
      expect((await dataWith()).body).toMatchObject({ errCode: 'SHARE_LOGIN_REQUIRED' });
      expect((await dataWith()).status).toBe(403);

      // Another sign-in of the same viewer opens its own share session.
      const again = await world.test.call('POST', '/users/login', { body: { username: 'vera', password: 'secret1' } });
      expect((await dataWith(again.token)).body.errCode).toBe('SHARE_SESSION_INVALID');
      const second = (await open(link.token, again.token)).session;
      expect(await chartRegions(link.token, second, again.token)).toEqual(['north']);

      // Logout ends the first; a password change ends the second (its new token needs a new share session).
      expect((await world.test.call('POST', '/users/logout', { token: viewer.token })).status).toBe(200);
      expect((await dataWith(viewer.token)).status).toBe(403);
      expect((await dataWith(viewer.token)).body.errCode).toBe('SHARE_LOGIN_REQUIRED');
      const changed = await world.test.call('PUT', '/users/change/password', { token: again.token, body: { oldPassword: 'secret1', newPassword: 'secret2', confirmPassword: 'secret2' } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const secondWith = (bearer: string | undefined) => publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, { body: {}, session: second, ...(bearer ? { bearer } : {}) });
      expect((await secondWith(again.token)).body.errCode).toBe('SHARE_LOGIN_REQUIRED');
      expect((await secondWith(changed.token)).body.errCode).toBe('SHARE_SESSION_INVALID');

      // Removal from the organisation: refused, with the viewer's own valid token.
      const third = (await open(link.token, changed.token)).session;
      await world.ok('DELETE', `/members/${viewer.id}`);
      const removed = await publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, { body: {}, session: third, bearer: changed.token ?? '' });
      expect(removed.status).toBe(403);
      expect(removed.body.errCode).toBe('SHARE_VIEWER_REFUSED');
    });
  });

  describe('access codes from IPv6 clients', () => {
    /** Opens a CODE share from a client address of the test's choosing. */
    async function openFrom(address: string, token: string, code: string) {
      const response = await world.test.app.inject({ method: 'POST', url: `${API_PREFIX}/shares/${token}/open`, remoteAddress: address, payload: { code } });
      return { status: response.statusCode, errCode: response.json<{ errCode?: string }>().errCode };
    }

    it('counts the addresses of one /64 as one client: five wrong codes from five of its addresses, and a sixth address of it waits', async () => {
      const link = await created({ vizType: 'chart', vizId: chartId, verification: 'CODE' }, owner());
      const code = link.share.code ?? '';
      for (let i = 1; i <= 5; i++) expect((await openFrom(`2001:db8:42:1::${i}`, link.token, 'GUESS000')).errCode).toBe('SHARE_CODE_WRONG');
      expect(await openFrom('2001:db8:42:1:8000:dead:beef:1', link.token, code)).toEqual({ status: 429, errCode: 'TOO_MANY_REQUESTS' });
      expect((await openFrom('2001:db8:42:2::1', link.token, code)).status).toBe(200);
      expect((await openFrom('::ffff:198.51.100.7', link.token, code)).status).toBe(200);
    });
  });
});
