import type { VariableInput } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n/i18n';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { dialogNamed, pick, serveOrg, typeValues } from './variableTestData';
import { VariablesEditor } from './VariablesEditor';

const region: VariableInput = { id: 'v1', name: 'region', label: 'Region', type: 'query', valueType: 'string', permission: 'editable', defaultValue: ['EU'] };

function renderEditor(variables: VariableInput[] = [region], options: { readOnly?: boolean; modelNames?: string[] } = {}) {
  serveOrg();
  const changes: VariableInput[][] = [];
  function Harness() {
    const [value, setValue] = useState(variables);
    return (
      <VariablesEditor
        orgId="o1"
        variables={value}
        readOnly={options.readOnly}
        modelNames={options.modelNames}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders([{ path: '/', element: <Harness /> }], '/');
  return { last: () => changes.at(-1), changes };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('VariablesEditor', { timeout: 30_000 }, () => {
  it('lists the variables with their settings', async () => {
    renderEditor();
    const row = (await screen.findByText('$region$')).closest('tr') as HTMLElement;
    for (const text of ['Region', 'Query', 'String', 'Editable', 'EU', '0 role(s) or member(s)']) expect(within(row).getByText(text)).toBeTruthy();
    expect(screen.getByText(/\$REDBI_USER_ID\$/)).toBeTruthy();
  });

  it('adds a query variable with values and a permission per role and member', async () => {
    const { last } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Add variable' }));
    const dialog = await dialogNamed('New variable');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'year' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Year' } });
    await pick('Value type', 'Numeric', dialog);
    await pick('Permission', 'Read only', dialog);
    typeValues('Default value', ['2024'], dialog);
    await pick('Add a role or member to year', 'Sales', dialog);
    await pick('Add a role or member to year', 'Bob', dialog);
    typeValues('Values of Sales', ['2023', '2024'], dialog);
    await pick('Permission of Sales', 'Editable', dialog);
    fireEvent.click(within(dialog).getByLabelText('Use the default value for Bob'));
    save(dialog);
    await closed();
    expect(last()).toEqual([
      { ...region, expression: false, values: [] },
      {
        name: 'year',
        label: 'Year',
        type: 'query',
        valueType: 'numeric',
        permission: 'readonly',
        defaultValue: ['2024'],
        expression: false,
        values: [
          { subject: { type: 'role', id: 'r1' }, values: ['2023', '2024'], useDefault: false, permission: 'editable' },
          { subject: { type: 'user', id: 'u2' }, values: [], useDefault: true },
        ],
      },
    ]);
  });

  it('refuses names and values the server would refuse', async () => {
    const { changes } = renderEditor([region], { modelNames: ['amount'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Add variable' }));
    const dialog = await dialogNamed('New variable');
    const name = within(dialog).getByLabelText('Name');
    save(dialog);
    expect(await within(dialog).findByText('Name cannot be empty')).toBeTruthy();
    for (const [typed, message] of [
      ['1st', 'Use letters, digits and "_", not starting with a digit'],
      ['REGION', 'Variable names and model names must be unique'],
      ['Amount', 'Variable names and model names must be unique'],
      ['redbi_user_id', 'Variable names and model names must be unique'],
    ] as const) {
      fireEvent.change(name, { target: { value: typed } });
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    fireEvent.change(name, { target: { value: 'limit' } });
    await pick('Value type', 'Numeric', dialog);
    typeValues('Default value', ['ten'], dialog);
    expect(await within(dialog).findByText('"ten" is not a number')).toBeTruthy();
    await pick('Add a role or member to limit', 'Finance', dialog);
    typeValues('Values of Finance', ['1x'], dialog);
    expect(await within(dialog).findByText('"1x" is not a number')).toBeTruthy();
    save(dialog);
    expect(await within(dialog).findByText('Finance: "1x" is not a number')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('explains a permission variable and keeps no permission per subject for it', async () => {
    const { last } = renderEditor([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add variable' }));
    const dialog = await dialogNamed('New variable');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'dept' } });
    await pick('Type', 'Permission', dialog);
    expect(within(dialog).getByText(/a user without a value sees no rows; the organization owner without a value of their own sees all rows/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Permission' })).toBeNull();
    expect(within(dialog).getByText('No role or member has a value yet: nobody but the owner sees any row.')).toBeTruthy();
    await pick('Add a role or member to dept', 'Ann (owner)', dialog);
    expect(within(dialog).queryByRole('combobox', { name: 'Permission of Ann' })).toBeNull();
    typeValues('Values of Ann', ['HR'], dialog);
    save(dialog);
    await closed();
    expect(last()).toEqual([
      expect.objectContaining({ name: 'dept', type: 'permission', values: [{ subject: { type: 'user', id: 'u1' }, values: ['HR'], useDefault: false }] }),
    ]);
  });

  it('writes a SQL default as one text', async () => {
    const { last } = renderEditor([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add variable' }));
    const dialog = await dialogNamed('New variable');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'today' } });
    await pick('Value type', 'Date', dialog);
    fireEvent.click(within(dialog).getByLabelText('The default value is a SQL expression'));
    fireEvent.change(await within(dialog).findByLabelText('Default value'), { target: { value: 'CURRENT_DATE' } });
    save(dialog);
    await closed();
    expect(last()?.[0]).toEqual(expect.objectContaining({ name: 'today', valueType: 'date', expression: true, defaultValue: ['CURRENT_DATE'] }));
  });

  it('edits and deletes a variable, keeping its id', async () => {
    const { last } = renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit region' }));
    const dialog = await dialogNamed('Edit variable region');
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Sales region' } });
    save(dialog);
    await closed();
    expect(last()).toEqual([expect.objectContaining({ id: 'v1', name: 'region', label: 'Sales region', defaultValue: ['EU'] })]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete region' }));
    expect(last()).toEqual([]);
    expect(screen.getByText('No variables.')).toBeTruthy();
  });

  it('offers no changes when read only, and flags a name taken twice', async () => {
    renderEditor([region, { name: 'Region' }], { readOnly: true });
    expect(await screen.findByText('Variable names and model names must be unique')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add variable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit region' })).toBeNull();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: '添加变量' }));
    const dialog = await dialogNamed('新建变量');
    await pick('类型', '权限', dialog);
    expect(within(dialog).getByText(/没有值的用户看不到任何行/)).toBeTruthy();
  });
});
