import type { ColumnPermission } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { pick, serveOrg } from '../variables/variableTestData';
import { ColumnPermissionsEditor } from './ColumnPermissionsEditor';

const fields = ['film.title', 'film.rental_rate', 'city'];

function renderEditor(start: ColumnPermission[] = [], readOnly = false) {
  serveOrg();
  const changes: ColumnPermission[][] = [];
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <ColumnPermissionsEditor
        orgId="o1"
        fields={fields}
        value={value}
        readOnly={readOnly}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders([{ path: '/', element: <Harness /> }], '/');
  return { last: () => changes.at(-1) };
}

const rowOf = (name: string) => within(screen.getByRole('table')).getByText(name).closest('tr') as HTMLElement;

describe('ColumnPermissionsEditor', { timeout: 30_000 }, () => {
  it('gives a role some columns, a member none, and another all', async () => {
    const { last } = renderEditor();
    expect(await screen.findByText('No column permissions: everyone who may use the view reads every column.')).toBeTruthy();
    await pick('Add a role or member', 'Sales');
    expect(await screen.findByText('No column chosen yet: it reads none.')).toBeTruthy();
    await pick('Visible columns of Sales', 'film.title');
    await pick('Visible columns of Sales', 'city');
    await pick('Add a role or member', 'Bob');
    fireEvent.click(within(rowOf('Bob')).getByRole('radio', { name: 'None' }));
    await pick('Add a role or member', 'Finance');
    fireEvent.click(within(rowOf('Finance')).getByRole('radio', { name: 'All' }));
    expect(within(rowOf('Finance')).getByText('Every column')).toBeTruthy();
    expect(last()).toEqual([
      { subject: { type: 'role', id: 'r1' }, mode: 'partial', columns: ['film.title', 'city'] },
      { subject: { type: 'user', id: 'u2' }, mode: 'none', columns: [] },
      { subject: { type: 'role', id: 'r2' }, mode: 'all', columns: [] },
    ]);
  });

  it('offers each subject once, and removes a row', async () => {
    const { last } = renderEditor([{ subject: { type: 'role', id: 'r1' }, mode: 'none', columns: [] }]);
    expect(await screen.findByText('No column')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Add a role or member' }).closest('.ant-select')?.querySelector('.ant-select-selector') as Element);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Finance"]')).toBeTruthy());
    expect(document.querySelector('.ant-select-item-option[title="Sales"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Sales' }));
    expect(last()).toEqual([]);
  });

  it('keeps a column that left the model in view until it is removed', async () => {
    renderEditor([{ subject: { type: 'user', id: 'u1' }, mode: 'partial', columns: ['gone', 'city'] }]);
    const row = (await screen.findByText('Ann')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Owner')).toBeTruthy();
    expect(within(row).getByTitle('gone')).toBeTruthy();
  });

  it('changes nothing when read only', async () => {
    renderEditor([{ subject: { type: 'role', id: 'r1' }, mode: 'all', columns: [] }], true);
    expect(await screen.findByText('Sales')).toBeTruthy();
    expect(within(rowOf('Sales')).getByRole<HTMLInputElement>('radio', { name: 'All' }).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Add a role or member' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Sales' })).toBeNull();
  });
});
