import { createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freeBoard, placedWidget, zOrder } from './freeLayoutTestData';
import { LayersPanel } from './LayersPanel';

const rect = { x: 0, y: 0, w: 100, h: 100 };
const board = freeBoard([placedWidget('a', rect, { z: 0 }), placedWidget('b', rect, { z: 1 }), placedWidget('c', rect, { z: 2 })]);

function renderPanel(selected: string[] = []) {
  const onChange = vi.fn();
  const onSelect = vi.fn();
  render(<LayersPanel board={board} selected={selected} onSelect={onSelect} onChange={onChange} />);
  return { onChange, onSelect };
}

const rows = () => within(screen.getByRole('list', { name: 'Layers' })).getAllByRole('listitem');
const rowNamed = (name: string) => rows().find((row) => row.textContent?.includes(name))!;

/** Drags a row over the lower half of another and drops it (the DOM under test measures every box as 0 high). */
function dragRow(source: HTMLElement, target: HTMLElement) {
  const data = new Map<string, string>();
  const transfer = { setData: (type: string, value: string) => void data.set(type, value), getData: (type: string) => data.get(type) ?? '', get types() { return [...data.keys()]; }, effectAllowed: 'all', dropEffect: 'none' };
  for (const [type, element] of [['dragStart', source], ['dragOver', target], ['drop', target], ['dragEnd', source]] as const) {
    const event = createEvent[type](element);
    Object.defineProperty(event, 'dataTransfer', { value: transfer });
    Object.defineProperty(event, 'clientY', { value: 1 });
    fireEvent(element, event);
  }
}

describe('LayersPanel', () => {
  it('lists the layers top first with their type', () => {
    renderPanel();
    expect(rows().map((row) => row.textContent)).toEqual(['widget_c', 'widget_b', 'widget_a']);
    expect(within(rows()[0]!).getByRole('img', { name: 'Image' })).toBeTruthy();
  });

  it('selects on click, adding with Shift', () => {
    const { onSelect } = renderPanel(['a']);
    fireEvent.click(within(rowNamed('widget_b')).getByRole('button', { name: 'Image widget_b' }));
    expect(onSelect).toHaveBeenLastCalledWith(['b']);
    fireEvent.click(within(rowNamed('widget_c')).getByRole('button', { name: 'Image widget_c' }), { shiftKey: true });
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'c']);
  });

  it('locks and unlocks a widget', () => {
    const { onChange } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Lock widget_b' }));
    const [widgets, label] = onChange.mock.calls[0]!;
    expect(label).toBe('lock');
    expect(widgets.map((widget: { locked: boolean }) => widget.locked)).toEqual([false, true, false]);
  });

  it('changes the stacking by dragging a row, or with Alt + arrow keys', () => {
    const { onChange } = renderPanel();
    // The top layer dropped below the bottom one becomes the bottom layer.
    dragRow(rowNamed('widget_c'), rowNamed('widget_a'));
    expect(onChange.mock.calls[0]![1]).toBe('order');
    expect(zOrder(onChange.mock.calls[0]![0])).toEqual(['c', 'a', 'b']);
    fireEvent.keyDown(within(rowNamed('widget_a')).getByRole('button', { name: 'Image widget_a' }), { key: 'ArrowUp', altKey: true });
    expect(zOrder(onChange.mock.calls[1]![0])).toEqual(['b', 'a', 'c']);
  });
});
