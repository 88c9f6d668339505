import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Abilities } from '@redbi/shared/domain';
import { describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { chartOf, genres, salesByCountry, salesFrame, vizChart, vizFolder, vizsAnswers } from './vizTestData';
import { VizsPage } from './VizsPage';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];
/** The viewer is a lazy chunk (ECharts): its first load may take longer than a query's default second. */
const firstLoad = { timeout: 10_000 };

function serve(answers: Record<string, unknown> = {}, abilities: Abilities = ownerAbilities) {
  const fetchStub = vi.fn(answerApi({ ...vizsAnswers(), '/orgs/o1/abilities': abilities, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('ChartViewerPage', () => {
  it('shows a chart to those who may only view it, with nothing to change', async () => {
    const viewOnly = vizChart('c5', 'Sales by genre', null, 3, { privileges: ['view'], status: 'published' });
    const fetchStub = serve({
      'GET /orgs/o1/vizs': [viewOnly],
      'GET /orgs/o1/charts/c5': chartOf(viewOnly),
      'POST /orgs/o1/charts/c5/data': salesFrame,
    });
    renderWithProviders(routes, '/organizations/o1/vizs/c5');
    expect(await screen.findByRole('heading', { name: 'Sales by genre' }, firstLoad)).toBeTruthy();
    expect(await screen.findByText('Invoice totals per billing country')).toBeTruthy();
    expect(await screen.findByRole('figure', { name: 'Sales by genre' })).toBeTruthy();
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c5/data', 'POST')).toEqual([{}]));
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
    for (const name of ['Edit', 'Publish', 'Unpublish', 'Actions for Sales by genre']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('gives those who manage a chart Edit and Publish', async () => {
    const fetchStub = serve({
      'GET /orgs/o1/charts/c2': chartOf(genres),
      'POST /orgs/o1/charts/c2/data': salesFrame,
      'POST /orgs/o1/vizs/c2/publish': { ...genres, status: 'published' },
    });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/c2');
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }, firstLoad));
    expect(await screen.findByText('"Genres" published')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/vizs/c2/publish') && init?.method === 'POST')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/charts/c2/edit'));
  });

  it("takes the URL's parameters as values of the view's query variables, shown, changed and removed in the variables bar", async () => {
    const viewOnly = vizChart('c5', 'Sales by genre', null, 3, { privileges: ['view'], status: 'published' });
    const fetchStub = serve({ 'GET /orgs/o1/vizs': [viewOnly], 'GET /orgs/o1/charts/c5': chartOf(viewOnly), 'POST /orgs/o1/charts/c5/data': salesFrame });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/c5?country=Brazil&country=Chile&genre=Rock');
    const bar = await screen.findByRole('group', { name: 'Variables' }, firstLoad);
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c5/data', 'POST')).toEqual([{ params: { country: ['Brazil', 'Chile'], genre: ['Rock'] } }]));
    expect(within(bar).getByRole('button', { name: 'Change country' }).textContent).toBe('country = Brazil, Chile');

    fireEvent.click(within(bar).getByRole('button', { name: 'Remove genre' }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=Brazil&country=Chile'));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c5/data', 'POST').at(-1)).toEqual({ pageNo: 1, params: { country: ['Brazil', 'Chile'] } }));

    fireEvent.click(within(bar).getByRole('button', { name: 'Add a variable' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Variable name' }), { target: { value: 'year' } });
    const values = screen.getByRole('combobox', { name: 'Values' });
    fireEvent.change(values, { target: { value: '2024' } });
    fireEvent.keyDown(values, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=Brazil&country=Chile&year=2024'));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c5/data', 'POST').at(-1)).toEqual({ pageNo: 1, params: { country: ['Brazil', 'Chile'], year: ['2024'] } }));

    fireEvent.click(within(bar).getByRole('button', { name: 'Remove country' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Remove year' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('group', { name: 'Variables' })).toBeNull();
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/charts/c5/data', 'POST').at(-1)).toEqual({ pageNo: 1 }));
  });

  it('says so when the chart is not in the tree', async () => {
    serve({ 'GET /orgs/o1/vizs': [salesByCountry] });
    renderWithProviders(routes, '/organizations/o1/vizs/c404');
    expect(await screen.findByText('This chart or dashboard does not exist, or it is in the recycle bin.')).toBeTruthy();
  });

  it('sends a member who may only view a chart from its edit page to the viewer', async () => {
    const viewOnly = vizChart('c5', 'Sales by genre', null, 3, { privileges: ['view'], status: 'published' });
    serve({ 'GET /orgs/o1/vizs': [viewOnly], 'GET /orgs/o1/charts/c5': chartOf(viewOnly), 'POST /orgs/o1/charts/c5/data': salesFrame });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/charts/c5/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/c5'));
    expect(await screen.findByRole('heading', { name: 'Sales by genre' }, firstLoad)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('sends a member who may create nowhere from a new chart to the landing, with nothing offered', async () => {
    const viewOnly = vizChart('c5', 'Sales by genre', null, 3, { privileges: ['view'], status: 'published' });
    const member: Abilities = { ...ownerAbilities, isOwner: false, manageOrganization: false, manageTop: ['view'] };
    serve({ 'GET /orgs/o1/vizs': [viewOnly, vizFolder('f9', 'Shared', null, 4, ['view'])] }, member);
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/charts/new?viewId=v1');
    // The lazy chunks load first: on a loaded machine that takes longer than testing-library's 1 s default.
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs'), { timeout: 10_000 });
    expect(await screen.findByRole('tree', { name: 'Vizs' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New chart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New dashboard' })).toBeNull();
  });
});
