import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { chinook, viewNode, warehouse } from '../views/viewTestData';
import { reports, vizsAnswers } from './vizTestData';
import { VizsPage } from './VizsPage';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];

function serve(answers: Record<string, unknown> = {}, abilities = ownerAbilities) {
  const fetchStub = vi.fn(answerApi({ ...vizsAnswers(), '/orgs/o1/abilities': abilities, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const startButton = () => screen.findByRole('button', { name: 'Build a chart on the sample data' });

describe('VizsPage, the landing', () => {
  it('shows the charts as cards, recently updated first', async () => {
    serve();
    renderWithProviders(routes, '/organizations/o1/vizs');
    const recent = await screen.findByRole('region', { name: 'Recently updated' });
    const cards = within(recent).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Genres', 'Sales by country']);
    expect(within(cards[0]!).getByText('Unpublished')).toBeTruthy();
    expect(within(cards[1]!).getByText('Published')).toBeTruthy();
  });

  it('offers a first chart on the sample data: makes the sample view and opens the workbench on it', async () => {
    const fetchStub = serve({
      'GET /orgs/o1/vizs': [reports],
      'GET /orgs/o1/sources': [warehouse, chinook],
      'GET /orgs/o1/views': [viewNode('v1', 'Tracks', null, 0)],
      'POST /orgs/o1/views': { ...viewNode('v9', 'Sample sales', null, 1), script: '', model: { version: 1, columns: [], hierarchies: [], computedFields: [] } },
    });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    expect(await screen.findByText('Build your first chart on the sample data')).toBeTruthy();
    expect(screen.getByText(/the sample source "Sample: Chinook"/)).toBeTruthy();
    fireEvent.click(await startButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/charts/new'));
    expect(router.state.location.search).toBe('?viewId=v9');
    const [sent] = bodiesSentTo(fetchStub, '/orgs/o1/views', 'POST') as { name: string; sourceId: string; type: string; script: string; model: { columns: { name: string; type: string; category: string }[] } }[];
    expect(sent).toMatchObject({ name: 'Sample sales', sourceId: 's1', type: 'SQL' });
    expect(sent?.script).toContain('FROM invoice_line');
    expect(sent?.model.columns.find((column) => column.name === 'country')).toEqual({ name: 'country', type: 'string', category: 'country' });
  });

  it('uses the sample view made before instead of making another', async () => {
    const made = { ...viewNode('v5', 'Sample sales', null, 1), sourceId: 's1' };
    const fetchStub = serve({ 'GET /orgs/o1/vizs': [], 'GET /orgs/o1/sources': [chinook], 'GET /orgs/o1/views': [made] });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await startButton());
    await waitFor(() => expect(router.state.location.search).toBe('?viewId=v5'));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views', 'POST')).toEqual([]);
  });

  it('says why when the sample view cannot be made', async () => {
    serve({
      'GET /orgs/o1/vizs': [],
      'GET /orgs/o1/sources': [chinook],
      'GET /orgs/o1/views': [],
      'POST /orgs/o1/views': apiError(409, 'VIEW_NAME_TAKEN', 'A view named "Sample sales" already exists in this folder'),
    });
    renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await startButton());
    expect(await screen.findByText('The sample view could not be made')).toBeTruthy();
    expect(screen.getByText('A view named "Sample sales" already exists in this folder')).toBeTruthy();
  });

  it('explains what to do first without the sample source, or without the right to make views', async () => {
    serve({ 'GET /orgs/o1/vizs': [], 'GET /orgs/o1/sources': [warehouse] });
    const { unmount } = renderWithProviders(routes, '/organizations/o1/vizs');
    expect(await screen.findByRole('heading', { name: 'No charts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Sources' }).getAttribute('href')).toBe('/organizations/o1/sources');
    expect(screen.getByRole('link', { name: 'Go to Views' }).getAttribute('href')).toBe('/organizations/o1/views');
    expect(screen.queryByRole('button', { name: 'Build a chart on the sample data' })).toBeNull();
    unmount();

    serve({ 'GET /orgs/o1/vizs': [], 'GET /orgs/o1/sources': [chinook] }, { ...ownerAbilities, isOwner: false, modules: { source: false, view: false, viz: true, schedule: false } });
    renderWithProviders(routes, '/organizations/o1/vizs');
    expect(await screen.findByRole('heading', { name: 'No charts yet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Build a chart on the sample data' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Views' })).toBeNull();
  });
});
