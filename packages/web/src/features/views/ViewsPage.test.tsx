import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { rock, viewFolder, viewNode, viewOf, viewsAnswers } from './viewTestData';
import { ViewsPage } from './ViewsPage';

const routes = [{ path: '/organizations/:orgId/views/*', element: <ViewsPage /> }];

function serve(answers: Record<string, unknown> = {}, abilities = ownerAbilities) {
  const fetchStub = vi.fn(answerApi({ ...viewsAnswers(), '/orgs/o1/abilities': abilities, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const viewsTree = () => screen.findByRole('tree', { name: 'Views' });
const shownNames = (treeElement: HTMLElement) =>
  [...treeElement.querySelectorAll('.ant-tree-treenode:not([aria-hidden]) .folder-tree-name')].map((title) => title.textContent);
const nodeOf = (treeElement: HTMLElement, name: string) => within(treeElement).getByText(name).closest('.ant-tree-treenode') as HTMLElement;
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
async function nodeAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('ViewsPage, the tree', () => {
  it("shows folders and views sorted by index, opens the selection's folders, and searches", async () => {
    serve({ 'GET /orgs/o1/views/v2': viewOf(rock, { config: { version: 1, cache: false, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: true } }) });
    renderWithProviders(routes, '/organizations/o1/views/v2');
    const treeElement = await viewsTree();
    expect(shownNames(treeElement)).toEqual(['Tracks', 'Music', 'Rock', 'Albums', 'Empty']);
    expect(nodeOf(treeElement, 'Rock').className).toContain('ant-tree-treenode-selected');
    expect(await screen.findByRole('heading', { name: /Rock/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Views - AllRedBI'));

    fireEvent.change(screen.getByLabelText('Search views'), { target: { value: 'alb' } });
    await waitFor(() => expect(shownNames(treeElement)).toEqual(['Music', 'Albums']));
    fireEvent.change(screen.getByLabelText('Search views'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No view matches the search.')).toBeTruthy();
  });

  it('moves a dropped view where the shared placement rules say, at once', async () => {
    const fetchStub = serve();
    const answer = fetchStub.getMockImplementation() as typeof fetch;
    fetchStub.mockImplementation((input, init) => (init?.method === 'PUT' ? new Promise<Response>(() => undefined) : answer(input, init)));
    renderWithProviders(routes, '/organizations/o1/views');
    const treeElement = await viewsTree();
    dragInto(treeElement, 'Tracks', 'Music');
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/views/v1/move', 'PUT')).toEqual([{ parentId: 'f1', index: -1 }]));
    fireEvent.click(nodeOf(treeElement, 'Music').querySelector('.ant-tree-switcher') as Element);
    expect(shownNames(treeElement)).toEqual(['Music', 'Tracks', 'Rock', 'Albums', 'Empty']);
  });

  it('refuses a drop into a view or onto its own folder, sending nothing', async () => {
    const fetchStub = serve();
    renderWithProviders(routes, '/organizations/o1/views');
    const treeElement = await viewsTree();
    dragInto(treeElement, 'Empty', 'Tracks');
    expect(await screen.findByText('Cannot drop into a view: only folders hold other items')).toBeTruthy();
    fireEvent.click(nodeOf(treeElement, 'Music').querySelector('.ant-tree-switcher') as Element);
    dragInto(treeElement, 'Rock', 'Music');
    expect(await screen.findByText('It is in this folder already')).toBeTruthy();
    await settle();
    expect(fetchStub.mock.calls.filter(([url]) => String(url).endsWith('/move'))).toEqual([]);
  });

  it('shows actions only on what the user may manage, and no "New …" without the view module', async () => {
    const shared = viewNode('v7', 'Shared sales', null, 9, ['access']);
    serve({ 'GET /orgs/o1/views': [rock, shared] }, { ...ownerAbilities, isOwner: false, modules: { ...ownerAbilities.modules, view: false } });
    renderWithProviders(routes, '/organizations/o1/views');
    await viewsTree();
    expect(screen.getByRole('button', { name: 'Actions for Rock' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Shared sales' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recycle bin' })).toBeTruthy();
  });

  it('creates a folder inside the selected one, and opens a new view there', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/views': viewOf(viewFolder('f9', 'Jazz', 'f1', 5)) });
    const { router } = renderWithProviders(routes, '/organizations/o1/views/f1');
    expect(await screen.findByText('Folder · 2 item(s)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(within(dialog).getByTitle('Music')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Jazz' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder "Jazz" created')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views', 'POST')).toEqual([{ isFolder: true, name: 'Jazz', parentId: 'f1' }]);

    await router.navigate('/organizations/o1/views/f1');
    fireEvent.click(await screen.findByRole('button', { name: 'New view here' }));
    await waitFor(() => expect(router.state.location.search).toBe('?parentId=f1'));
    expect(await screen.findByRole('heading', { name: 'New view' })).toBeTruthy();
  });

  it('renames a folder, and moves a view to the recycle bin from its menu', async () => {
    const fetchStub = serve({ 'PUT /orgs/o1/views/f2': viewOf(viewFolder('f2', 'Drafts', null, 2)), 'POST /orgs/o1/views/v1/archive': null });
    renderWithProviders(routes, '/organizations/o1/views');
    await viewsTree();
    await nodeAction('Empty', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Drafts' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Folder renamed')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views/f2', 'PUT')).toEqual([{ name: 'Drafts' }]);

    await nodeAction('Tracks', 'Move to recycle bin');
    expect(await screen.findByText('"Tracks" moved to the recycle bin')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/views/v1/archive') && init?.method === 'POST')).toBe(true);
  });

  it('restores from the recycle bin, and explains a refused delete', async () => {
    const archived = { ...viewNode('v8', 'Old sales', null, 4, ['access', 'manage'], 'STRUCT'), archived: true };
    const fetchStub = serve({
      'GET /orgs/o1/views/archived': [archived],
      'POST /orgs/o1/views/v8/restore': { ...archived, archived: false },
      'DELETE /orgs/o1/views/v8': apiError(409, 'VIEW_IN_USE', 'The view is used by 2 chart(s): delete or change them first'),
    });
    renderWithProviders(routes, '/organizations/o1/views');
    fireEvent.click(await screen.findByRole('button', { name: 'Recycle bin' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recycle bin' });
    const row = (await within(drawer).findByText('Old sales')).closest('li') as HTMLElement;
    expect(within(row).getByText('Structure')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('"Old sales" restored')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views/v8/restore', 'POST')).toEqual([{}]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete "Old sales" for good?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The view is used by 2 chart(s): delete or change them first')).toBeTruthy();
    expect(screen.getByText('Cannot delete "Old sales"', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve({ 'GET /orgs/o1/views/archived': [] });
    renderWithProviders(routes, '/organizations/o1/views');
    expect(await screen.findByRole('tree', { name: '数据视图' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '数据视图' })).toBeTruthy();
    for (const name of ['新建数据视图', '新建文件夹', '回收站']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回收站' }));
    expect(await screen.findByText('回收站是空的。')).toBeTruthy();
  });
});
