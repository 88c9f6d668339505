import type { ControllerWidget } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllControllerFacades } from './controllerFacades';
import type { BoardMode, BoardRuntimeState, WidgetData } from '../boardContract';
import { boardOf, controllerWidget, emptyState, regionOptions } from './controllerTestData';
import { ControllerWidgetView, OPTIONS_SEARCH_DELAY_MS } from './ControllerWidgetView';

const region = controllerWidget('radioGroup', { options: { source: 'static', items: regionOptions }, defaults: [{ value: 'East' }] }, { id: 'region', name: 'Region' });
/** Shown only while Region is West. */
const city = controllerWidget(
  'dropdownList',
  { options: { source: 'data', viewId: 'v1', valueField: 'city' }, visibility: { mode: 'condition', controllerId: 'region', operator: 'EQ', value: 'West' }, required: true },
  { id: 'city', name: 'City' },
);
const board = boardOf([region, city]);

interface DrawOptions {
  options?: WidgetData;
  mode?: BoardMode;
  onOptionsSearch?: (text: string) => void;
}

function draw(widget: ControllerWidget, state: BoardRuntimeState = emptyState(), { options, mode = 'view', onOptionsSearch }: DrawOptions = {}) {
  const dispatch = vi.fn();
  const element = (answered?: WidgetData) => (
    <ControllerWidgetView
      widget={widget}
      board={[region, city].includes(widget) ? board : boardOf([region, city, widget])}
      charts={{}}
      data={{ loading: false }}
      state={state}
      mode={mode}
      dispatch={dispatch}
      {...(answered ? { options: answered } : {})}
      {...(onOptionsSearch ? { onOptionsSearch } : {})}
    />
  );
  const view = render(element(options));
  /** The board's next answer for the controller's options. */
  const answer = (next: WidgetData) => view.rerender(element(next));
  return { dispatch, answer, ...view };
}

const framed = (rows: string[][], labelled = false): Dataframe => ({
  columns: [{ name: 'value', type: 'string' }, ...(labelled ? [{ name: 'label', type: 'string' as const }] : [])],
  rows,
  pageInfo: { pageNo: 1, pageSize: 1000 },
  cached: false,
});
const cities = framed([['Lyon'], ['Paris']]);
const shownOptions = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent);

