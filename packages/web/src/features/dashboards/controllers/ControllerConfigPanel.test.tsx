import { facadeOperators, PrivateChartWidgetSchema, type ControllerWidget } from '@redbi/shared/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllControllerFacades } from './controllerFacades';
import { createQueryClient } from '../../../app/queryClient';
import { answerApi } from '../../../testing/renderWithProviders';
import { tracks, viewNode, viewOf } from '../../views/viewTestData';
import { boardOf, controllerWidget } from './controllerTestData';
import { ControllerConfigPanel } from './ControllerConfigPanel';

const stock = viewNode('v4', 'Stock', null, 3);
const variable = (name: string) => ({ id: name, viewId: 'v1', name, label: name, type: 'query' as const, valueType: 'numeric' as const, permission: 'editable' as const, defaultValue: [], expression: false, values: [] });
const api = {
  'GET /orgs/o1/views': [tracks, stock],
  'GET /orgs/o1/views/v1': viewOf(tracks, { variables: [variable('low'), variable('high')] }),
  'GET /orgs/o1/views/v4': viewOf(stock),
  'POST /data-provider/execute': { columns: [{ name: 'value', type: 'string' }], rows: [['Jazz'], ['Rock']], pageInfo: { pageNo: 1, pageSize: 50 }, cached: false },
};
/** A private chart on Tracks (v1): the board's one view. */
const chart = PrivateChartWidgetSchema.parse({ id: 'w1', name: 'Tracks chart', type: 'privateChart', config: { viewId: 'v1', chart: { chartType: 'bar' } } });

/** The panel as the settings drawer holds it: each change is the widget it edits next. */
function open(initial: ControllerWidget) {
  vi.stubGlobal('fetch', vi.fn(answerApi(api)));
  const queryClient = createQueryClient(() => undefined);
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const edited = { current: initial };
  function Drawer() {
    const [widget, setWidget] = useState(initial);
    const other = controllerWidget('dropdownList', {}, { id: 'c2', name: 'Country' });
    return (
      <ControllerConfigPanel
        widget={widget}
        board={boardOf([chart, widget, other])}
        charts={{}}
        orgId="o1"
        onChange={(next) => {
          edited.current = next;
          setWidget(next);
        }}
      />
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Drawer />
    </QueryClientProvider>,
  );
  return edited;
}

/** The select's dropdown (opened unless it is open; closing ones left out). */
async function openSelect(label: string) {
  const box = screen.getByRole('combobox', { name: label });
  if (box.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(box);
  return waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not([class*="-leave"])')].at(-1);
    if (!shown) throw new Error('no open dropdown');
    return shown;
  }, LOADED);
}
const offered = async (label: string) => [...(await openSelect(label)).querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);
/** Options come from the (stubbed) API through lazy chunks: on a loaded machine that takes more than waitFor's 1 s default. */
const LOADED = { timeout: 10_000 };
/** Picks an option once the select lists it (its data may still be loading). */
async function choose(label: string, option: string) {
  const found = await waitFor(async () => {
    const content = [...(await openSelect(label)).querySelectorAll<HTMLElement>('.ant-select-item-option-content')].find((item) => item.textContent === option);
    if (!content) throw new Error(`no option ${option}`);
    return content;
  }, LOADED);
  fireEvent.click(found);
}

