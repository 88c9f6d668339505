import type { Variable } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerAbilities } from '../../../testing/abilities';
import { apiError, bodiesSentTo, renderWithProviders } from '../../../testing/renderWithProviders';
import { dialogNamed, pick, serveOrg, typeValues } from '../../views/variables/variableTestData';
import { SettingsPage } from '../SettingsPage';

const variable = (id: string, name: string, extra: Partial<Variable> = {}): Variable => ({
  id,
  viewId: null,
  name,
  label: '',
  type: 'query',
  valueType: 'string',
  permission: 'editable',
  defaultValue: [],
  expression: false,
  values: [],
  ...extra,
});
const dept = variable('v1', 'dept', {
  label: 'Department',
  type: 'permission',
  values: [{ subject: { type: 'role', id: 'r1' }, values: ['Sales'], useDefault: false }],
});
const routes = [{ path: '/organizations/:orgId/settings/*', element: <SettingsPage /> }];
const open = () => renderWithProviders(routes, '/organizations/o1/settings/variables');
const serve = (answers: Record<string, unknown> = {}, abilities = ownerAbilities) =>
  serveOrg({ '/orgs/o1/abilities': abilities, 'GET /orgs/o1/variables': [dept], ...answers });

describe('Settings → Public variables', { timeout: 30_000 }, () => {
  it('lists the public variables', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Public variables' })).toBeTruthy();
    const row = (await screen.findByText('$dept$')).closest('tr') as HTMLElement;
    for (const text of ['Department', 'Permission', '1 role(s) or member(s)']) expect(within(row).getByText(text)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Public variables - AllRedBI'));
  });

  it('creates one, saying a taken name under the field', async () => {
    const fetchStub = serve({ 'POST /orgs/o1/variables': apiError(409, 'VARIABLE_NAME_TAKEN', 'Variable names and model names must be unique') });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New public variable' }));
    const dialog = await dialogNamed('New variable');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'DEPT' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Variable names and model names must be unique')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'region' } });
    typeValues('Default value', ['EU'], dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Variable names and model names must be unique')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/variables', 'POST')).toEqual([
      { name: 'region', label: '', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['EU'], expression: false, values: [] },
    ]);

    const region = variable('v2', 'region', { defaultValue: ['EU'] });
    serve({ 'POST /orgs/o1/variables': region });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'area' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Variable area created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits the values per role and member, keeping the id', async () => {
    const fetchStub = serve({ 'PUT /orgs/o1/variables/v1': dept });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit dept' }));
    const dialog = await dialogNamed('Edit variable dept');
    expect(await within(dialog).findByText('Sales')).toBeTruthy();
    await pick('Add a role or member to dept', 'Bob', dialog);
    fireEvent.click(within(dialog).getByLabelText('Use the default value for Bob'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Variable dept saved')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/variables/v1', 'PUT')).toEqual([
      {
        id: 'v1',
        name: 'dept',
        label: 'Department',
        type: 'permission',
        valueType: 'string',
        permission: 'editable',
        defaultValue: [],
        expression: false,
        values: [
          { subject: { type: 'role', id: 'r1' }, values: ['Sales'], useDefault: false },
          { subject: { type: 'user', id: 'u2' }, values: [], useDefault: true },
        ],
      },
    ]);
  });

  it('deletes one after confirmation', async () => {
    const fetchStub = serve({ 'DELETE /orgs/o1/variables/v1': null });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete dept' }));
    const confirm = (await screen.findByText('Delete the variable dept?', { selector: '.ant-modal-confirm-title' })).closest('[role="dialog"]') as HTMLElement;
    expect(within(confirm).getByText('Views that use $dept$ no longer get a value for it.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Variable dept deleted')).toBeTruthy();
    expect(fetchStub.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => String(url))).toEqual(['/redBi/api/v1/orgs/o1/variables/v1']);
  });

  it('lets a member who does not own the organization read them only', async () => {
    serve({ 'GET /orgs/o1/variables': [{ ...dept, values: [] }] }, { ...ownerAbilities, isOwner: false });
    open();
    expect(await screen.findByText('$dept$')).toBeTruthy();
    expect(await screen.findByText("Only the organization's owners change public variables.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New public variable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit dept' })).toBeNull();
    expect(screen.queryByText('Values per role and member')).toBeNull();
  });

  it('shows a failed load in place', async () => {
    serve({ 'GET /orgs/o1/variables': apiError(403, 'FORBIDDEN', 'You do not have permission to access this page') });
    open();
    expect(await screen.findByText('You do not have permission to access this page')).toBeTruthy();
  });
});