describe('a controller on the board', () => {
  // Each facade is a chunk of its own: loaded first, it draws in its first render as on a board.
  beforeAll(() => loadAllControllerFacades());

  it('shows its defaults and sets the runtime’s value when a viewer picks one', () => {
    const { dispatch } = draw(region);
    expect((screen.getByRole('radio', { name: 'East' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'North' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'setController', widgetId: 'region', values: [{ value: 'North' }] });
  });

  it('shows the value the viewer set rather than the defaults', () => {
    draw(region, emptyState({ region: [{ value: 'West' }] }));
    expect((screen.getByRole('radio', { name: 'The West' }) as HTMLInputElement).checked).toBe(true);
  });

  it('draws nothing while its visibility condition is not met, and shows once it is', () => {
    const { container } = draw(city);
    expect(container.innerHTML).toBe('');
    draw(city, emptyState({ region: [{ value: 'West' }] }));
    expect(screen.getByRole('combobox', { name: 'City' })).toBeTruthy();
  });

  it('stays in the editor while hidden, dimmed, so that its author can find it', () => {
    const { container } = draw(city, emptyState(), { mode: 'edit' });
    const root = container.querySelector<HTMLElement>('[data-controller-facade="dropdownList"]');
    expect(root?.style.opacity).toBe('0.5');
  });

  it('marks a required controller and lists the options its data answered', () => {
    draw(city, emptyState({ region: [{ value: 'West' }] }), { options: { loading: false, frame: cities } });
    expect(screen.getByRole('img', { name: 'Required' }).textContent).toBe('*');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getAllByText('Paris', { selector: '.ant-select-item-option-content' })).toHaveLength(1);
  });

  describe('searching its options', () => {
    const towns = controllerWidget('multiDropdownList', { options: { source: 'data', viewId: 'v1', valueField: 'code', labelField: 'name' } }, { id: 'towns', name: 'Towns' });
    const everyTown = framed([['LY', 'Lyon'], ['PA', 'Paris'], ['PR', 'Parma']], true);

    it('asks the server once typing pauses, shows what it answered, keeps the chosen values listed, and brings the whole list back on a pick', async () => {
      const onOptionsSearch = vi.fn();
      const { answer, dispatch } = draw(towns, emptyState({ towns: [{ value: 'LY' }] }), { options: { loading: false, frame: everyTown }, onOptionsSearch });
      const input = screen.getByRole('combobox', { name: 'Towns' });
      fireEvent.mouseDown(input);
      for (const typed of ['p', 'pa', 'par ']) fireEvent.change(input, { target: { value: typed } });
      expect(onOptionsSearch).not.toHaveBeenCalled();
      await waitFor(() => expect(onOptionsSearch).toHaveBeenCalledTimes(1), { timeout: OPTIONS_SEARCH_DELAY_MS * 3 });
      expect(onOptionsSearch).toHaveBeenCalledWith('par');

      // The server's matches as they are (no local filtering), then the chosen Lyon under its label.
      answer({ loading: false, frame: framed([['PA', 'Paris'], ['PR', 'Parma']], true) });
      await waitFor(() => expect(shownOptions()).toEqual(['Paris', 'Parma', 'Lyon']));

      fireEvent.click(screen.getByText('Parma', { selector: '.ant-select-item-option-content' }));
      expect(dispatch).toHaveBeenCalledWith({ type: 'setController', widgetId: 'towns', values: [{ value: 'LY' }, { value: 'PR' }] });
      expect(onOptionsSearch).toHaveBeenLastCalledWith('');
      await new Promise((resolve) => setTimeout(resolve, OPTIONS_SEARCH_DELAY_MS + 50));
      expect(onOptionsSearch).toHaveBeenCalledTimes(2);
    });

    it('draws a tree of the server’s matches with the chosen values under their ancestors, as the whole list had them', async () => {
      const hierarchy = (rows: string[][]): Dataframe => ({
        columns: ['value', 'parent_0', 'parent_1'].map((name) => ({ name, type: 'string' as const })),
        rows,
        pageInfo: { pageNo: 1, pageSize: 1000 },
        cached: false,
      });
      const places = controllerWidget('tree', { options: { source: 'data', viewId: 'v1', valueField: 'city', parentFields: ['continent', 'country'] } }, { id: 'places', name: 'Places' });
      const onOptionsSearch = vi.fn();
      const { answer } = draw(places, emptyState({ places: [{ value: 'Kyoto' }] }), { options: { loading: false, frame: hierarchy([['Kyoto', 'Asia', 'Japan'], ['Lyon', 'Europe', 'France']]) }, onOptionsSearch });
      fireEvent.change(screen.getByRole('textbox', { name: 'Places: Search' }), { target: { value: 'parm' } });
      await waitFor(() => expect(onOptionsSearch).toHaveBeenCalledWith('parm'), { timeout: OPTIONS_SEARCH_DELAY_MS * 3 });
      answer({ loading: false, frame: hierarchy([['Parma', 'Europe', 'Italy']]) });
      const titles = () => [...document.querySelectorAll('.ant-tree-title')].map((title) => title.textContent);
      await waitFor(() => expect(titles()).toEqual(['Europe', 'Italy', 'Parma', 'Asia', 'Japan', 'Kyoto']));
    });

    it('empties the search when the list closes', async () => {
      const onOptionsSearch = vi.fn();
      draw(city, emptyState({ region: [{ value: 'West' }] }), { options: { loading: false, frame: cities }, onOptionsSearch });
      const input = screen.getByRole('combobox', { name: 'City' });
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: 'Ly' } });
      await waitFor(() => expect(onOptionsSearch).toHaveBeenCalledWith('Ly'), { timeout: OPTIONS_SEARCH_DELAY_MS * 3 });
      act(() => {
        fireEvent.keyDown(input, { key: 'Escape', code: 'Escape', keyCode: 27 });
      });
      await waitFor(() => expect(onOptionsSearch).toHaveBeenLastCalledWith(''));
    });

    it('filters typed options by their labels where they are, asking nothing', async () => {
      const onOptionsSearch = vi.fn();
      const picker = controllerWidget('dropdownList', { options: { source: 'static', items: regionOptions } }, { id: 'picker', name: 'Picker' });
      draw(picker, emptyState(), { onOptionsSearch });
      const input = screen.getByRole('combobox', { name: 'Picker' });
      fireEvent.mouseDown(input);
      fireEvent.change(input, { target: { value: 'west' } });
      await waitFor(() => expect(shownOptions()).toEqual(['The West']));
      await new Promise((resolve) => setTimeout(resolve, OPTIONS_SEARCH_DELAY_MS + 50));
      expect(onOptionsSearch).not.toHaveBeenCalled();
    });
  });

  it('draws nothing when its author hides it', () => {
    const hidden = controllerWidget('text', { visibility: { mode: 'hide' } }, { id: 'secret', name: 'Secret' });
    const { container } = render(
      <ControllerWidgetView widget={hidden} board={boardOf([hidden])} charts={{}} data={{ loading: false }} state={emptyState()} mode="view" dispatch={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
