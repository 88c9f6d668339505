import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { drafts, genres, reports, salesByCountry, vizChart, vizFolder, vizsAnswers } from './vizTestData';
import { VizsPage } from './VizsPage';

const routes = [{ path: '/organizations/:orgId/vizs/*', element: <VizsPage /> }];

function serve(answers: Record<string, unknown> = {}, abilities = ownerAbilities) {
  const fetchStub = vi.fn(answerApi({ ...vizsAnswers(), '/orgs/o1/abilities': abilities, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const vizTree = () => screen.findByRole('tree', { name: 'Vizs' });
const shownNames = (treeElement: HTMLElement) =>
  [...treeElement.querySelectorAll('.ant-tree-treenode:not([aria-hidden]) .folder-tree-name')].map((title) => title.textContent);
const nodeOf = (treeElement: HTMLElement, name: string) => within(treeElement).getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const expand = (treeElement: HTMLElement, name: string) => fireEvent.click(nodeOf(treeElement, name).querySelector('.ant-tree-switcher') as Element);
/** A drag of one node dropped onto the middle of another: a drop inside it (rc-tree's geometry in happy-dom). */
function dragInto(treeElement: HTMLElement, dragged: string, target: string) {
  const from = nodeOf(treeElement, dragged);
  const onto = nodeOf(treeElement, target);
  fireEvent.dragStart(from, { clientX: 0, clientY: 0 });
  fireEvent.dragEnter(onto, { clientX: 0, clientY: 0 });
  fireEvent.dragOver(onto, { clientX: 0, clientY: 0 });
  fireEvent.drop(onto, { clientX: 0, clientY: 0 });
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const menuItems = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  // A menu closed before stays in the document, hidden: the one just opened is the last.
  const menu = (await screen.findAllByRole('menu')).at(-1) as HTMLElement;
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};
async function nodeAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('VizsPage, the tree', () => {
  it('shows folders and charts sorted by index, each chart with its status, and searches', async () => {
    serve();
    renderWithProviders(routes, '/organizations/o1/vizs');
    const treeElement = await vizTree();
    expect(shownNames(treeElement)).toEqual(['Sales by country', 'Reports', 'Drafts']);
    expect(within(nodeOf(treeElement, 'Sales by country')).getByText('Published')).toBeTruthy();
    expand(treeElement, 'Reports');
    expect(shownNames(treeElement)).toEqual(['Sales by country', 'Reports', 'Genres', 'Drafts']);
    expect(within(nodeOf(treeElement, 'Genres')).getByText('Unpublished')).toBeTruthy();
    expect(within(nodeOf(treeElement, 'Reports')).queryByText(/published/i)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Vizs - AllRedBI'));

    fireEvent.change(screen.getByLabelText('Search charts, dashboards and folders'), { target: { value: 'genr' } });
    await waitFor(() => expect(shownNames(treeElement)).toEqual(['Reports', 'Genres']));
    fireEvent.change(screen.getByLabelText('Search charts, dashboards and folders'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('Nothing matches the search.')).toBeTruthy();
  });

  it('offers on each node only what its privileges allow', async () => {
    const shared = vizChart('c7', 'Shared sales', null, 5, { privileges: ['view', 'download'], status: 'published' });
    const sharedFolder = vizFolder('f7', 'Shared folder', null, 6, ['view']);
    serve({ 'GET /orgs/o1/vizs': [salesByCountry, genres, reports, shared, sharedFolder] }, { ...ownerAbilities, isOwner: false, modules: { ...ownerAbilities.modules, viz: false } });
    renderWithProviders(routes, '/organizations/o1/vizs');
    await vizTree();
    expect(screen.queryByRole('button', { name: 'Actions for Shared sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Shared folder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recycle bin' })).toBeTruthy();

    expect(await menuItems('Sales by country')).toEqual(['Open', 'Edit', 'Share', 'Unpublish', 'Move to recycle bin', 'Delete']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(await menuItems('Reports')).toEqual(['New chart here', 'New dashboard here', 'New folder here', 'Rename', 'Delete']);
  });

  it('offers "New …" only to a member who may create somewhere: into a folder they manage when the top is not theirs', async () => {
    const member = { ...ownerAbilities, isOwner: false, manageOrganization: false, manageTop: undefined };
    const viewOnly = vizChart('c7', 'Shared sales', null, 5, { privileges: ['view'], status: 'published' });
    serve({ 'GET /orgs/o1/vizs': [viewOnly, vizFolder('f7', 'Shared folder', null, 6, ['view'])] }, member);
    const first = renderWithProviders(routes, '/organizations/o1/vizs');
    await vizTree();
    expect(screen.queryByRole('button', { name: 'New chart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New dashboard' })).toBeNull();
    first.unmount();

    serve({ 'GET /orgs/o1/vizs': [viewOnly, drafts] }, member);
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    fireEvent.click(await screen.findByRole('button', { name: 'New chart' }));
    await waitFor(() => expect(router.state.location.search).toContain('parentId=f2'));
  });

  it('publishes a chart from its menu, and opens the workbench on Edit', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/vizs/c2/publish': { ...genres, status: 'published' } });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs');
    expand(await vizTree(), 'Reports');
    await nodeAction('Genres', 'Publish');
    expect(await screen.findByText('"Genres" published')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/vizs/c2/publish') && init?.method === 'POST')).toBe(true);

    await nodeAction('Genres', 'Edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/charts/c2/edit'));
  });

  it('says "Failed to delete" with the server\'s reason when a delete is refused', async () => {
    serve({ 'DELETE /orgs/o1/vizs/f1': apiError(409, 'FOLDER_NOT_EMPTY', 'The folder is not empty: move or delete what is in it first') });
    renderWithProviders(routes, '/organizations/o1/vizs');
    await vizTree();
    await nodeAction('Reports', 'Delete');
    const confirm = (await screen.findByText('Delete the folder "Reports"?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('Failed to delete', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(screen.getByText('The folder is not empty: move or delete what is in it first')).toBeTruthy();
  });

  it('moves a chart into a folder at once, and refuses drops the placement rules or privileges forbid', async () => {
    const readOnly = vizFolder('f8', 'Read only', null, 1.5, ['view']);
    const fetchStub = serve({ 'GET /orgs/o1/vizs': [salesByCountry, genres, reports, drafts, readOnly] });
    const answer = fetchStub.getMockImplementation() as typeof fetch;
    fetchStub.mockImplementation((input, init) => (init?.method === 'PUT' ? new Promise<Response>(() => undefined) : answer(input, init)));
    renderWithProviders(routes, '/organizations/o1/vizs');
    const treeElement = await vizTree();
    dragInto(treeElement, 'Drafts', 'Sales by country');
    expect(await screen.findByText('Cannot drop into a chart or dashboard: only folders hold other items')).toBeTruthy();
    // A folder its user may not manage takes no drop at all.
    dragInto(treeElement, 'Sales by country', 'Read only');
    await settle();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/vizs/c1/move', 'PUT')).toEqual([]);

    dragInto(treeElement, 'Sales by country', 'Drafts');
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/vizs/c1/move', 'PUT')).toEqual([{ parentId: 'f2', index: 0 }]));
    expand(treeElement, 'Drafts');
    expect(shownNames(treeElement)).toEqual(['Reports', 'Read only', 'Drafts', 'Sales by country']);
  });

  it('moves a chart to the recycle bin and restores it from there', async () => {
    const archived = vizChart('c9', 'Old sales', null, 4);
    const fetchStub = serve({
      'POST /orgs/o1/vizs/c1/archive': null,
      'GET /orgs/o1/vizs/archived': [archived],
      'POST /orgs/o1/vizs/c9/restore': archived,
    });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/c1');
    await vizTree();
    await nodeAction('Sales by country', 'Move to recycle bin');
    expect(await screen.findByText('"Sales by country" moved to the recycle bin')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs'));

    fireEvent.click(screen.getByRole('button', { name: 'Recycle bin' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recycle bin' });
    const row = (await within(drawer).findByText('Old sales')).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('"Old sales" restored')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/vizs/c9/restore', 'POST')).toEqual([{}]);
  });

  it('creates a folder inside the selected one', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/vizs/folders': vizFolder('f9', 'Quarterly', 'f1', 1) });
    const { router } = renderWithProviders(routes, '/organizations/o1/vizs/f1');
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Quarterly' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder "Quarterly" created')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/vizs/folders', 'POST')).toEqual([{ name: 'Quarterly', parentId: 'f1' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/vizs/f9'));

    await router.navigate('/organizations/o1/vizs/f1');
    fireEvent.click(await screen.findByRole('button', { name: 'New chart here' }));
    await waitFor(() => expect(router.state.location.search).toBe('?parentId=f1'));
    expect(router.state.location.pathname).toBe('/organizations/o1/vizs/charts/new');
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve();
    renderWithProviders(routes, '/organizations/o1/vizs');
    const treeElement = await screen.findByRole('tree', { name: '可视化' });
    expect(within(nodeOf(treeElement, 'Sales by country')).getByText('已发布')).toBeTruthy();
    for (const name of ['新建图表', '新建文件夹', '回收站']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '最近更新' })).toBeTruthy();
    await settle();
  });
});
