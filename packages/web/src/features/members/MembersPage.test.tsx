import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { member, role } from './memberTestData';
import { MembersPage } from './MembersPage';

const ann = member('u1', 'ann', { isOwner: true, roles: [{ id: 'r1', name: 'Analyst' }] });
const bob = member('u2', 'bob', { name: 'Bob Stone' });
const cat = member('u3', 'cat', { roles: [{ id: 'r2', name: 'Viewer' }] });
const roles = [role('r1', 'Analyst', ['u1']), role('r2', 'Viewer', ['u3'])];
const memberAbilities = { ...ownerAbilities, isOwner: false, manageOrganization: false };

const routes = [{ path: '/organizations/:orgId/members/*', element: <MembersPage /> }];

function serve(answers: Record<string, unknown> = {}, abilities = ownerAbilities) {
  const fetchStub = vi.fn(
    answerApi({
      '/orgs/o1/abilities': abilities,
      'GET /orgs/o1/members': [ann, bob, cat],
      'GET /orgs/o1/roles': roles,
      ...answers,
    }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** A confirmation by its title (in tests antd gives every dialog's title the same id, so names are ambiguous). */
const confirmDialog = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-confirm-title' })).closest('[role="dialog"]') as HTMLElement;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const type = (label: string, value: string, container: HTMLElement = document.body) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
/** Opens an antd Select by its label and picks the option with that title. */
async function pick(label: string, option: string) {
  const selector = screen.getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-selector');
  fireEvent.mouseDown(selector as Element);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((element) => element.getAttribute('title') === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

describe('MembersPage, Members tab', () => {
  beforeEach(() => serve());

  it('lists the members with their roles and the owner tag, and filters them', async () => {
    renderWithProviders(routes, '/organizations/o1/members');
    const table = await screen.findByRole('table');
    await within(table).findByRole('button', { name: 'bob' });
    for (const header of ['Avatar', 'Username', 'Name', 'Email', 'Roles']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(rowOf('ann@example.com')).getByText('Owner')).toBeTruthy();
    expect(within(rowOf('ann@example.com')).getByText('Analyst')).toBeTruthy();
    expect(within(rowOf('Bob Stone')).queryByText('Owner')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Members', selected: true })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Members - AllRedBI'));

    type('Search members', 'STONE');
    await waitFor(() => expect(screen.queryByText('ann@example.com')).toBeNull());
    expect(screen.getByText('Bob Stone')).toBeTruthy();
    type('Search members', 'viewer');
    expect(await screen.findByText('cat@example.com')).toBeTruthy();
    expect(screen.queryByText('Bob Stone')).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderWithProviders(routes, '/organizations/o1/members');
    expect(await screen.findByRole('button', { name: '邀请成员' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '创建成员' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '成员' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '角色' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'bob' }));
    for (const action of ['设为所有者', '移出组织', '删除用户']) expect(await screen.findByRole('button', { name: action })).toBeTruthy();
  });

  it('hides the owner actions from a member who may not manage the organisation', async () => {
    serve({}, memberAbilities);
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'cat' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Viewer')).toBeTruthy();
    expect(within(drawer).getByText('cat@example.com')).toBeTruthy();
    for (const action of ['Invite members', 'Create member', 'Save roles', 'Make owner', 'Remove from organization', 'Delete user']) {
      expect(screen.queryByRole('button', { name: action })).toBeNull();
    }
  });

  it('invites several addresses, refusing a bad one with the message of spec §5', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/invite': { invited: ['dan@example.com'], alreadyMembers: ['bob@example.com'] } });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    const input = within(dialog).getByLabelText('Email addresses');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('Enter at least one email address')).toBeTruthy();

    fireEvent.change(input, { target: { value: 'dan@example.com, not-an-address,' } });
    expect(await within(dialog).findByText('Invalid email addresses')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodiesSentTo(fetchStub, '/orgs/o1/invite', 'POST')).toEqual([]);

    const badTag = within(dialog).getByTitle('not-an-address');
    fireEvent.click(badTag.querySelector('.ant-select-selection-item-remove') as Element);
    fireEvent.change(input, { target: { value: 'bob@example.com,' } });
    await waitFor(() => expect(within(dialog).queryByText('Invalid email addresses')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText('Invitations sent to dan@example.com')).toBeTruthy();
    expect(screen.getByText('Already members: bob@example.com')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/invite', 'POST')).toEqual([{ emails: ['dan@example.com', 'bob@example.com'] }]);
  });

  it('finds existing users to invite by at least 2 characters', async () => {
    const fetchStub = serve({
      'GET /orgs/o1/users/search?keyword=da': [
        { id: 'u9', username: 'dan', email: 'dan@example.com', name: 'Dan', avatar: null, isMember: false },
        { id: 'u2', username: 'bob', email: 'bob@example.com', name: 'Bob Stone', avatar: null, isMember: true },
      ],
      'POST /orgs/o1/invite': { invited: ['dan@example.com'], alreadyMembers: [] },
    });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    const input = within(dialog).getByLabelText('Email addresses');
    fireEvent.change(input, { target: { value: 'd' } });
    fireEvent.change(input, { target: { value: 'da' } });
    const option = await screen.findByTitle('Dan <dan@example.com>');
    expect(screen.getByTitle('Bob Stone <bob@example.com> (already a member)')).toBeTruthy();
    expect(fetchStub.mock.calls.filter(([url]) => String(url).includes('/users/search'))).toHaveLength(1);
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invitations sent to dan@example.com')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/invite', 'POST')).toEqual([{ emails: ['dan@example.com'] }]);
  });

  it('without mail says so and offers to create the member instead', async () => {
    serve({ 'POST /orgs/o1/invite': apiError(503, 'MAIL_NOT_CONFIGURED', 'E-mail is not configured on this server') });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite members' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    fireEvent.change(within(dialog).getByLabelText('Email addresses'), { target: { value: 'dan@example.com,' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await within(dialog).findByText('E-mail is not configured on this server')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create member instead' }));
    expect(await screen.findByRole('dialog', { name: 'Create member' })).toBeTruthy();
  });

  it('creates a member with roles', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/members': member('u9', 'dan') });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Create member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create member' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Username is required')).toBeTruthy();
    type('Username', 'dan', dialog);
    type('Email', 'dan@example.com', dialog);
    type('Password', 'secret1', dialog);
    type('Name', 'Dan', dialog);
    await pick('Roles', 'Viewer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Member dan created')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/members', 'POST')).toEqual([
      { username: 'dan', email: 'dan@example.com', password: 'secret1', name: 'Dan', roleIds: ['r2'] },
    ]);
  });

  it('sets the roles of a member and fetches members, roles and abilities again', async () => {
    const fetchStub = serve({ 'PUT /orgs/o1/members/u2/roles': { ...bob, roles: [{ id: 'r1', name: 'Analyst' }] } });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'bob' }));
    const drawer = await screen.findByRole('dialog');
    await pick('Roles', 'Analyst');
    const fetchesBefore = fetchStub.mock.calls.length;
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByText('Roles saved')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/members/u2/roles', 'PUT')).toEqual([{ roleIds: ['r1'] }]);
    const refetched = fetchStub.mock.calls.slice(fetchesBefore).map(([url]) => String(url).replace('/redBi/api/v1', ''));
    expect(refetched).toEqual(expect.arrayContaining(['/orgs/o1/members', '/orgs/o1/roles', '/orgs/o1/abilities']));
  });

  it('makes a member owner after confirmation', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/owners/u2': { ...bob, isOwner: true } });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'bob' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make owner' }));
    const confirm = await confirmDialog('Make Bob Stone an owner of this organization?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Make owner' }));
    expect(await screen.findByText('Bob Stone is now an owner')).toBeTruthy();
    expect(fetchStub.mock.calls.filter(([url, init]) => String(url).endsWith('/orgs/o1/owners/u2') && init?.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal to delete a user", async () => {
    const refusal = 'The user belongs to other organizations and cannot be deleted';
    serve({ 'DELETE /orgs/o1/users/u2': apiError(409, 'USER_IN_OTHER_ORGS', refusal) });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'bob' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const confirm = await confirmDialog('Delete the user Bob Stone?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('removes a member from the organisation after confirmation', async () => {
    const fetchStub = serve({ 'DELETE /orgs/o1/members/u3': null });
    renderWithProviders(routes, '/organizations/o1/members');
    fireEvent.click(await screen.findByRole('button', { name: 'cat' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from organization' }));
    const confirm = await confirmDialog('Remove Cat from this organization?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove from organization' }));
    expect(await screen.findByText('Cat was removed from the organization')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/members/u3', 'DELETE')).toHaveLength(1);
  });
});
