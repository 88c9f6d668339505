import type { ViewModel } from '@redbi/shared/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../../testing/renderWithProviders';
import { pick } from '../variables/variableTestData';
import { ModelEditor } from './ModelEditor';

const functions = [
  { name: 'ROUND', category: 'numeric', syntax: 'ROUND(number, digits)', returns: 'numeric' },
  { name: 'SUM', category: 'aggregate', syntax: 'SUM(number)', returns: 'numeric' },
  { name: 'UPPER', category: 'string', syntax: 'UPPER(text)', returns: 'string' },
];
const start: ViewModel = {
  version: 1,
  columns: [
    { name: 'film.title', type: 'string', category: 'uncategorized' },
    { name: 'film.length', type: 'numeric', category: 'uncategorized' },
    { name: 'city', type: 'string', category: 'uncategorized' },
  ],
  hierarchies: [],
  computedFields: [{ name: 'minutes', expression: '[film.length]', type: 'numeric' }],
};

/** The editor with its model held by the test, as the view editor holds it. */
function renderEditor(answers: Record<string, unknown> = {}, options: { readOnly?: boolean; variableNames?: string[] } = {}) {
  const fetchStub = vi.fn(answerApi({ 'POST /data-provider/function/support/s1': functions, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  const changes: ViewModel[] = [];
  function Harness() {
    const [model, setModel] = useState(start);
    return (
      <ModelEditor
        model={model}
        sourceId="s1"
        readOnly={options.readOnly}
        variableNames={options.variableNames}
        onChange={(next) => {
          changes.push(next);
          setModel(next);
        }}
      />
    );
  }
  renderWithProviders([{ path: '/', element: <Harness /> }], '/');
  return { fetchStub, changes, last: () => changes.at(-1) };
}

describe('ModelEditor, columns', { timeout: 30_000 }, () => {
  it('groups "table.column" names by table and sets a type and a category', async () => {
    const { last } = renderEditor();
    const film = (await screen.findByText('film')).closest('tr') as HTMLElement;
    expect(within(film).getByText('2 field(s)')).toBeTruthy();
    expect(screen.getByTitle('film.title').textContent).toBe('title');
    await pick('Type of film.title', 'Numeric');
    await pick('Category of city', 'City');
    expect(last()?.columns).toEqual([
      { name: 'film.title', type: 'numeric', category: 'uncategorized' },
      { name: 'film.length', type: 'numeric', category: 'uncategorized' },
      { name: 'city', type: 'string', category: 'city' },
    ]);
  });

  it('says when a column has the name of a variable', async () => {
    renderEditor({}, { variableNames: ['CITY'] });
    expect(await screen.findByText('Variable names and model names must be unique')).toBeTruthy();
  });

  it('changes nothing when read only', async () => {
    renderEditor({}, { readOnly: true });
    const type = await screen.findByRole('combobox', { name: 'Type of city' });
    expect(type.closest('.ant-select')?.className).toContain('ant-select-disabled');
    fireEvent.click(screen.getByRole('tab', { name: 'Computed fields (1)' }));
    expect(await screen.findByText('minutes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add computed field' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit minutes' })).toBeNull();
  });
});

describe('ModelEditor, hierarchies', { timeout: 30_000 }, () => {
  it('adds a hierarchy, orders its fields, and checks its name', async () => {
    const { last } = renderEditor();
    fireEvent.click(await screen.findByRole('tab', { name: 'Hierarchies (0)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add hierarchy' }));
    expect(await screen.findByText('Fields cannot be empty')).toBeTruthy();
    await pick('Add a field to hierarchy 1', 'city');
    await pick('Add a field to hierarchy 1', 'film.title');
    fireEvent.click(screen.getByRole('button', { name: 'Move film.title up' }));
    expect(last()?.hierarchies).toEqual([{ name: 'Hierarchy 1', fields: ['film.title', 'city'] }]);
    expect(screen.queryByText('Fields cannot be empty')).toBeNull();

    const name = screen.getByLabelText('Name of hierarchy 1');
    fireEvent.change(name, { target: { value: 'city' } });
    expect(await screen.findByText('Variable names and model names must be unique')).toBeTruthy();
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Place' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove city' }));
    expect(last()?.hierarchies).toEqual([{ name: 'Place', fields: ['film.title'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove hierarchy 1' }));
    expect(last()?.hierarchies).toEqual([]);
  });
});

describe('ModelEditor, computed fields', { timeout: 30_000 }, () => {
  const openNew = async () => {
    fireEvent.click(await screen.findByRole('tab', { name: 'Computed fields (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add computed field' }));
    return screen.findByRole('dialog', { name: 'New computed field' });
  };

  it('builds an expression from the field and function lists, checks it with the server and keeps it', async () => {
    const { fetchStub, last } = renderEditor({ 'POST /data-provider/function/validate': { type: 'numeric', aggregate: true } });
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'total' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Insert function SUM' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert field film.length' }));
    const expression = within(dialog).getByLabelText<HTMLTextAreaElement>('Expression');
    await waitFor(() => expect(expression.value).toBe('SUM([film.length])'));
    fireEvent.change(within(dialog).getByLabelText('Search functions'), { target: { value: 'upp' } });
    expect(within(dialog).queryByRole('button', { name: 'Insert function ROUND' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Insert function UPPER' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Check expression' }));
    expect(await within(dialog).findByText('The expression is valid: it aggregates and gives a Numeric value.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last()?.computedFields).toEqual([start.computedFields[0], { name: 'total', expression: 'SUM([film.length])', type: 'numeric' }]);
    expect(bodiesSentTo(fetchStub, '/data-provider/function/validate', 'POST')[0]).toEqual({
      sourceId: 's1',
      expression: 'SUM([film.length])',
      fields: [
        { name: 'film.title', type: 'string' },
        { name: 'film.length', type: 'numeric' },
        { name: 'city', type: 'string' },
        // Other computed fields go with their expressions, and the field's own name, so that nesting and cycles are seen.
        { name: 'minutes', type: 'numeric', expression: '[film.length]' },
      ],
      name: 'total',
    });
  });

  it('takes the type the server infers unless the user chose one', async () => {
    const { last } = renderEditor({ 'POST /data-provider/function/validate': { type: 'string', aggregate: false } });
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'shout' } });
    fireEvent.change(within(dialog).getByLabelText('Expression'), { target: { value: 'UPPER([city])' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last()?.computedFields.at(-1)).toEqual({ name: 'shout', expression: 'UPPER([city])', type: 'string' });
  });

  it('refuses a taken name and an empty expression, and keeps nothing the server finds wrong, showing where', async () => {
    const { changes } = renderEditor({
      'POST /data-provider/function/validate': apiError(400, 'EXPRESSION_INVALID', 'Invalid expression at position 9: unknown field "nope"', { position: 9 }),
    });
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'city' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Computed field name must be unique')).toBeTruthy();
    expect(within(dialog).getByText('Expression cannot be empty')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'minutes' } });
    expect(await within(dialog).findByText('Computed field name must be unique')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'bad' } });
    fireEvent.change(within(dialog).getByLabelText('Expression'), { target: { value: '[city] + [nope]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid expression at position 9: unknown field "nope"')).toBeTruthy();
    expect(within(dialog).getByText('Line 1, column 10')).toBeTruthy();
    expect(within(dialog).getByLabelText('Where the expression is wrong').textContent).toBe('[city] + [nope]\n         ^');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('renames a field in its hierarchies and removes it from them when deleted', async () => {
    const { last } = renderEditor({ 'POST /data-provider/function/validate': { type: 'numeric', aggregate: false } });
    fireEvent.click(await screen.findByRole('tab', { name: 'Hierarchies (0)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add hierarchy' }));
    await pick('Add a field to hierarchy 1', 'minutes');
    await pick('Add a field to hierarchy 1', 'city');
    fireEvent.click(screen.getByRole('tab', { name: 'Computed fields (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit minutes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit computed field minutes' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'runtime' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(last()?.hierarchies).toEqual([{ name: 'Hierarchy 1', fields: ['runtime', 'city'] }]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove runtime' }));
    expect(last()?.computedFields).toEqual([]);
    expect(last()?.hierarchies).toEqual([{ name: 'Hierarchy 1', fields: ['city'] }]);
  });
});
