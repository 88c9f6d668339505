import type { ControllerWidget } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllControllerFacades } from './controllerFacades';
import type { BoardMode, BoardRuntimeState, WidgetData } from '../boardContract';
import { boardOf, controllerWidget, emptyState, regionOptions } from './controllerTestData';
import { ControllerWidgetView } from './ControllerWidgetView';

const region = controllerWidget('radioGroup', { options: { source: 'static', items: regionOptions }, defaults: [{ value: 'East' }] }, { id: 'region', name: 'Region' });
/** Shown only while Region is West. */
const city = controllerWidget(
  'dropdownList',
  { options: { source: 'data', viewId: 'v1', valueField: 'city' }, visibility: { mode: 'condition', controllerId: 'region', operator: 'EQ', value: 'West' }, required: true },
  { id: 'city', name: 'City' },
);
const board = boardOf([region, city]);

function draw(widget: ControllerWidget, state: BoardRuntimeState = emptyState(), { options, mode = 'view' }: { options?: WidgetData; mode?: BoardMode } = {}) {
  const dispatch = vi.fn();
  const view = render(<ControllerWidgetView widget={widget} board={board} charts={{}} data={{ loading: false }} state={state} mode={mode} dispatch={dispatch} {...(options ? { options } : {})} />);
  return { dispatch, ...view };
}

const cities: Dataframe = { columns: [{ name: 'value', type: 'string' }], rows: [['Lyon'], ['Paris']], pageInfo: { pageNo: 1, pageSize: 1000 }, cached: false };

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

  it('draws nothing when its author hides it', () => {
    const hidden = controllerWidget('text', { visibility: { mode: 'hide' } }, { id: 'secret', name: 'Secret' });
    const { container } = render(
      <ControllerWidgetView widget={hidden} board={boardOf([hidden])} charts={{}} data={{ loading: false }} state={emptyState()} mode="view" dispatch={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
