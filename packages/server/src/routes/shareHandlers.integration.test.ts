import type { BoardDataEvent, ShareLink, SharedContent, Share, ShareVisit } from '@redbi/shared/domain';
import { API_PREFIX, SHARE_SESSION_HEADER } from '@redbi/shared/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, testClock, type CallResult } from '../testing/testApp';
import { eventsOf } from './boardDataTestStream';
import { regionChartConfig, startVizWorld, type VizWorld } from './vizHandlersFixtures';

type Frame = Extract<BoardDataEvent, { type: 'frame' }>;
type Member = { id: string; token: string };

const regionsOf = (events: BoardDataEvent[], widgetId: string): string[] => {
  const frame = events.find((event): event is Frame => event.type === 'frame' && event.widgetId === widgetId);
  if (!frame) throw new Error(`no frame for ${widgetId}: ${JSON.stringify(events)}`);
  return frame.frame.rows.map(([region]) => String(region));
};

/**
 * Share links (issue 13): management needs Share on the resource; a link opens with its verification (the
 * code rate-limited per link and address); every data call re-checks the share and its session, reads only
 * what the share shows, and runs with the share's data permission (rows follow the permission variable
 * sales_region: the North role sees the north, a member without a value nothing, the owner everything).
 */
describe.each(backends)('share links, on %s', (backend) => {
  const clock = testClock(new Date('2026-11-27T10:00:00Z'));
  let world: VizWorld;
  let folderId: string;
  let chartId: string;
  let otherChartId: string;
  let dashboardId: string;
  let otherDashboardId: string;
  /** In the North role, with View and Share on the folder. */
  let sam: Member;
  /** View only on the folder. */
  let vic: Member;
  /** A member without role nor privileges. */
  let val: Member;
  /** In the North role, no privileges. */
  let nora: Member;

  const inFuture = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
  const create = async (body: Record<string, unknown>, token = sam.token): Promise<ShareLink> => (await world.ok('POST', '/shares', body, token)) as unknown as ShareLink;
  const shareDashboard = (settings: Record<string, unknown> = {}, token?: string) => create({ vizType: 'dashboard', vizId: dashboardId, ...settings }, token);
  const publicCall = (method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string; session?: string } = {}): Promise<CallResult> =>
    world.test.call(method, path, { ...(options.body === undefined ? {} : { body: options.body }), ...(options.token ? { token: options.token } : {}), ...(options.session ? { headers: { [SHARE_SESSION_HEADER]: options.session } } : {}) });
  /** Opens a share from a client address of the test's choosing. */
  async function openFrom(address: string, token: string, body: Record<string, unknown> = {}, bearer?: string) {
    const response = await world.test.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/shares/${token}/open`,
      remoteAddress: address,
      headers: { 'accept-language': 'en-US', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      payload: body,
    });
    return { status: response.statusCode, body: response.json<{ errCode?: string; data?: SharedContent }>(), retryAfter: response.headers['retry-after'] };
  }
  const open = async (token: string, body: Record<string, unknown> = {}, bearer?: string): Promise<SharedContent> => {
    const response = await publicCall('POST', `/shares/${token}/open`, { body, ...(bearer ? { token: bearer } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as SharedContent;
  };
  /** The shared board's data; `bearer`: the viewer's sign-in, which a LOGIN share's calls carry. */
  const boardData = (
    token: string,
    session: string | undefined,
    board = dashboardId,
    body: Record<string, unknown> = { items: [{ widgetId: 'linked' }, { widgetId: 'private' }] },
    bearer?: string,
  ) => publicCall('POST', `/shares/${token}/dashboards/${board}/data`, { body, ...(session ? { session } : {}), ...(bearer ? { token: bearer } : {}) });
  const regions = async (token: string, session: string, widgetId = 'private', bearer?: string) => {
    const response = await boardData(token, session, dashboardId, undefined, bearer);
    expect(response.status, response.raw.toString('utf8')).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
    return regionsOf(eventsOf(response.raw), widgetId);
  };
  const errCode = (response: CallResult) => response.body.errCode;

  beforeAll(async () => {
    // The link's cap on wrong codes from everywhere lowered from 1,000 an hour, to reach it in a test.
    world = await startVizWorld(backend, { now: clock.now, env: { SHARE_CODE_MAX_WRONG_PER_LINK: '30' } });
    folderId = (await world.folder('Shared')).id;
    chartId = (await world.chart('Linked chart', { parentId: folderId })).id;
    otherChartId = (await world.chart('Other chart', { parentId: folderId })).id;
    const board = (name: string) =>
      world.ok('POST', '/dashboards', {
        name,
        parentId: folderId,
        config: {
          layout: 'auto',
          widgets: [
            { id: 'linked', name: 'linked', type: 'chart', config: { chartId } },
            { id: 'private', name: 'private', type: 'privateChart', config: { viewId: world.viewId, chart: regionChartConfig() } },
          ],
        },
      });
    dashboardId = (await board('Shared board')).id;
    otherDashboardId = (await board('Other board')).id;
    for (const id of [chartId, otherChartId, dashboardId, otherDashboardId]) await world.ok('POST', `/vizs/${id}/publish`);
    sam = await world.viewer('sam', [{ resourceId: folderId, privileges: ['view', 'share'] }], [world.northRoleId]);
    vic = await world.viewer('vic', [{ resourceId: folderId, privileges: ['view'] }]);
    val = await world.api.member('val');
    nora = await world.api.member('nora', [world.northRoleId]);
  });
  afterAll(() => world?.close());

  describe('management', () => {
    it('makes a link with Share on the resource: the token is answered once and only its hash is stored', async () => {
      const link = await shareDashboard();
      expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(link.url).toMatch(new RegExp(`/redBi/shareDashboard/${link.token}$`));
      expect(link.share).toMatchObject({ vizType: 'dashboard', vizId: dashboardId, vizName: 'Shared board', verification: 'NONE', dataPermission: 'SHARER', code: null, state: 'active', visitCount: 0 });
      expect(link.share.createdBy).toEqual({ id: sam.id, name: 'SAM' });
      const [row] = await world.test.rows('shares', 'id', link.share.id);
      expect(row?.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(link.token);
    });

    it('refuses a member with View only (403), and hides resources of which a member holds nothing (404)', async () => {
      const refused = await world.call('POST', '/shares', { vizType: 'dashboard', vizId: dashboardId }, vic.token);
      expect(refused.status).toBe(403);
      const hidden = await world.call('POST', '/shares', { vizType: 'dashboard', vizId: dashboardId }, val.token);
      expect(hidden.status).toBe(404);
      const link = await shareDashboard();
      for (const [method, path, body] of [
        ['PUT', `/shares/${link.share.id}`, {}],
        ['DELETE', `/shares/${link.share.id}`, undefined],
        ['POST', `/shares/${link.share.id}/code`, undefined],
        ['POST', `/shares/${link.share.id}/link`, undefined],
        ['GET', `/shares/${link.share.id}/visits`, undefined],
        ['GET', `/shares?vizType=dashboard&vizId=${dashboardId}`, undefined],
      ] as const) {
        expect((await world.call(method, path, body, vic.token)).status, `${method} ${path}`).toBe(403);
      }
      expect(await world.ok('GET', '/shares', undefined, vic.token)).toEqual([]);
    });

    it('lists the shares of a resource and of the organisation for those who may share them', async () => {
      const link = await shareDashboard();
      const ofBoard = (await world.ok('GET', `/shares?vizType=dashboard&vizId=${dashboardId}`, undefined, sam.token)) as unknown as Share[];
      expect(ofBoard.map((share) => share.id)).toContain(link.share.id);
      expect(ofBoard.every((share) => share.vizId === dashboardId)).toBe(true);
      const all = (await world.ok('GET', '/shares')) as unknown as Share[];
      expect(all.map((share) => share.id)).toContain(link.share.id);
    });

    it('checks the settings: a future expiry, VIEWER only with LOGIN, SUBJECTS with subjects of the organisation', async () => {
      const invalid = async (settings: Record<string, unknown>) => {
        const response = await world.call('POST', '/shares', { vizType: 'dashboard', vizId: dashboardId, ...settings }, sam.token);
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        return response.body.message;
      };
      expect(await invalid({ expiresAt: '2026-11-27T09:00:00Z' })).toBe('The expiry date must lie in the future');
      expect(await invalid({ dataPermission: 'VIEWER' })).toBe('The viewer’s data permission needs the LOGIN verification');
      expect(await invalid({ dataPermission: 'SUBJECTS' })).toBe('Choose at least one role or member whose data permission applies');
      expect(await invalid({ dataPermission: 'SUBJECTS', dataUserIds: ['nobody'] })).toBe('The role or member "nobody" is not in the organization');
      expect(await invalid({ verification: 'LOGIN', viewerRoleIds: ['nobody'] })).toContain('"nobody"');
    });

    it('edits, regenerates the code and the link, and revokes', async () => {
      const link = await shareDashboard();
      const id = link.share.id;
      const coded = (await world.ok('PUT', `/shares/${id}`, { verification: 'CODE', expiresAt: inFuture(3), allowDownload: true }, sam.token)) as unknown as Share;
      expect(coded).toMatchObject({ verification: 'CODE', allowDownload: true, expiresAt: inFuture(3) });
      expect(coded.code).toMatch(/^[0-9A-HJ-NP-Z]{8}$/);
      const [row] = await world.test.rows('shares', 'id', id);
      expect(row?.code_sealed).toMatch(/^v1:/);
      expect(String(row?.code_sealed)).not.toContain(coded.code ?? '-');
      const { code } = (await world.ok('POST', `/shares/${id}/code`, undefined, sam.token)) as unknown as { code: string };
      expect(code).not.toBe(coded.code);
      expect(((await world.ok('GET', `/shares?vizType=dashboard&vizId=${dashboardId}`, undefined, sam.token)) as unknown as Share[]).find((share) => share.id === id)?.code).toBe(code);
      const relinked = (await world.ok('POST', `/shares/${id}/link`, undefined, sam.token)) as unknown as ShareLink;
      expect(relinked.token).not.toBe(link.token);
      expect(errCode(await publicCall('GET', `/shares/${link.token}`))).toBe('SHARE_NOT_FOUND');
      expect((await publicCall('GET', `/shares/${relinked.token}`)).body.data).toMatchObject({ vizType: 'dashboard', name: 'Shared board', verification: 'CODE' });
      const plain = await world.call('PUT', `/shares/${id}`, { verification: 'NONE' }, sam.token);
      expect((plain.body.data as Share).code).toBeNull();
      expect((await world.call('POST', `/shares/${id}/code`, undefined, sam.token)).status).toBe(400);
      const revoked = (await world.ok('DELETE', `/shares/${id}`, undefined, sam.token)) as unknown as Share;
      expect(revoked.state).toBe('revoked');
      expect(errCode(await world.call('PUT', `/shares/${id}`, {}, sam.token))).toBe('SHARE_REVOKED');
    });
  });

  describe('opening a link', () => {
    it('answers what an unknown, expired or revoked link is, in the viewer’s language', async () => {
      const unknown = await world.test.call('GET', `/shares/${'x'.repeat(43)}`, { lang: 'zh-CN' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ errCode: 'SHARE_NOT_FOUND', message: '此分享链接不存在。请检查链接，或请分享者重新分享。' });
      const expiring = await shareDashboard({ expiresAt: inFuture(1) });
      const opened = await open(expiring.token);
      const revoked = await shareDashboard();
      const revokedSession = (await open(revoked.token)).session;
      await world.ok('DELETE', `/shares/${revoked.share.id}`, undefined, sam.token);
      for (const path of ['', '/open']) expect(errCode(await publicCall(path ? 'POST' : 'GET', `/shares/${revoked.token}${path}`, { body: {} }))).toBe('SHARE_REVOKED');
      expect((await boardData(revoked.token, revokedSession)).status).toBe(410);
      clock.advance(2 * 24 * 60);
      try {
        const expired = await publicCall('GET', `/shares/${expiring.token}`);
        expect(expired.status).toBe(410);
        expect(expired.body).toMatchObject({ errCode: 'SHARE_EXPIRED', message: 'This share link has expired. Ask its sharer for a new one.' });
        expect(errCode(await boardData(expiring.token, opened.session))).toBe('SHARE_EXPIRED');
      } finally {
        clock.advance(-2 * 24 * 60);
      }
    });

    it('NONE: opens for anyone, with the dashboard (View only) and a session; the data is the sharer’s', async () => {
      const link = await shareDashboard();
      const content = await open(link.token);
      expect(content).toMatchObject({ vizType: 'dashboard', name: 'Shared board', allowDownload: false, charts: {}, sessionTtlSec: 7200 });
      expect(content.dashboards[dashboardId]?.privileges).toEqual(['view']);
      expect(Object.keys(content.dashboards[dashboardId]?.charts ?? {})).toEqual([chartId]);
      expect(await regions(link.token, content.session)).toEqual(['north']);
      expect(await regions(link.token, content.session, 'linked')).toEqual(['north']);
    });

    it('CODE: asks for the code, refuses a wrong one, opens with the right one', async () => {
      const link = await shareDashboard({ verification: 'CODE' });
      expect(errCode(await publicCall('POST', `/shares/${link.token}/open`, { body: {} }))).toBe('SHARE_CODE_REQUIRED');
      expect(errCode(await publicCall('POST', `/shares/${link.token}/open`, { body: { code: 'WRONG123' } }))).toBe('SHARE_CODE_WRONG');
      const content = await open(link.token, { code: link.share.code?.toLowerCase() });
      expect(await regions(link.token, content.session)).toEqual(['north']);
    });

    it('CODE: a brute force is throttled per link and address with 429 and Retry-After; the right code still opens elsewhere', async () => {
      const link = await shareDashboard({ verification: 'CODE' });
      for (let i = 0; i < 5; i++) expect((await openFrom('10.9.9.9', link.token, { code: `GUESS00${i}` })).body.errCode).toBe('SHARE_CODE_WRONG');
      const throttled = await openFrom('10.9.9.9', link.token, { code: link.share.code ?? '' });
      expect(throttled.status).toBe(429);
      expect(throttled.body.errCode).toBe('TOO_MANY_REQUESTS');
      expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
      expect((await openFrom('10.9.9.10', link.token, { code: link.share.code ?? '' })).status).toBe(200);
      // Guesses from many addresses: once the link failed 30 times, new addresses wait; one already in does not.
      for (let i = 0; i < 25; i++) await openFrom(`10.8.0.${i}`, link.token, { code: 'GUESS999' });
      expect((await openFrom('10.7.7.7', link.token, { code: link.share.code ?? '' })).status).toBe(429);
      expect((await openFrom('10.9.9.10', link.token, { code: link.share.code ?? '' })).status).toBe(200);
    });

    it('LOGIN: needs a signed-in member; chosen members and roles only when chosen', async () => {
      const anyMember = await shareDashboard({ verification: 'LOGIN' });
      expect(errCode(await publicCall('POST', `/shares/${anyMember.token}/open`, { body: {} }))).toBe('SHARE_LOGIN_REQUIRED');
      await open(anyMember.token, {}, val.token);
      const chosen = await shareDashboard({ verification: 'LOGIN', viewerUserIds: [val.id], viewerRoleIds: [world.northRoleId] });
      await open(chosen.token, {}, val.token);
      await open(chosen.token, {}, nora.token);
      await open(chosen.token, {}, world.api.token);
      const refused = await publicCall('POST', `/shares/${chosen.token}/open`, { body: {}, token: vic.token });
      expect(refused.status).toBe(403);
      expect(errCode(refused)).toBe('SHARE_VIEWER_REFUSED');
      // Someone who left the organisation is refused, and so is their session.
      const leaver = await world.api.member('leo');
      const session = (await open(anyMember.token, {}, leaver.token)).session;
      await world.ok('DELETE', `/members/${leaver.id}`);
      expect(errCode(await publicCall('POST', `/shares/${anyMember.token}/open`, { body: {}, token: leaver.token }))).toBe('SHARE_VIEWER_REFUSED');
      expect(errCode(await boardData(anyMember.token, session, dashboardId, undefined, leaver.token))).toBe('SHARE_VIEWER_REFUSED');
    });

    it('logs every visit: when, by whom when signed in, from where', async () => {
      const link = await shareDashboard({ verification: 'LOGIN' });
      await openFrom('10.1.2.3', link.token, {}, val.token);
      clock.advance(1);
      await openFrom('10.1.2.4', link.token, {}, nora.token);
      const visits = (await world.ok('GET', `/shares/${link.share.id}/visits`, undefined, sam.token)) as unknown as ShareVisit[];
      expect(visits.map((visit) => [visit.viewer?.name, visit.address])).toEqual([
        ['NORA', '10.1.2.4'],
        ['VAL', '10.1.2.3'],
      ]);
      const listed = ((await world.ok('GET', `/shares?vizType=dashboard&vizId=${dashboardId}`, undefined, sam.token)) as unknown as Share[]).find((share) => share.id === link.share.id);
      expect(listed).toMatchObject({ visitCount: 2, lastVisitAt: clock.now().toISOString() });
      expect(await world.test.countRows('share_visits', 'share_id', link.share.id)).toBe(2);
    });
  });

  describe('data through a share', () => {
    it('runs as the sharer, as the viewer, or as chosen subjects: different rows under the permission variable', async () => {
      const sharers = await shareDashboard();
      expect(await regions(sharers.token, (await open(sharers.token)).session)).toEqual(['north']);
      const viewers = await shareDashboard({ verification: 'LOGIN', dataPermission: 'VIEWER' });
      expect(await regions(viewers.token, (await open(viewers.token, {}, val.token)).session, 'private', val.token)).toEqual([]);
      expect(await regions(viewers.token, (await open(viewers.token, {}, nora.token)).session, 'private', nora.token)).toEqual(['north']);
      expect(await regions(viewers.token, (await open(viewers.token, {}, world.api.token)).session, 'private', world.api.token)).toEqual(['east', 'north', 'south']);
      // SUBJECTS is the owner's to choose (shareSharerBounds.integration.test.ts: who may).
      const owner = world.api.token;
      const northRole = await shareDashboard({ dataPermission: 'SUBJECTS', dataRoleIds: [world.northRoleId] }, owner);
      expect(await regions(northRole.token, (await open(northRole.token)).session)).toEqual(['north']);
      // A member without a value for the permission variable: no rows (fails closed), not all of them.
      const valOnly = await shareDashboard({ dataPermission: 'SUBJECTS', dataUserIds: [val.id] }, owner);
      expect(await regions(valOnly.token, (await open(valOnly.token)).session)).toEqual([]);
      // A chosen member brings the rows of their roles (Nora is in North).
      const noraOnly = await shareDashboard({ dataPermission: 'SUBJECTS', dataUserIds: [nora.id] }, owner);
      expect(await regions(noraOnly.token, (await open(noraOnly.token)).session)).toEqual(['north']);
    });

    it('reads only the shared dashboard’s widgets: no other board, no widget off the board, no draft', async () => {
      const link = await shareDashboard();
      const { session } = await open(link.token);
      const other = await boardData(link.token, session, otherDashboardId);
      expect(other.status).toBe(404);
      expect(errCode(await boardData(link.token, session, dashboardId, { items: [{ widgetId: 'nowhere' }] }))).toBe('NOT_FOUND');
      const draft = await boardData(link.token, session, dashboardId, {
        items: [{ widgetId: 'private' }],
        draft: { layout: 'auto', widgets: [{ id: 'private', name: 'private', type: 'privateChart', config: { viewId: world.viewId, chart: regionChartConfig() } }] },
      });
      expect(draft.status).toBe(400);
      // The charts of a shared dashboard are read through the board's request only (its controllers apply).
      expect((await publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, { body: {}, session })).status).toBe(404);
      expect((await publicCall('POST', `/shares/${link.token}/charts/${otherChartId}/data`, { body: {}, session })).status).toBe(404);
    });

    it('needs a session of this share, for its current link and settings', async () => {
      const first = await shareDashboard();
      const second = await shareDashboard();
      const firstSession = (await open(first.token)).session;
      expect(errCode(await boardData(first.token, undefined))).toBe('SHARE_SESSION_INVALID');
      expect(errCode(await boardData(first.token, 'forged'))).toBe('SHARE_SESSION_INVALID');
      expect(errCode(await boardData(second.token, firstSession))).toBe('SHARE_SESSION_INVALID');
      await world.ok('PUT', `/shares/${first.share.id}`, { allowDownload: true }, sam.token);
      expect(errCode(await boardData(first.token, firstSession))).toBe('SHARE_SESSION_INVALID');
      const fresh = (await open(first.token)).session;
      const relinked = (await world.ok('POST', `/shares/${first.share.id}/link`, undefined, sam.token)) as unknown as ShareLink;
      expect(errCode(await boardData(relinked.token, fresh))).toBe('SHARE_SESSION_INVALID');
    });

    it('a chart share reads that chart only (a hand-made query changes nothing), and draws it only when downloads are allowed', async () => {
      const link = await create({ vizType: 'chart', vizId: chartId });
      const content = await open(link.token);
      expect(Object.keys(content.charts)).toEqual([chartId]);
      const data = await publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, { body: {}, session: content.session });
      expect(data.status).toBe(200);
      expect((data.body.data as { rows: unknown[][] }).rows.map(([region]) => region)).toEqual(['north']);
      const handMade = await publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, {
        body: { viewId: world.viewId, columns: [{ column: 'margin' }], params: { sales_region: ['south'] } },
        session: content.session,
      });
      expect(handMade.body.data).toEqual(data.body.data);
      expect((await publicCall('POST', `/shares/${link.token}/charts/${otherChartId}/data`, { body: {}, session: content.session })).status).toBe(404);
      expect(errCode(await publicCall('GET', `/shares/${link.token}/charts/${chartId}/image?format=svg`, { session: content.session }))).toBe('SHARE_DOWNLOAD_REFUSED');
      const downloadable = await create({ vizType: 'chart', vizId: chartId, allowDownload: true });
      const image = await publicCall('GET', `/shares/${downloadable.token}/charts/${chartId}/image?format=svg`, { session: (await open(downloadable.token)).session });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    });

    it('a storyboard share reads its pages’ dashboards and charts, nothing else', async () => {
      const storyboard = await world.ok('POST', '/storyboards', {
        name: 'Shared story',
        config: {
          pages: [
            { id: 'p1', kind: 'dashboard', vizId: dashboardId, name: 'Board page' },
            { id: 'p2', kind: 'chart', vizId: otherChartId, name: 'Chart page' },
          ],
        },
      });
      await world.ok('POST', `/storyboards/${storyboard.id}/publish`);
      expect((await world.call('POST', '/shares', { vizType: 'storyboard', vizId: storyboard.id }, vic.token)).status).toBe(404);
      await world.api.grant({ type: 'user', id: vic.id }, { grants: [{ resourceType: 'storyboard', resourceId: storyboard.id, privileges: ['view'] }] });
      expect((await world.call('POST', '/shares', { vizType: 'storyboard', vizId: storyboard.id }, vic.token)).status).toBe(403);
      await world.api.grant({ type: 'user', id: sam.id }, { grants: [{ resourceType: 'storyboard', resourceId: storyboard.id, privileges: ['share'] }] });
      const link = await create({ vizType: 'storyboard', vizId: storyboard.id, allowDownload: true });
      expect(link.url).toMatch(new RegExp(`/redBi/shareStoryPlayer/${link.token}$`));
      const content = await open(link.token);
      expect(content.storyboard?.config.pages.map((page) => page.name)).toEqual(['Board page', 'Chart page']);
      expect(Object.keys(content.dashboards)).toEqual([dashboardId]);
      expect(content.dashboards[dashboardId]?.privileges).toEqual(['view', 'download']);
      expect(Object.keys(content.charts)).toEqual([otherChartId]);
      expect(await regions(link.token, content.session)).toEqual(['north']);
      expect((await publicCall('POST', `/shares/${link.token}/charts/${otherChartId}/data`, { body: {}, session: content.session })).status).toBe(200);
      expect((await boardData(link.token, content.session, otherDashboardId)).status).toBe(404);
      expect((await publicCall('POST', `/shares/${link.token}/charts/${chartId}/data`, { body: {}, session: content.session })).status).toBe(404);
    });

    it('stops when the sharer may no longer share the resource', async () => {
      const link = await shareDashboard();
      const { session } = await open(link.token);
      await world.api.grant({ type: 'user', id: sam.id }, { grants: [{ resourceType: 'viz', resourceId: folderId, privileges: ['view'] }] });
      try {
        expect(errCode(await boardData(link.token, session))).toBe('SHARE_REVOKED');
        expect(errCode(await publicCall('GET', `/shares/${link.token}`))).toBe('SHARE_REVOKED');
      } finally {
        await world.api.grant({ type: 'user', id: sam.id }, { grants: [{ resourceType: 'viz', resourceId: folderId, privileges: ['view', 'share'] }] });
      }
      expect((await boardData(link.token, session)).status).toBe(200);
    });
  });
});
