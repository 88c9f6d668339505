import { controllerFacades, type ControllerFacade } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ControllerFacadeProps } from '../boardContract';
import { controllerFacadeInfo, loadAllControllerFacades } from './controllerFacades';
import { controllerWidget, placeOptions, regionOptions } from './controllerTestData';

/** The dropdown antd has open (the last one shown). */
async function openDropdown(selector: string) {
  return waitFor(() => {
    const shown = [...document.querySelectorAll<HTMLElement>(`${selector}:not(${selector}-hidden)`)].at(-1);
    if (!shown) throw new Error('no open dropdown');
    return shown;
  });
}

/** The select's dropdown, opened unless it is open already. */
async function openSelect(label: string) {
  if (!document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')) fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  return openDropdown('.ant-select-dropdown');
}

/** The labels of the options a select shows chosen (its tags collapse in a DOM without layout). */
const chosenOptions = async (label: string) => [...(await openSelect(label)).querySelectorAll('.ant-select-item-option-selected')].map((option) => option.textContent);

async function choose(label: string, option: string) {
  await openSelect(label);
  const dropdown = await openDropdown('.ant-select-dropdown');
  fireEvent.click(within(dropdown).getByText(option, { selector: '.ant-select-item-option-content' }));
}

const inputValue = (element: HTMLElement) => (element as HTMLInputElement).value;

/** Clicks the cells titled so in the open picker. */
async function pickCells(input: HTMLElement, ...titles: string[]) {
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  const panel = await openDropdown('.ant-picker-dropdown');
  for (const title of titles) fireEvent.click(within(panel).getByTitle(title));
}

function treeCheckbox(container: HTMLElement, title: string) {
  const node = within(container).getByTitle(title).closest<HTMLElement>('.ant-tree-treenode, .ant-select-tree-treenode');
  return node!.querySelector<HTMLElement>('.ant-tree-checkbox, .ant-select-tree-checkbox')!;
}

interface FacadeCase {
  config?: Parameters<typeof controllerWidget>[1];
  values: FilterValue[];
  options?: ControllerFacadeProps['options'];
  /** Checks that the current value is drawn. */
  shows: () => void | Promise<void>;
  change: () => unknown;
  emits: FilterValue[];
}

const date = (value: string): FilterValue => ({ value, valueType: 'DATE' });

/** Every facade of the registry: its value drawn, a viewer's change, the values it reports. */
const cases: Record<ControllerFacade, FacadeCase> = {
  dropdownList: {
    values: [{ value: 'East' }],
    options: regionOptions,
    shows: () => expect(document.querySelector('.ant-select-selection-item')?.getAttribute('title')).toBe('East'),
    change: () => choose('Region', 'The West'),
    emits: [{ value: 'West' }],
  },
  multiDropdownList: {
    values: [{ value: 'East' }],
    options: regionOptions,
    shows: async () => expect(await chosenOptions('Region')).toEqual(['East']),
    change: () => choose('Region', 'North'),
    emits: [{ value: 'East' }, { value: 'North' }],
  },
  radioGroup: {
    values: [{ value: 'East' }],
    options: regionOptions,
    shows: () => expect((screen.getByRole('radio', { name: 'East' }) as HTMLInputElement).checked).toBe(true),
    change: () => fireEvent.click(screen.getByRole('radio', { name: 'The West' })),
    emits: [{ value: 'West' }],
  },
  checkboxGroup: {
    values: [{ value: 'East' }],
    options: regionOptions,
    shows: () => expect((screen.getByRole('checkbox', { name: 'East' }) as HTMLInputElement).checked).toBe(true),
    change: () => fireEvent.click(screen.getByRole('checkbox', { name: 'North' })),
    emits: [{ value: 'East' }, { value: 'North' }],
  },
  dropdownTree: {
    values: [{ value: 'France' }],
    options: placeOptions,
    shows: async () => expect(treeCheckbox(await openSelect('Region'), 'France').className).toContain('checked'),
    change: async () => fireEvent.click(treeCheckbox(await openSelect('Region'), 'Asia')),
    emits: [{ value: 'France' }, { value: 'China' }, { value: 'Japan' }],
  },
  tree: {
    values: [{ value: 'China' }],
    options: placeOptions,
    shows: () => expect(treeCheckbox(screen.getByRole('group', { name: 'Region' }), 'China').className).toContain('checked'),
    change: () => fireEvent.click(treeCheckbox(screen.getByRole('group', { name: 'Region' }), 'France')),
    emits: [{ value: 'China' }, { value: 'France' }],
  },
  text: {
    values: [{ value: 'ab' }],
    shows: () => expect(inputValue(screen.getByRole('textbox', { name: 'Region' }))).toBe('ab'),
    change: () => fireEvent.change(screen.getByRole('textbox', { name: 'Region' }), { target: { value: 'abc' } }),
    emits: [{ value: 'abc' }],
  },
  value: {
    values: [{ value: 5 }],
    shows: () => expect(inputValue(screen.getByRole('spinbutton', { name: 'Region' }))).toBe('5'),
    change: () => fireEvent.change(screen.getByRole('spinbutton', { name: 'Region' }), { target: { value: '7' } }),
    emits: [{ value: 7 }],
  },
  rangeValue: {
    values: [{ value: 1 }, { value: 9 }],
    shows: () => {
      expect(inputValue(screen.getByRole('spinbutton', { name: 'Region: Start' }))).toBe('1');
      expect(inputValue(screen.getByRole('spinbutton', { name: 'Region: End' }))).toBe('9');
    },
    change: () => fireEvent.change(screen.getByRole('spinbutton', { name: 'Region: End' }), { target: { value: '20' } }),
    emits: [{ value: 1 }, { value: 20 }],
  },
  slider: {
    config: { min: 0, max: 10 },
    values: [{ value: 3 }],
    shows: () => expect(screen.getByRole('slider', { name: 'Region' }).getAttribute('aria-valuenow')).toBe('3'),
    change: () => {
      const handle = screen.getByRole('slider', { name: 'Region' });
      fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
      fireEvent.keyUp(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    },
    emits: [{ value: 4 }],
  },
  rangeSlider: {
    config: { min: 0, max: 10 },
    values: [{ value: 2 }, { value: 6 }],
    shows: () => {
      expect(screen.getByRole('slider', { name: 'Region: Start' }).getAttribute('aria-valuenow')).toBe('2');
      expect(screen.getByRole('slider', { name: 'Region: End' }).getAttribute('aria-valuenow')).toBe('6');
    },
    change: () => {
      const handle = screen.getByRole('slider', { name: 'Region: End' });
      fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
      fireEvent.keyUp(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    },
    emits: [{ value: 2 }, { value: 7 }],
  },
  time: {
    config: { pickerType: 'month' },
    values: [date('2024-03-01')],
    shows: () => expect(inputValue(screen.getByRole('textbox', { name: 'Region' }))).toBe('2024-03'),
    change: () => pickCells(screen.getByRole('textbox', { name: 'Region' }), '2024-05'),
    emits: [date('2024-05-01')],
  },
  rangeTime: {
    values: [date('2024-01-05'), date('2024-01-20 23:59:59')],
    shows: () => expect(screen.getAllByRole('textbox').map(inputValue)).toEqual(['2024-01-05', '2024-01-20']),
    change: () => pickCells(screen.getAllByRole('textbox')[0]!, '2024-01-10', '2024-01-12'),
    emits: [date('2024-01-10'), date('2024-01-12 23:59:59')],
  },
  recommendTime: {
    values: [{ recommend: 'last_7_days' }],
    shows: () => expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Last 7 days'),
    change: () => choose('Region', 'Yesterday'),
    emits: [{ recommend: 'yesterday' }],
  },
};

describe('the controller facades', () => {
  // Each facade is a chunk of its own: loaded first, it draws in its first render as on a board.
  beforeAll(() => loadAllControllerFacades());

  it.each(controllerFacades)('%s draws its value and reports the values a viewer picks', async (facade) => {
    const { config, values, options = [], shows, change, emits } = cases[facade];
    const onChange = vi.fn();
    const { Component } = controllerFacadeInfo[facade];
    const widget = controllerWidget(facade, config);
    // The runtime hands a reported value back, as the board does.
    function Board() {
      const [current, setCurrent] = useState(values);
      return <Component widget={widget} values={current} options={options} optionsLoading={false} onChange={(next) => (onChange(next), setCurrent(next))} />;
    }
    render(<Board />);
    await shows();
    await change();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(emits));
    expect(onChange.mock.calls).toEqual([[emits]]);
  });
});
