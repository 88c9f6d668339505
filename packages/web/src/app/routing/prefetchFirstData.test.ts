import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { dashboardKey } from '../../features/dashboards/dashboardQueries';
import { chartKey, vizTreeKey } from '../../features/vizs/vizQueries';
import { salesByCountry, vizDashboard, vizTree } from '../../features/vizs/vizTestData';
import { answerApi } from '../../testing/renderWithProviders';
import { prefetchFirstData } from './prefetchFirstData';

const board = vizDashboard('d1', 'Sales board', null, 5);

function serve() {
  const fetchStub = vi.fn(
    answerApi({
      '/orgs': [{ id: 'o1', name: 'Acme' }],
      '/orgs/o1/abilities': { owner: true },
      '/orgs/o1/vizs': [...vizTree, board],
      '/orgs/o1/dashboards/d1': { id: 'd1' },
      '/orgs/o1/charts/c1': { id: 'c1' },
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  const asked = () => fetchStub.mock.calls.map(([input]) => String(input).replace('/redBi/api/v1', ''));
  return { asked };
}

describe('prefetchFirstData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.clear();
  });

  it("asks a dashboard link's organisations, abilities, tree and board at start, side by side where it can", async () => {
    tokenStore.set('t0');
    const { asked } = serve();
    const queryClient = new QueryClient();
    const prefetching = prefetchFirstData(queryClient, '/organizations/o1/vizs/d1');
    // Before any answer: the organisation's three at once.
    expect(asked()).toEqual(['/orgs', '/orgs/o1/abilities', '/orgs/o1/vizs']);
    await prefetching;
    expect(asked()).toEqual(['/orgs', '/orgs/o1/abilities', '/orgs/o1/vizs', '/orgs/o1/dashboards/d1']);
    expect(queryClient.getQueryData(vizTreeKey('o1'))).toHaveLength(vizTree.length + 1);
    await vi.waitFor(() => expect(queryClient.getQueryData(dashboardKey('o1', 'd1'))).toEqual({ id: 'd1' }));
  });

  it("asks a chart link's chart, a folder's nothing more than the tree, and another section's only the organisation", async () => {
    tokenStore.set('t0');
    const { asked } = serve();
    const queryClient = new QueryClient();
    await prefetchFirstData(queryClient, `/organizations/o1/vizs/${salesByCountry.id}`);
    await vi.waitFor(() => expect(queryClient.getQueryData(chartKey('o1', 'c1'))).toEqual({ id: 'c1' }));
    await prefetchFirstData(new QueryClient(), '/organizations/o1/vizs/f1');
    await prefetchFirstData(new QueryClient(), '/organizations/o1/views/v1');
    await prefetchFirstData(new QueryClient(), '/organizations/o1/vizs/charts/new');
    await prefetchFirstData(new QueryClient(), '/login');
    expect(asked()).toEqual([
      ...['/orgs', '/orgs/o1/abilities', '/orgs/o1/vizs', '/orgs/o1/charts/c1'],
      ...['/orgs', '/orgs/o1/abilities', '/orgs/o1/vizs'],
      ...['/orgs', '/orgs/o1/abilities'],
      ...['/orgs', '/orgs/o1/abilities'],
    ]);
  });
});
