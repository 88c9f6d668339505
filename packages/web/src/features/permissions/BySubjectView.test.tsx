import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { PermissionsPage } from './PermissionsPage';

const role = (id: string, name: string) => ({ id, name, description: '', memberIds: [], createdAt: '' });
const member = (id: string, name: string, isOwner: boolean) => ({
  id,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.com`,
  name,
  department: '',
  description: '',
  avatar: null,
  isOwner,
  roles: [],
  joinedAt: '',
});
const analysts = {
  subject: { type: 'role', id: 'r1' },
  modules: { source: false, view: true, viz: true, schedule: false },
  grants: [
    { resourceType: 'viz', resourceId: '*', privileges: ['view'] },
    { resourceType: 'view', resourceId: '*', privileges: ['access'] },
  ],
};
const emptyTrees = Object.fromEntries(
  ['viz', 'storyboard', 'view', 'source', 'schedule'].map((type) => [`/orgs/o1/permissions/resources?resourceType=${type}`, []]),
);
const api = {
  '/orgs/o1/roles': [role('r1', 'Analysts'), role('r2', 'Editors')],
  '/orgs/o1/members': [member('u1', 'Ann', true), member('u2', 'Bob', false)],
  '/orgs/o1/permissions/subject?subjectType=role&subjectId=r1': analysts,
  '/orgs/o1/permissions/subject?subjectType=role&subjectId=r2': { ...analysts, subject: { type: 'role', id: 'r2' }, grants: [] },
  '/orgs/o1/permissions/grant': analysts,
  ...emptyTrees,
};

const routes = [{ path: '/organizations/:orgId/permissions/*', element: <PermissionsPage /> }];
// By role: the panes of other resource types, once opened, stay in the page hidden, with the same labels.
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

async function openAnalysts(fetchMock = vi.fn(answerApi(api))) {
  vi.stubGlobal('fetch', fetchMock);
  const view = renderWithProviders(routes, '/organizations/o1/permissions');
  fireEvent.click(await screen.findByRole('menuitem', { name: /Analysts/ }));
  await screen.findByRole('switch', { name: /Source|数据源/ });
  await screen.findByRole('row', { name: /All resources|所有资源/ });
  return { ...view, fetchMock };
}

describe('permissions by subject', () => {
  it('shows a role\'s module switches and its privileges on All resources', async () => {
    const { router } = await openAnalysts();
    expect(router.state.location.pathname).toBe('/organizations/o1/permissions/subject');
    expect(screen.getByRole('tab', { name: 'By subject', selected: true })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Source' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'View' }).getAttribute('aria-checked')).toBe('true');
    expect(checkbox('View on All resources').checked).toBe(true);
    expect(checkbox('Manage on All resources').checked).toBe(false);
    expect(screen.getByText('Set here')).toBeTruthy();
    for (const tab of ['Vizs', 'Storyboards', 'Views', 'Sources', 'Schedules']) expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Permissions - AllRedBI'));
  });

  it('collects changes across tabs and saves them in one call, null for a reset', async () => {
    const { fetchMock } = await openAnalysts();
    fireEvent.click(screen.getByRole('switch', { name: 'Source' }));
    fireEvent.click(checkbox('Manage on All resources'));
    expect(checkbox('Download on All resources').checked).toBe(true);
    expect(checkbox('Download on All resources').disabled).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Views' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove setting: All resources' }));
    expect(screen.getAllByText('Not set').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Vizs' }));
    expect(checkbox('Manage on All resources').checked).toBe(true);
    expect(screen.getByText('3 unsaved change(s)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions saved')).toBeTruthy();
    expect(bodiesSentTo(fetchMock, '/orgs/o1/permissions/grant')).toEqual([
      {
        subject: { type: 'role', id: 'r1' },
        modules: { source: true },
        grants: [
          { resourceType: 'viz', resourceId: '*', privileges: ['view', 'download', 'share', 'manage'] },
          { resourceType: 'view', resourceId: '*', privileges: null },
        ],
      },
    ]);
  });

  it('asks before unsaved changes are dropped for another subject', async () => {
    await openAnalysts();
    fireEvent.click(checkbox('Share on All resources'));
    fireEvent.click(screen.getByRole('menuitem', { name: /Editors/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(checkbox('Share on All resources').checked).toBe(true);

    fireEvent.click(screen.getByRole('menuitem', { name: /Editors/ }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard and continue' }));
    await screen.findByRole('heading', { name: 'Editors' });
    await waitFor(() => expect(checkbox('View on All resources').checked).toBe(false));
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it('lists users with the owners marked', async () => {
    vi.stubGlobal('fetch', vi.fn(answerApi(api)));
    renderWithProviders(routes, '/organizations/o1/permissions/subject');
    fireEvent.click(await screen.findByRole('radio', { name: 'Users' }));
    expect(await screen.findByRole('menuitem', { name: /Ann.*Owner — may do everything/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Bob/ }).textContent).not.toContain('Owner');
  });

  it('says so when the server refuses', async () => {
    const forbidden = apiError(403, 'FORBIDDEN', 'You do not have permission to access this page');
    vi.stubGlobal('fetch', vi.fn(answerApi({ ...api, '/orgs/o1/roles': forbidden })));
    renderWithProviders(routes, '/organizations/o1/permissions/subject');
    expect(await screen.findByText('You do not have permission to access this page')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    await openAnalysts();
    expect(screen.getByRole('tab', { name: '按主体' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '数据源' })).toBeTruthy();
    expect(checkbox('所有资源的管理权限').checked).toBe(false);
  });
});
