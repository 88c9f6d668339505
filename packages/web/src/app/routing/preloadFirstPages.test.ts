import { QueryClient } from '@tanstack/react-query';
import type { Location, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { preloadRenderMode } from '../../features/dashboards/viewer/renderLink';
import { prefetchFirstData } from './prefetchFirstData';
import { preloadFirstPages } from './preloadFirstPages';

vi.mock('../../features/dashboards/viewer/renderLink', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  preloadRenderMode: vi.fn(() => Promise.resolve()),
}));
vi.mock('./prefetchFirstData', () => ({ prefetchFirstData: vi.fn(() => Promise.resolve()) }));

const at = (pathname: string, search = '') => ({ pathname, search, hash: '', state: null, key: 'default' }) as Location;
/** The routes `/organizations/o1/vizs/d1` matches, outermost first, each with a page to preload (one has none). */
function matches() {
  const loads = [vi.fn(() => Promise.resolve()), vi.fn(() => Promise.reject(new Error('offline'))), vi.fn(() => Promise.resolve())];
  const pathnames = ['/', '/', '/organizations/o1', '/organizations/o1/vizs/d1'];
  const routes: { route: RouteObject; pathname: string }[] = [{ route: {} }, ...loads.map((preload) => ({ route: { handle: { preload } } }))].map((match, index) => ({ ...match, pathname: pathnames[index]! }));
  return { routes, loads };
}

describe('preloadFirstPages', () => {
  const queryClient = new QueryClient();
  afterEach(() => {
    tokenStore.clear();
    vi.mocked(preloadRenderMode).mockClear();
    vi.mocked(prefetchFirstData).mockClear();
  });

  it('starts loading every page a deep link shows at once, and the data they show first, a failure left to the page itself', async () => {
    tokenStore.set('t0');
    const { routes, loads } = matches();
    preloadFirstPages({ location: at('/redBi/organizations/o1/vizs/d1'), matches: routes }, queryClient);
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(prefetchFirstData).toHaveBeenCalledExactlyOnceWith(queryClient, '/organizations/o1/vizs/d1', ''));
    expect(preloadRenderMode).not.toHaveBeenCalled();
  });

  it('starts only the board (its code, the board and its data) for a render-mode link, and nothing without a session', async () => {
    tokenStore.set('t0');
    const { routes, loads } = matches();
    preloadFirstPages({ location: at('/redBi/organizations/o1/vizs/d1', '?render=1&region=East'), matches: routes }, queryClient);
    expect(preloadRenderMode).toHaveBeenCalledExactlyOnceWith(queryClient, { orgId: 'o1', dashboardId: 'd1' }, '?render=1&region=East');
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    tokenStore.clear();
    preloadFirstPages({ location: at('/redBi/organizations/o1/vizs/d1'), matches: routes }, queryClient);
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(prefetchFirstData).not.toHaveBeenCalled();
  });
});
