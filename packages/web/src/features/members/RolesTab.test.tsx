import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ownerAbilities } from '../../testing/abilities';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { member, role } from './memberTestData';
import { MembersPage } from './MembersPage';

const members = [member('u1', 'ann'), member('u2', 'bob'), member('u3', 'cat')];
const roles = [role('r1', 'Analyst', ['u1', 'u2'], 'Builds charts'), role('r2', 'Viewer', [])];
const routes = [{ path: '/organizations/:orgId/members/*', element: <MembersPage /> }];

function serve(answers: Record<string, unknown> = {}, abilities = ownerAbilities) {
  const fetchStub = vi.fn(
    answerApi({ '/orgs/o1/abilities': abilities, 'GET /orgs/o1/members': members, 'GET /orgs/o1/roles': roles, ...answers }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const type = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });

describe('MembersPage, Roles tab', () => {
  it('lists the roles with their member counts; the Members tab is a click away', async () => {
    serve();
    const { router } = renderWithProviders(routes, '/organizations/o1/members/roles');
    expect(await screen.findByText('Builds charts')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Roles', selected: true })).toBeTruthy();
    expect(within(rowOf('Analyst')).getByText('2')).toBeTruthy();
    expect(within(rowOf('Viewer')).getByText('0')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Roles - AllRedBI'));
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1/members'));
    expect(await screen.findByRole('button', { name: 'bob' })).toBeTruthy();
  });

  it('has no role actions for a member who may not manage the organisation', async () => {
    serve({}, { ...ownerAbilities, isOwner: false, manageOrganization: false });
    renderWithProviders(routes, '/organizations/o1/members/roles');
    await screen.findByText('Builds charts');
    for (const action of ['Create role', 'Edit', 'Delete', 'Set members']) expect(screen.queryByRole('button', { name: action })).toBeNull();
  });

  it('creates a role, saying a taken name under the field', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/roles': apiError(409, 'ROLE_NAME_TAKEN', 'A role named "Viewer" already exists') });
    renderWithProviders(routes, '/organizations/o1/members/roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Create role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create role' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    type(dialog, 'Name', 'Viewer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A role named "Viewer" already exists')).toBeTruthy();

    const retry = serve({ 'POST /orgs/o1/roles': role('r3', 'Editor') });
    type(dialog, 'Name', 'Editor');
    type(dialog, 'Description', 'Edits dashboards');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Role Editor created')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/roles', 'POST')).toEqual([{ name: 'Viewer' }]);
    expect(bodiesSentTo(retry, '/orgs/o1/roles', 'POST')).toEqual([{ name: 'Editor', description: 'Edits dashboards' }]);
  });

  it('edits, deletes and sets the members of a role', async () => {
    const fetchStub = serve({
      'PUT /orgs/o1/roles/r1': { ...roles[0], name: 'Analysts' },
      'DELETE /orgs/o1/roles/r2': null,
      'PUT /orgs/o1/roles/r2/members': { ...roles[1], memberIds: ['u3'] },
    });
    renderWithProviders(routes, '/organizations/o1/members/roles');
    await screen.findByText('Builds charts');

    fireEvent.click(within(rowOf('Analyst')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit role Analyst' });
    expect((within(edit).getByLabelText('Name') as HTMLInputElement).value).toBe('Analyst');
    type(edit, 'Name', 'Analysts');
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role saved')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/roles/r1', 'PUT')).toEqual([{ name: 'Analysts', description: 'Builds charts' }]);

    fireEvent.click(within(rowOf('Viewer')).getByRole('button', { name: 'Set members' }));
    const membersDialog = await screen.findByRole('dialog', { name: 'Members of Viewer' });
    fireEvent.mouseDown(membersDialog.querySelector('.ant-select-selector') as Element);
    fireEvent.click(await screen.findByTitle('Cat (cat)'));
    fireEvent.click(within(membersDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Members of Viewer saved')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/roles/r2/members', 'PUT')).toEqual([{ userIds: ['u3'] }]);

    fireEvent.click(within(rowOf('Viewer')).getByRole('button', { name: 'Delete' }));
    const confirm = (await screen.findByText('Delete the role Viewer?', { selector: '.ant-modal-confirm-title' })).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role Viewer deleted')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/roles/r2', 'DELETE')).toHaveLength(1);
  });
});