describe('the controller config panel', () => {
  // Each facade is a chunk of its own: loaded first, it draws in its first render as on a board.
  beforeAll(() => loadAllControllerFacades());

  it('offers only the operators the facade allows, and resets a disallowed one when the facade changes', async () => {
    const edited = open(controllerWidget('dropdownList', { operator: 'NE' }));
    expect(await offered('Operator')).toEqual(['equals', 'does not equal']);
    await choose('Type', 'Radio group');
    expect(edited.current.config).toMatchObject({ facade: 'radioGroup', operator: 'NE' });
    await choose('Type', 'Range value');
    expect(edited.current.config).toMatchObject({ facade: 'rangeValue', operator: 'BETWEEN' });
    expect(screen.getByRole('spinbutton', { name: 'Step' })).toBeTruthy();
    await choose('Type', 'Text');
    expect(edited.current.config).toMatchObject({ facade: 'text', operator: 'LIKE' });
    expect(await offered('Operator')).toHaveLength(facadeOperators.text.length);
  });

  it('associates a field of each view the board reads', async () => {
    const edited = open(controllerWidget('dropdownList'));
    await waitFor(() => expect(screen.getByText('Tracks')).toBeTruthy());
    await waitFor(async () => expect(await offered('Tracks: Field')).toEqual(['TrackId', 'Name']));
    await choose('Tracks: Field', 'Name');
    expect(edited.current.config.targets).toEqual([{ viewId: 'v1', kind: 'field', name: 'Name' }]);
  });

  it('associates a range with two variables, start and end, and with another view the author adds', async () => {
    const edited = open(controllerWidget('rangeValue'));
    fireEvent.click(await screen.findByText('Variable'));
    await waitFor(async () => expect(await offered('Tracks: Start variable')).toEqual(['low', 'high']));
    await choose('Tracks: Start variable', 'low');
    await choose('Tracks: End variable', 'high');
    expect(edited.current.config.targets).toEqual([{ viewId: 'v1', kind: 'variable', name: 'low', endName: 'high' }]);

    await waitFor(async () => expect(await offered('Associate another view')).toEqual(['Stock']));
    await choose('Associate another view', 'Stock');
    await waitFor(async () => expect(await offered('Stock: Field')).toEqual(['TrackId', 'Name']));
    await choose('Stock: Field', 'TrackId');
    expect(edited.current.config.targets).toEqual([
      { viewId: 'v1', kind: 'variable', name: 'low', endName: 'high' },
      { viewId: 'v4', kind: 'field', name: 'TrackId' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop filtering Stock' }));
    expect(edited.current.config.targets).toEqual([{ viewId: 'v1', kind: 'variable', name: 'low', endName: 'high' }]);
  });

  it('edits a static option list, and picks a default among its values', async () => {
    const edited = open(controllerWidget('dropdownList'));
    fireEvent.click(screen.getByRole('button', { name: /Add an option/ }));
    fireEvent.click(screen.getByRole('button', { name: /Add an option/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Value 1' }), { target: { value: 'East' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value 2' }), { target: { value: 'West' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label 2' }), { target: { value: 'The West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move up 2' }));
    expect(edited.current.config.options.items).toEqual([{ value: 'West', label: 'The West' }, { value: 'East' }]);
    await choose('Default value', 'The West');
    expect(edited.current.config.defaults).toEqual([{ value: 'West' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the option 1' }));
    expect(edited.current.config.options.items).toEqual([{ value: 'East' }]);
  });

  it('reads options from a view field, narrowed by other controllers, with a default among the field’s values', async () => {
    const edited = open(controllerWidget('multiDropdownList'));
    fireEvent.click(screen.getByText('From a view'));
    await choose('View', 'Tracks');
    await waitFor(async () => expect(await offered('Value field')).toEqual(['TrackId', 'Name']), LOADED);
    await choose('Value field', 'Name');
    expect(edited.current.config.options).toEqual({ source: 'data', items: [], viewId: 'v1', valueField: 'Name', labelField: undefined, parentFields: [] });
    expect(screen.queryByRole('combobox', { name: 'Parent fields' })).toBeNull();
    await waitFor(async () => expect(await offered('Default value')).toEqual(['Jazz', 'Rock']), LOADED);
    await choose('Default value', 'Rock');
    expect(edited.current.config.defaults).toEqual([{ value: 'Rock' }]);
    await choose('Narrow the options by', 'Country');
    expect(edited.current.config.cascadeFrom).toEqual(['c2']);
  });

  it('sets relative time defaults for time facades', async () => {
    const edited = open(controllerWidget('rangeTime'));
    fireEvent.click(screen.getByText('Relative'));
    expect(edited.current.config.defaults).toEqual([{ relative: { amount: 7, unit: 'days', mode: 'ago' } }, { relative: { amount: 0, unit: 'days', mode: 'fromNow' } }]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Start: Amount' }), { target: { value: '30' } });
    expect(edited.current.config.defaults[0]).toEqual({ relative: { amount: 30, unit: 'days', mode: 'ago' } });
  });

  it('makes the controller required, and shown only while another controller has a value', async () => {
    const edited = open(controllerWidget('dropdownList'));
    fireEvent.click(screen.getByRole('switch', { name: 'Required' }));
    expect(edited.current.config.required).toBe(true);
    fireEvent.click(screen.getByText('When another controller…'));
    await choose('Controller', 'Country');
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'France' } });
    expect(edited.current.config.visibility).toEqual({ mode: 'condition', controllerId: 'c2', operator: 'EQ', value: 'France' });
  });
});
