import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../../api/tokenStore';
import { appRoutes } from '../../../app/routing/routes';
import { answerApi, apiError, renderWithProviders } from '../../../testing/renderWithProviders';
import { stubLayout } from '../../charts/testing/stubLayout';
import { startRenderMode } from './DashboardRenderPage';
import { boardOf, chartWidget, dashboardOf, ndjsonAnswer, regionController, tableChart } from './boardTestData';

const DATA_URL = '/redBi/api/v1/orgs/o1/dashboards/d1/data';
const board = boardOf([regionController('k1'), chartWidget('w1', 't1', { name: 'Sales table' }), chartWidget('w2', 't1', { name: 'Sales again' })], { initialQuery: false });

/** Every call the page makes, by path; the board and its data answered. */
function serve(dashboard: unknown = dashboardOf(board, { t1: tableChart() })) {
  const answers = answerApi({ '/users': { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann' }, 'GET /orgs/o1/dashboards/d1': dashboard });
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== DATA_URL) return answers(input, init);
    const body = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
    return Promise.resolve(ndjsonAnswer(body.items.map((item) => item.widgetId)));
  });
  vi.stubGlobal('fetch', fetchStub);
  const paths = () => fetchStub.mock.calls.map(([input]) => String(input).replace('/redBi/api/v1', ''));
  const dataBodies = () => fetchStub.mock.calls.filter(([input]) => String(input) === DATA_URL).map(([, init]) => JSON.parse(String(init?.body)) as { controllers: unknown; items: { widgetId: string }[] });
  return { paths, dataBodies };
}

describe('DashboardRenderPage', () => {
  afterEach(() => tokenStore.clear());

  it('shows a render-mode link as the board alone, asks everything in ONE request with the URL’s presets, and signals painting', async () => {
    stubLayout();
    tokenStore.set('t0');
    const { paths, dataBodies } = serve();
    const { container } = renderWithProviders(appRoutes, '/organizations/o1/vizs/d1?render=1&Region=East');
    await waitFor(() => expect(container.querySelector('[data-board-painted="true"]')).toBeTruthy(), { timeout: 10_000 });
    expect(dataBodies()).toHaveLength(1);
    expect(dataBodies()[0]!.items.map((item) => item.widgetId)).toEqual(['w1', 'w2']);
    expect(dataBodies()[0]!.controllers).toEqual({ k1: [{ value: 'East' }] });
    expect(container.querySelectorAll('[data-widget-painted="true"]').length).toBe(3);
    await waitFor(() => expect(document.title).toBe('Sales overview - AllRedBI'));
    // No shell, no viz tree (nor its thumbnails), no organisation checks: the server checks the board's own calls.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Vizs' })).toBeNull();
    expect(paths().filter((path) => path.startsWith('/orgs') && !path.startsWith('/orgs/o1/dashboards/d1'))).toEqual([]);
    // Screenshots need no full-screen buttons.
    expect(screen.queryByRole('button', { name: 'Show full screen' })).toBeNull();
  });

  it('asks for the board and then its data as soon as the app starts, before anything is drawn', async () => {
    tokenStore.set('t0');
    const { paths, dataBodies } = serve();
    await startRenderMode(new QueryClient(), { orgId: 'o1', dashboardId: 'd1' }, '?render=1&Region=East');
    expect(paths()).toEqual(['/orgs/o1/dashboards/d1', '/orgs/o1/dashboards/d1/data']);
    expect(dataBodies()[0]!.controllers).toEqual({ k1: [{ value: 'East' }] });
  });

  it('says when the board may not be seen', async () => {
    tokenStore.set('t0');
    serve(apiError(403, 'PERMISSION_DENIED', 'You have no permission to view this dashboard'));
    renderWithProviders(appRoutes, '/organizations/o1/vizs/d1?render=1');
    expect(await screen.findByText('You have no permission to view this dashboard', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('No permission')).toBeTruthy();
  });
});
