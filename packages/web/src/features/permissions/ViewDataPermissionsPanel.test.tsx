import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { pick, serveOrg, typeValues } from '../views/variables/variableTestData';
import { PermissionsPage } from './PermissionsPage';

const viewTree = [
  { id: 'f1', parentId: null, name: 'Finance', isFolder: true },
  { id: 'w1', parentId: 'f1', name: 'Orders', isFolder: false },
  { id: 'w2', parentId: 'f1', name: 'Refunds', isFolder: false },
];
const holders = (resourceId: string) => ({ resourceType: 'view', resourceId, entries: [], owners: [{ id: 'u1', name: 'Ann' }] });
const variable = (id: string, name: string, type: 'query' | 'permission', valueType: 'string' | 'numeric', values: unknown[]) => ({
  id,
  viewId: 'w1',
  name,
  label: '',
  type,
  valueType,
  permission: 'editable',
  defaultValue: [],
  expression: false,
  values,
});
const orders = {
  fields: ['id', 'region', 'amount'],
  variables: [
    variable('v1', 'region', 'permission', 'string', [{ subject: { type: 'role', id: 'r1' }, values: ['EU'], useDefault: false }]),
    variable('v2', 'top', 'query', 'numeric', []),
  ],
  columnPermissions: [{ subject: { type: 'role', id: 'r1' }, mode: 'partial', columns: ['id', 'region'] }],
};
const refunds = { fields: ['id'], variables: [], columnPermissions: [] };

function openViews(answers: Record<string, unknown> = {}) {
  const fetchStub = serveOrg({
    '/orgs/o1/permissions/resources?resourceType=viz': [],
    '/orgs/o1/permissions/resources?resourceType=view': viewTree,
    ...Object.fromEntries(['*', 'f1', 'w1', 'w2'].map((id) => [`/orgs/o1/permissions/resource?resourceType=view&resourceId=${id}`, holders(id)])),
    'GET /orgs/o1/views/w1/data-permissions': orders,
    'GET /orgs/o1/views/w2/data-permissions': refunds,
    ...answers,
  });
  renderWithProviders([{ path: '/organizations/:orgId/permissions/*', element: <PermissionsPage /> }], '/organizations/o1/permissions/resource');
  return fetchStub;
}

async function chooseOrders() {
  fireEvent.click(await screen.findByRole('radio', { name: 'Views' }));
  fireEvent.click(await screen.findByText('Orders'));
  return screen.findByRole('region', { name: 'Row and column permissions' });
}

describe('row and column permissions of a view', { timeout: 30_000 }, () => {
  it('sets values per subject and column permissions, and saves them together', async () => {
    const fetchStub = openViews({ 'PUT /orgs/o1/views/w1/data-permissions': orders });
    const panel = await chooseOrders();
    const region = await within(panel).findByRole('group', { name: 'Variable region' });
    expect(within(region).getByText(/a user without a value sees no rows/)).toBeTruthy();
    expect(await within(region).findByText('Sales')).toBeTruthy();
    expect(within(region).getByTitle('EU')).toBeTruthy();
    await pick('Add a role or member to region', 'Bob', region);
    typeValues('Values of Bob', ['US'], region);
    const columnsTable = within(panel).getAllByRole('table').at(-1) as HTMLElement;
    fireEvent.click(within(within(columnsTable).getByText('Sales').closest('tr') as HTMLElement).getByRole('radio', { name: 'None' }));
    expect(within(panel).getByText('Unsaved')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Save row and column permissions' }));
    expect(await screen.findByText('Row and column permissions saved')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/o1/views/w1/data-permissions', 'PUT')).toEqual([
      {
        variables: [
          {
            id: 'v1',
            values: [
              { subject: { type: 'role', id: 'r1' }, values: ['EU'], useDefault: false },
              { subject: { type: 'user', id: 'u2' }, values: ['US'], useDefault: false },
            ],
          },
          { id: 'v2', values: [] },
        ],
        columnPermissions: [{ subject: { type: 'role', id: 'r1' }, mode: 'none', columns: [] }],
      },
    ]);
    await waitFor(() => expect(within(panel).queryByText('Unsaved')).toBeNull());
  });

  it('refuses to save values a numeric variable cannot take', async () => {
    openViews();
    const panel = await chooseOrders();
    const top = await within(panel).findByRole('group', { name: 'Variable top' });
    await pick('Add a role or member to top', 'Finance', top);
    typeValues('Values of Finance', ['ten'], top);
    expect(await within(top).findByText('"ten" is not a number')).toBeTruthy();
    expect(within(panel).getByText('Some values of top do not fit its value type: correct them to save.')).toBeTruthy();
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Save row and column permissions' }).disabled).toBe(true);
  });

  it('asks before unsaved changes are left behind, and shows nothing of the kind for a folder', async () => {
    openViews();
    const panel = await chooseOrders();
    await within(panel).findAllByText('Sales');
    const columnsTable = within(panel).getAllByRole('table').at(-1) as HTMLElement;
    fireEvent.click(within(within(columnsTable).getByText('Sales').closest('tr') as HTMLElement).getByRole('radio', { name: 'All' }));

    fireEvent.click(screen.getByText('Refunds'));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(within(dialog).getByText(/The changes to the permissions of Orders have not been saved/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('heading', { name: 'Views / Orders' })).toBeTruthy();
    expect(within(panel).getByText('Unsaved')).toBeTruthy();

    fireEvent.click(screen.getByText('Refunds'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', { name: 'Discard and continue' }));
    expect(await screen.findByRole('heading', { name: 'Views / Refunds' })).toBeTruthy();
    expect(await screen.findByText('This view has no variables. Rows are filtered by permission variables written in its SQL.')).toBeTruthy();

    fireEvent.click(screen.getByText('Finance'));
    expect(await screen.findByRole('heading', { name: 'Views / Finance' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Row and column permissions' })).toBeNull();
  });
});
