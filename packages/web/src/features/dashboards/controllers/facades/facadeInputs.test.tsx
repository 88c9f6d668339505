import type { ControllerOption } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { controllerWidget, regionOptions } from '../controllerTestData';
import { controllerFacadeInfo, loadAllControllerFacades } from '../controllerFacades';
import { CONTROLLER_INPUT_DELAY_MS } from './useSettledDraft';

const draw = (facade: Parameters<typeof controllerWidget>[0], values: FilterValue[], config: Parameters<typeof controllerWidget>[1] = {}, options: ControllerOption[] = regionOptions) => {
  const onChange = vi.fn();
  const { Component } = controllerFacadeInfo[facade];
  const view = render(<Component widget={controllerWidget(facade, config)} values={values} options={options} optionsLoading={false} onChange={onChange} />);
  return { onChange, ...view };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, CONTROLLER_INPUT_DELAY_MS + 100));

describe('the range value facade', () => {
  // Each facade is a chunk of its own: loaded first, it draws in its first render as on a board.
  beforeAll(() => loadAllControllerFacades());

  it('asks for both ends and for an end above the start, reporting nothing until then (spec §5)', async () => {
    const { onChange } = draw('rangeValue', []);
    const start = screen.getByRole('spinbutton', { name: 'Region: Start' });
    const end = screen.getByRole('spinbutton', { name: 'Region: End' });
    fireEvent.change(start, { target: { value: '10' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Range: start and end are both required');
    fireEvent.change(end, { target: { value: '5' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Range: the end must exceed the start');
    fireEvent.change(end, { target: { value: '10' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Range: the end must exceed the start');
    await settle();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(end, { target: { value: '50' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ value: 10 }, { value: 50 }]));
  });

  it('clears the controller when both ends are emptied', async () => {
    const { onChange } = draw('rangeValue', [{ value: 1 }, { value: 2 }]);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Region: Start' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Region: End' }), { target: { value: '' } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('typed controllers', () => {
  it('report text once typing pauses, and at once on Enter', async () => {
    const { onChange } = draw('text', []);
    const box = screen.getByRole('textbox', { name: 'Region' });
    for (const text of ['E', 'Ea', 'Eas']) fireEvent.change(box, { target: { value: text } });
    await settle();
    expect(onChange.mock.calls).toEqual([[[{ value: 'Eas' }]]]);
    fireEvent.change(box, { target: { value: 'East' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenLastCalledWith([{ value: 'East' }]);
    await settle();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('take a new value from outside (the reset button) in place of what was typed', () => {
    const { rerender } = draw('text', [{ value: 'East' }]);
    const { Component } = controllerFacadeInfo.text;
    rerender(<Component widget={controllerWidget('text')} values={[]} options={[]} optionsLoading={false} onChange={vi.fn()} />);
    expect((screen.getByRole('textbox', { name: 'Region' }) as HTMLInputElement).value).toBe('');
  });
});

describe('list facades', () => {
  it('draw a radio group as buttons when the author chose that style', () => {
    draw('radioGroup', [], { buttons: true });
    expect(document.querySelectorAll('.ant-radio-button-wrapper')).toHaveLength(3);
  });

  it('leave hierarchy groups out of flat lists', () => {
    draw('checkboxGroup', [], {}, [{ value: '\u0000Asia', label: 'Asia' }, { value: 'China', parent: '\u0000Asia' }]);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['China']);
  });
});

describe('the range time facade', () => {
  it('shows relative defaults resolved against now', () => {
    draw('rangeTime', [{ relative: { amount: 7, unit: 'days', mode: 'ago' } }, { relative: { amount: 0, unit: 'days', mode: 'fromNow' } }]);
    const today = dayjs();
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([today.subtract(7, 'day').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')]);
  });

  it('shows a recommended range as its two days', () => {
    draw('rangeTime', [{ recommend: 'today' }]);
    const today = dayjs().format('YYYY-MM-DD');
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([today, today]);
  });
});
