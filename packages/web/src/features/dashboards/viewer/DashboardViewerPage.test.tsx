import { screen, waitFor } from '@testing-library/react';
import type { VizNode } from '@redbi/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, renderWithProviders } from '../../../testing/renderWithProviders';
import { stubLayout } from '../../charts/testing/stubLayout';
import { vizDashboard, vizsAnswers } from '../../vizs/vizTestData';
import { VizsPage } from '../../vizs/VizsPage';
import { boardOf, chartWidget, dashboardOf, ndjsonAnswer, regionController, tableChart } from './boardTestData';

const DATA_URL = '/redBi/api/v1/orgs/o1/dashboards/d1/data';
const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];
const board = boardOf([regionController('k1'), chartWidget('w1', 't1', { name: 'Sales table' })]);

function serve(node: VizNode) {
  const answers = answerApi({ ...vizsAnswers(), 'GET /orgs/o1/vizs': [node], 'GET /orgs/o1/dashboards/d1': dashboardOf(board, { t1: tableChart() }) });
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== DATA_URL) return answers(input, init);
    const body = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
    return Promise.resolve(ndjsonAnswer(body.items.map((item) => item.widgetId)));
  });
  vi.stubGlobal('fetch', fetchStub);
  return () => fetchStub.mock.calls.filter(([input]) => String(input) === DATA_URL).map(([, init]) => JSON.parse(String(init?.body)) as { controllers: unknown; items: unknown[] });
}

describe('DashboardViewerPage', () => {
  it('presets controllers by name from the URL and gives those who manage the board Publish and Edit', async () => {
    stubLayout();
    const dataBodies = serve(vizDashboard('d1', 'Sales overview', null, 0));
    renderWithProviders(routes, '/organizations/o1/vizs/d1?region=East&Region=West&unknown=1');
    // The viewer is a lazy chunk: the first import may take a while.
    expect(await screen.findByRole('heading', { name: 'Sales overview' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(dataBodies()).toHaveLength(1));
    expect(dataBodies()[0]!.controllers).toEqual({ k1: [{ value: 'East' }, { value: 'West' }] });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Full screen/ })).toBeTruthy();
    expect(await screen.findByText(/Loaded in 12 ms/)).toBeTruthy();
  });

  it('shows the board to those who may only view it, with nothing to change', async () => {
    stubLayout();
    const dataBodies = serve(vizDashboard('d1', 'Sales overview', null, 0, { privileges: ['view'], status: 'published' }));
    const { container } = renderWithProviders(routes, '/organizations/o1/vizs/d1');
    expect(await screen.findByRole('heading', { name: 'Sales overview' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-widget-id="w1"][data-widget-painted="true"]')).toBeTruthy(), { timeout: 5000 });
    expect(dataBodies()).toHaveLength(1);
    for (const name of ['Edit', 'Publish', 'Unpublish']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText(/Loaded in/)).toBeNull();
  });
});
