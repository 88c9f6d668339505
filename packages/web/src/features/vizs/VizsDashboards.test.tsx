import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { reports, salesByCountry, vizDashboard, vizsAnswers, vizTree } from './vizTestData';
import { VizsPage } from './VizsPage';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];
const overview = vizDashboard('d1', 'Overview', null, 3, { status: 'published' });
const created = { id: 'd9', orgId: 'o1', parentId: null, name: 'Quarterly', description: '', status: 'unpublished', config: { version: 1, layout: 'free' }, charts: {}, privileges: ['view', 'download', 'share', 'manage'], createdAt: '2024-05-05T10:00:00.000Z', updatedAt: '2024-05-05T10:00:00.000Z' };

function serve(answers: Record<string, unknown> = {}) {
  const fetchStub = vi.fn(answerApi({ ...vizsAnswers(), 'GET /orgs/o1/vizs': [...vizTree, overview], ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

async function nodeAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('VizsPage, dashboards', () => {
  it('asks for a name before creating a dashboard', async () => {
    const fetchStub = serve();
    renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await screen.findByRole('button', { name: 'New dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name cannot be empty')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards', 'POST')).toEqual([]);
  });

  it('creates a dashboard from the tree with the layout chosen, then opens the editor', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/dashboards': { ...created, parentId: null } });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await screen.findByRole('button', { name: 'New dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Quarterly' } });
    expect(within(dialog).getByText(/reflows on phones/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Free/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/dashboards/d9/edit'));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards', 'POST')).toEqual([{ name: 'Quarterly', parentId: null, config: { layout: 'free' } }]);
    expect(await screen.findByText('Dashboard "Quarterly" created')).toBeTruthy();
  });

  it('creates a dashboard in a folder from its menu', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/dashboards': { ...created, parentId: 'f1' } });
    renderWithProviders(routes, '/organizations/o1/vizs');
    await nodeAction('Reports', 'New dashboard here');
    const dialog = await screen.findByRole('dialog', { name: 'New dashboard' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Quarterly' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/dashboards', 'POST')).toEqual([{ name: 'Quarterly', parentId: 'f1', config: { layout: 'auto' } }]));
  });

  it('edits a dashboard in the dashboard editor', async () => {
    serve();
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    await nodeAction('Overview', 'Edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/dashboards/d1/edit'));
  });

  it('names the dashboards that use a chart before it goes to the recycle bin', async () => {
    const fetchStub = serve({ 'GET /orgs/o1/vizs/c1/usage': { dashboards: [{ id: 'd1', name: 'Overview' }, { id: 'd2', name: 'Sales board' }] }, 'POST /orgs/o1/vizs/c1/archive': null });
    renderWithProviders(routes, '/organizations/o1/vizs');
    await nodeAction(salesByCountry.name, 'Move to recycle bin');
    const confirm = (await screen.findByText('Move "Sales by country" to the recycle bin?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText('Used by dashboards: "Overview", "Sales board"; they will show "The linkage chart has been deleted, please reconfigure".')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/vizs/c1/archive', 'POST')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move to recycle bin' }));
    expect(await screen.findByText('"Sales by country" moved to the recycle bin')).toBeTruthy();
  });

  it('names them in the delete confirmation too', async () => {
    serve({ 'GET /orgs/o1/vizs/c1/usage': { dashboards: [{ id: 'd1', name: 'Overview' }] } });
    renderWithProviders(routes, '/organizations/o1/vizs');
    await nodeAction(salesByCountry.name, 'Delete');
    const confirm = (await screen.findByText('Delete "Sales by country" for good?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    expect(within(confirm).getByText('It cannot be restored afterwards.')).toBeTruthy();
    expect(within(confirm).getByText(/^Used by dashboards: "Overview"/)).toBeTruthy();
  });

  it('shows dashboards among the landing cards', async () => {
    serve({ 'GET /orgs/o1/vizs': [reports, overview] });
    renderWithProviders(routes, '/organizations/o1/vizs');
    const recent = await screen.findByRole('region', { name: 'Recently updated' });
    expect(within(recent).getByRole('link', { name: 'Overview' })).toBeTruthy();
  });
});
