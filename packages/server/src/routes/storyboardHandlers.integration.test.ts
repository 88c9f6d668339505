import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/testApp';
import { startVizWorld, type Data, type VizWorld } from './vizHandlersFixtures';

const page = (id: string, kind: 'dashboard' | 'chart', vizId: string, extra: Record<string, unknown> = {}) => ({ id, kind, vizId, name: `Page ${id}`, ...extra });
const config = (pages: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({ pages, ...extra });

/** Storyboards (issue 13), on both metadata stores: saving, statuses, privileges and page targets. */
describe.each(backends)('storyboards on %s', (backend) => {
  let w: VizWorld;
  let chartId: string;
  let dashboardId: string;
  const story = (name: string, pages: Record<string, unknown>[] = [], token?: string) => w.ok('POST', '/storyboards', { name, config: config(pages) }, token);
  const list = async (path = '/storyboards', token?: string) => (await w.ok('GET', path, undefined, token)) as unknown as Data[];
  /** A member with the viz module and the given storyboard grants. */
  const member = async (username: string, grants: { resourceId: string; privileges: string[] }[], vizGrants: { resourceId: string; privileges: string[] }[] = []) => {
    const made = await w.viewer(username, vizGrants);
    await w.api.grant({ type: 'user', id: made.id }, { grants: grants.map((grant) => ({ resourceType: 'storyboard', ...grant })) });
    return made;
  };

  beforeAll(async () => {
    w = await startVizWorld(backend);
    chartId = (await w.chart('Story chart')).id;
    dashboardId = (await w.ok('POST', '/dashboards', { name: 'Story board', config: { layout: 'auto', widgets: [{ id: 'w1', name: 'w1', type: 'chart', config: { chartId } }] } })).id;
  });
  afterAll(async () => {
    await w?.close();
  });

  it('saves a storyboard (add, edit, saveAs) with its pages, and lists it', async () => {
    const created = await w.ok('POST', '/storyboards', { name: 'Quarter story', description: 'Q3', config: config([page('p1', 'dashboard', dashboardId), page('p2', 'chart', chartId, { dwellSec: 3 })], { autoPlay: true }) });
    expect(created).toMatchObject({ name: 'Quarter story', description: 'Q3', status: 'unpublished', privileges: ['view', 'share', 'manage'] });
    expect(created.config).toEqual({
      version: 1,
      autoPlay: true,
      loop: true,
      pages: [
        { id: 'p1', kind: 'dashboard', vizId: dashboardId, name: 'Page p1', transition: { in: 'fade', out: 'fade', speed: 'default' }, dwellSec: 10 },
        { id: 'p2', kind: 'chart', vizId: chartId, name: 'Page p2', transition: { in: 'fade', out: 'fade', speed: 'default' }, dwellSec: 3 },
      ],
    });
    expect(created.targets).toEqual({ [dashboardId]: { id: dashboardId, kind: 'dashboard', name: 'Story board' }, [chartId]: { id: chartId, kind: 'chart', name: 'Story chart' } });
    expect(await w.ok('GET', `/storyboards/${created.id}`)).toEqual(created);
    expect((await list()).find((node) => node.id === created.id)).toMatchObject({ name: 'Quarter story', status: 'unpublished', pageCount: 2, privileges: ['view', 'share', 'manage'] });

    const edited = await w.ok('PUT', `/storyboards/${created.id}`, { name: 'Quarter story v2', config: config([page('p2', 'chart', chartId, { transition: { in: 'slide', out: 'zoom', speed: 'fast' } })]) });
    expect(edited).toMatchObject({ name: 'Quarter story v2', description: '', config: { autoPlay: false, pages: [{ id: 'p2', transition: { in: 'slide', out: 'zoom', speed: 'fast' } }] } });
    expect(Object.keys(edited.targets as object)).toEqual([chartId]);
    const copy = await w.ok('POST', '/storyboards', { name: 'Quarter story copy', config: edited.config });
    expect(copy.id).not.toBe(created.id);
    expect(copy.config).toEqual(edited.config);
  });

  it('keeps names unique per organisation without regard to case (409) and refuses bad pages (400)', async () => {
    await story('Unique story');
    const taken = await w.call('POST', '/storyboards', { name: 'UNIQUE STORY', config: config([]) });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errCode: 'STORYBOARD_NAME_TAKEN', message: 'A storyboard named "UNIQUE STORY" already exists' });
    const other = await story('Other story');
    expect((await w.call('PUT', `/storyboards/${other.id}`, { name: 'unique story', config: config([]) })).body.errCode).toBe('STORYBOARD_NAME_TAKEN');
    const twice = await w.call('POST', '/storyboards', { name: 'Twice', config: config([page('a', 'chart', chartId), page('a', 'dashboard', dashboardId)]) });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('A page with the id "a" is already in the storyboard');
    const dwell = await w.call('POST', '/storyboards', { name: 'Dwell', config: config([page('a', 'chart', chartId, { dwellSec: 0 })]) });
    expect(dwell.status).toBe(400);
  });

  it('checks page targets on save: 404 for one not in the organisation or of another kind, 403 for one the author cannot view', async () => {
    const refused = async (pages: Record<string, unknown>[], token?: string) => (await w.call('POST', '/storyboards', { name: 'Refused story', config: config(pages) }, token)).status;
    expect(await refused([page('a', 'chart', 'no-such-chart')])).toBe(404);
    expect(await refused([page('a', 'chart', dashboardId)])).toBe(404);
    const author = await member('storyauthor', [{ resourceId: '*', privileges: ['manage'] }]);
    expect(await refused([page('a', 'chart', chartId)], author.token)).toBe(403);
    await w.ok('POST', `/vizs/${chartId}/publish`);
    await w.api.grant({ type: 'user', id: author.id }, { grants: [{ resourceType: 'viz', resourceId: chartId, privileges: ['view'] }] });
    const made = await story('Author story', [page('a', 'chart', chartId)], author.token);
    expect(made.privileges).toEqual(['view', 'share', 'manage']);
    // The owner adds the dashboard; the author keeps that page as it is, but cannot add it again under another page.
    const withBoard = config([page('a', 'chart', chartId), page('b', 'dashboard', dashboardId)]);
    await w.ok('PUT', `/storyboards/${made.id}`, { name: 'Author story', config: withBoard });
    expect((await w.ok('GET', `/storyboards/${made.id}`, undefined, author.token)).targets).toEqual({ [chartId]: { id: chartId, kind: 'chart', name: 'Story chart' } });
    expect((await w.call('PUT', `/storyboards/${made.id}`, { name: 'Author story 2', config: withBoard }, author.token)).status).toBe(200);
    await w.ok('POST', `/vizs/${chartId}/unpublish`);
  });

  it('hides an unpublished storyboard from View-only members, shows it once published; View cannot save; no privilege is 404', async () => {
    const made = await story('Viewed story', [page('a', 'chart', chartId), page('b', 'dashboard', dashboardId)]);
    const viewer = await member('storyviewer', [{ resourceId: made.id, privileges: ['view'] }]);
    const stranger = await member('storystranger', []);
    expect((await w.call('GET', `/storyboards/${made.id}`, undefined, viewer.token)).status).toBe(404);
    expect((await list('/storyboards', viewer.token)).some((node) => node.id === made.id)).toBe(false);
    expect(await w.ok('POST', `/storyboards/${made.id}/publish`)).toMatchObject({ id: made.id, status: 'published' });
    const seen = await w.ok('GET', `/storyboards/${made.id}`, undefined, viewer.token);
    // The viewer may view the storyboard, not its (unpublished) targets: they are absent.
    expect(seen).toMatchObject({ privileges: ['view'], status: 'published', targets: {} });
    expect((await list('/storyboards', viewer.token)).find((node) => node.id === made.id)).toMatchObject({ privileges: ['view'] });
    const save = await w.call('PUT', `/storyboards/${made.id}`, { name: 'Viewed story', config: config([]) }, viewer.token);
    expect(save.status).toBe(403);
    for (const action of ['unpublish', 'archive']) expect((await w.call('POST', `/storyboards/${made.id}/${action}`, undefined, viewer.token)).status).toBe(403);
    expect((await w.call('DELETE', `/storyboards/${made.id}`, undefined, viewer.token)).status).toBe(403);
    expect((await w.call('POST', '/storyboards', { name: 'Viewer story', config: config([]) }, viewer.token)).status).toBe(403);
    expect((await w.call('GET', `/storyboards/${made.id}`, undefined, stranger.token)).status).toBe(404);
    expect((await w.call('PUT', `/storyboards/${made.id}`, { name: 'X', config: config([]) }, stranger.token)).status).toBe(404);
    expect((await list('/storyboards', stranger.token)).some((node) => node.id === made.id)).toBe(false);
    // Viewing its targets shows them.
    await w.ok('POST', `/vizs/${chartId}/publish`);
    await w.api.grant({ type: 'user', id: viewer.id }, { grants: [{ resourceType: 'viz', resourceId: chartId, privileges: ['view'] }] });
    expect(Object.keys((await w.ok('GET', `/storyboards/${made.id}`, undefined, viewer.token)).targets as object)).toEqual([chartId]);
    expect(await w.ok('POST', `/storyboards/${made.id}/unpublish`)).toMatchObject({ status: 'unpublished' });
    expect((await w.call('GET', `/storyboards/${made.id}`, undefined, viewer.token)).status).toBe(404);
    await w.ok('POST', `/vizs/${chartId}/unpublish`);
  });

  it('archives, restores and deletes; a page whose target is archived or deleted loses its target', async () => {
    const chart = await w.chart('Doomed chart');
    const made = await story('Binned story', [page('a', 'chart', chart.id)]);
    expect(await w.ok('POST', `/vizs/${chart.id}/archive`)).toBeNull();
    expect((await w.ok('GET', `/storyboards/${made.id}`)).targets).toEqual({});
    // The page stays savable while its target is gone.
    expect((await w.call('PUT', `/storyboards/${made.id}`, { name: 'Binned story', config: config([page('a', 'chart', chart.id)]) })).status).toBe(200);
    expect(await w.ok('POST', `/storyboards/${made.id}/archive`)).toBeNull();
    expect((await w.call('GET', `/storyboards/${made.id}`)).status).toBe(404);
    expect((await list()).some((node) => node.id === made.id)).toBe(false);
    expect((await list('/storyboards/archived')).find((node) => node.id === made.id)).toMatchObject({ name: 'Binned story' });
    expect(await w.ok('POST', `/storyboards/${made.id}/restore`)).toMatchObject({ id: made.id });
    expect((await list()).some((node) => node.id === made.id)).toBe(true);
    expect(await w.ok('DELETE', `/storyboards/${made.id}`)).toBeNull();
    expect((await w.call('GET', `/storyboards/${made.id}`)).status).toBe(404);
    expect((await list('/storyboards/archived')).some((node) => node.id === made.id)).toBe(false);
  });

  it('lists storyboards in the permission pages and gives grants effect', async () => {
    const made = await story('Granted story');
    const resources = await w.ok('GET', '/permissions/resources?resourceType=storyboard');
    expect(JSON.stringify(resources)).toContain(made.id);
    const viewer = await member('grantedviewer', [{ resourceId: '*', privileges: ['view'] }]);
    await w.ok('POST', `/storyboards/${made.id}/publish`);
    expect((await list('/storyboards', viewer.token)).find((node) => node.id === made.id)).toMatchObject({ privileges: ['view'] });
  });
});
