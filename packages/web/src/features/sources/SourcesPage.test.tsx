import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { SourcesPage } from './SourcesPage';
import { budget, ledger, salesDb, sourceNode, sourceOf, tree } from './sourceTestData';

const routes = [{ path: '/organizations/:orgId/sources/*', element: <SourcesPage /> }];

function serve(answers: Record<string, unknown> = {}, abilities = ownerAbilities) {
  const fetchStub = vi.fn(answerApi({ '/orgs/o1/abilities': abilities, 'GET /orgs/o1/sources': tree, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const sourcesTree = () => screen.findByRole('tree', { name: 'Sources' });
/** The names in the tree, top to bottom, as shown (collapsed folders hide their children). */
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
/** Opens a node's '⋯' menu and picks an action. */
async function nodeAction(name: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

describe('SourcesPage, the tree', () => {
  it('shows folders and sources nested and sorted by index, opens the selection\'s folders, and searches', async () => {
    serve({ 'GET /orgs/o1/sources/s3': sourceOf(budget) });
    renderWithProviders(routes, '/organizations/o1/sources/s3');
    const treeElement = await sourcesTree();
    expect(shownNames(treeElement)).toEqual(['Sales DB', 'Finance', 'Ledger', 'Budget', 'Uploads', 'Empty']);
    expect(nodeOf(treeElement, 'Budget').className).toContain('ant-tree-treenode-selected');
    expect(await screen.findByRole('heading', { name: /Budget/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sources - AllRedBI'));

    fireEvent.change(screen.getByLabelText('Search sources'), { target: { value: 'LED' } });
    await waitFor(() => expect(shownNames(treeElement)).toEqual(['Finance', 'Ledger']));
    fireEvent.change(screen.getByLabelText('Search sources'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No source matches the search.')).toBeTruthy();
  });

  it('moves a dropped node where the shared placement rules say, at once', async () => {
    const fetchStub = serve();
    const answer = fetchStub.getMockImplementation() as typeof fetch;
    // The server takes its time: the tree shows the move before it answers.
    fetchStub.mockImplementation((input, init) => (init?.method === 'PUT' ? new Promise<Response>(() => undefined) : answer(input, init)));
    renderWithProviders(routes, '/organizations/o1/sources');
    const treeElement = await sourcesTree();
    dragInto(treeElement, 'Sales DB', 'Finance');
    await waitFor(() => expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s1/move', 'PUT')).toEqual([{ parentId: 'f1', index: -1 }]));
    fireEvent.click(nodeOf(treeElement, 'Finance').querySelector('.ant-tree-switcher') as Element);
    // Ledger had index 0: the dropped source goes first in the folder, shown before the server answers.
    expect(shownNames(treeElement)).toEqual(['Finance', 'Sales DB', 'Ledger', 'Budget', 'Uploads', 'Empty']);
  });

  it('refuses a drop into a source or onto its own folder, sending nothing', async () => {
    const fetchStub = serve({ 'GET /orgs/o1/sources/s2': sourceOf(ledger) });
    renderWithProviders(routes, '/organizations/o1/sources/s2');
    const treeElement = await sourcesTree();
    dragInto(treeElement, 'Sales DB', 'Uploads');
    expect(await screen.findByText('Cannot drop into a source: only folders hold other items')).toBeTruthy();
    dragInto(treeElement, 'Ledger', 'Finance');
    expect(await screen.findByText('It is in this folder already')).toBeTruthy();
    await settle();
    expect(fetchStub.mock.calls.filter(([url]) => String(url).endsWith('/move'))).toEqual([]);
  });

  it('shows actions only on what the user may manage, and no "New …" without the source module', async () => {
    const readOnly = sourceNode('s7', 'Shared warehouse', 'postgres', null, 9, ['access']);
    serve({ 'GET /orgs/o1/sources': [salesDb, readOnly] }, { ...ownerAbilities, isOwner: false, modules: { ...ownerAbilities.modules, source: false } });
    renderWithProviders(routes, '/organizations/o1/sources');
    await sourcesTree();
    expect(screen.getByRole('button', { name: 'Actions for Sales DB' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Shared warehouse' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New source' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recycle bin' })).toBeTruthy();
  });

  it('creates a folder inside the selected one', async () => {
    const fetchStub = serve({
      'GET /orgs/o1/sources/s2': sourceOf(ledger),
      'POST /orgs/o1/sources': sourceOf({ ...ledger, id: 'f9', name: 'Audits', isFolder: true, type: null }),
    });
    renderWithProviders(routes, '/organizations/o1/sources/s2');
    await sourcesTree();
    fireEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    expect(within(dialog).getByTitle('Finance')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Audits' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Folder "Audits" created')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/sources', 'POST')).toEqual([{ isFolder: true, name: 'Audits', parentId: 'f1' }]);
  });

  it('moves a source to the recycle bin from its menu', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/sources/s1/archive': null });
    renderWithProviders(routes, '/organizations/o1/sources');
    await sourcesTree();
    await nodeAction('Sales DB', 'Move to recycle bin');
    expect(await screen.findByText('"Sales DB" moved to the recycle bin')).toBeTruthy();
    expect(fetchStub.mock.calls.some(([url, init]) => String(url).endsWith('/sources/s1/archive') && init?.method === 'POST')).toBe(true);
  });

  it('restores from the recycle bin, and explains a refused delete', async () => {
    const archived = { ...sourceNode('s8', 'Old CRM', 'mysql', null, 4), archived: true };
    const fetchStub = serve({
      'GET /orgs/o1/sources/archived': [archived],
      'POST /orgs/o1/sources/s8/restore': { ...archived, archived: false },
      'DELETE /orgs/o1/sources/s8': apiError(409, 'SOURCE_IN_USE', 'The source is used by the views: Revenue'),
    });
    renderWithProviders(routes, '/organizations/o1/sources');
    fireEvent.click(await screen.findByRole('button', { name: 'Recycle bin' }));
    const drawer = await screen.findByRole('dialog', { name: 'Recycle bin' });
    const row = (await within(drawer).findByText('Old CRM')).closest('li') as HTMLElement;
    expect(within(row).getByText('MySQL / MariaDB')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('"Old CRM" restored')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/sources/s8/restore', 'POST')).toEqual([{}]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete "Old CRM" for good?', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText('The source is used by the views: Revenue')).toBeTruthy();
    expect(screen.getByText('Cannot delete "Old CRM"', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve({ 'GET /orgs/o1/sources/archived': [] });
    renderWithProviders(routes, '/organizations/o1/sources');
    expect(await screen.findByRole('tree', { name: '数据源' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '数据源' })).toBeTruthy();
    for (const name of ['新建数据源', '新建文件夹', '回收站']) expect(screen.getByRole('button', { name })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回收站' }));
    expect(await screen.findByText('回收站是空的。')).toBeTruthy();
  });
});
