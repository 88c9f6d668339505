import { WidgetSchema, type BoardConfig, type Widget, type WidgetOf } from '@redbi/shared/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TabChildChrome } from '../editor/canvas/TabChildChrome';
import { BoardContext, type BoardContextValue } from '../widgets/boardContext';
import { TabWidgetView } from '../widgets/TabWidgetView';
import { FreeBoardEditorCanvas } from './FreeBoardEditorCanvas';
import { freeBoard, placedWidget, rectsById } from './freeLayoutTestData';

const a = placedWidget('a', { x: 100, y: 100, w: 200, h: 100 });
const b = placedWidget('b', { x: 600, y: 300, w: 100, h: 100 });
const renderWidget = (widget: Widget) => <span>{widget.name} content</span>;

function renderCanvas(board: BoardConfig, selected: string[] = []) {
  const onChange = vi.fn();
  const onSelect = vi.fn();
  const view = render(<FreeBoardEditorCanvas board={board} selected={selected} onSelect={onSelect} onChange={onChange} renderWidget={renderWidget} zoom={1} />);
  return { ...view, onChange, onSelect };
}

/** Presses on an element at a point, moves the pointer through the points, and releases it. */
function drag(element: Element, from: [number, number], path: [number, number][], options: { shiftKey?: boolean } = {}) {
  fireEvent.pointerDown(element, { clientX: from[0], clientY: from[1], button: 0, ...options });
  for (const [clientX, clientY] of path) fireEvent.pointerMove(window, { clientX, clientY });
  fireEvent.pointerUp(window, { clientX: path.at(-1)?.[0], clientY: path.at(-1)?.[1] });
}

const widgetCover = (name: string) => screen.getByRole('button', { name });
const canvasSurface = (container: HTMLElement) => container.querySelector('[data-canvas]')!;
const placedAt = (container: HTMLElement, id: string) => {
  const style = container.querySelector<HTMLElement>(`[data-canvas-widget="${id}"]`)!.style;
  return { left: style.left, top: style.top, width: style.width, height: style.height };
};

describe('FreeBoardEditorCanvas', () => {
  it('draws the widgets at their rects, stacked by z', () => {
    const { container } = renderCanvas(freeBoard([{ ...a, z: 2 }, b]));
    expect(screen.getByText('widget_a content')).toBeTruthy();
    expect(placedAt(container, 'a')).toEqual({ left: '100px', top: '100px', width: '200px', height: '100px' });
    const zIndex = (id: string) => Number(container.querySelector<HTMLElement>(`[data-canvas-widget="${id}"]`)!.style.zIndex);
    expect(zIndex('a')).toBeGreaterThan(zIndex('b'));
  });

  it('moves a widget by dragging, showing it live and changing the board once at the end, on the 8 px grid', () => {
    const { container, onChange, onSelect } = renderCanvas(freeBoard([a, b]));
    const cover = widgetCover('widget_a');
    fireEvent.pointerDown(cover, { clientX: 150, clientY: 150, button: 0 });
    expect(onSelect).toHaveBeenCalledWith(['a']);
    fireEvent.pointerMove(window, { clientX: 200, clientY: 170 });
    fireEvent.pointerMove(window, { clientX: 243, clientY: 191 });
    // Live: 100 + 93 → 192 and 100 + 41 → 144 on the grid, with a readout; the board is not changed yet.
    expect(placedAt(container, 'a')).toMatchObject({ left: '192px', top: '144px' });
    expect(screen.getByText('X 192, Y 144')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(window);
    expect(onChange).toHaveBeenCalledTimes(1);
    const [widgets, label] = onChange.mock.calls[0]!;
    expect(label).toBe('move');
    expect(rectsById(widgets)).toEqual({ a: { x: 192, y: 144, w: 200, h: 100 }, b: b.rect });
  });

  it('snaps to the edges of other widgets and shows the guide', () => {
    const { container, onChange } = renderCanvas(freeBoard([a, b]));
    fireEvent.pointerDown(widgetCover('widget_a'), { clientX: 150, clientY: 150, button: 0 });
    // The right edge comes to 597, 3 px from b's left edge at 600.
    fireEvent.pointerMove(window, { clientX: 447, clientY: 150 });
    expect(container.querySelector('[data-guide="x"]')).not.toBeNull();
    fireEvent.pointerUp(window);
    expect(rectsById(onChange.mock.calls[0]![0]).a).toMatchObject({ x: 400 });
  });

  it('does not change the board for a plain click', () => {
    const { onChange, onSelect } = renderCanvas(freeBoard([a, b]));
    drag(widgetCover('widget_a'), [150, 150], [[151, 151]]);
    expect(onSelect).toHaveBeenCalledWith(['a']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds to the selection with Shift and moves the selection together', () => {
    const { onChange, onSelect } = renderCanvas(freeBoard([a, b]), ['b']);
    // The selection's corner goes from 100 + 16 to the grid at 120.
    drag(widgetCover('widget_a'), [150, 150], [[166, 166]], { shiftKey: true });
    expect(onSelect).toHaveBeenCalledWith(['b', 'a']);
    expect(rectsById(onChange.mock.calls[0]![0])).toEqual({ a: { x: 120, y: 120, w: 200, h: 100 }, b: { x: 620, y: 320, w: 100, h: 100 } });
  });

  it('keeps locked widgets where they are, with a lock badge and no handles', () => {
    const { onChange } = renderCanvas(freeBoard([{ ...a, locked: true }, b]), ['a']);
    expect(screen.getByRole('img', { name: 'Locked: widget_a' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resize from the bottom right corner' })).toBeNull();
    drag(widgetCover('widget_a'), [150, 150], [[250, 250]]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('application', { name: 'Free layout canvas' }), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('resizes a single selection from a handle, once per gesture', () => {
    const { onChange } = renderCanvas(freeBoard([a, b]), ['a']);
    drag(screen.getByRole('button', { name: 'Resize from the bottom right corner' }), [300, 200], [[330, 220], [351, 237]]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![1]).toBe('resize');
    expect(rectsById(onChange.mock.calls[0]![0]).a).toEqual({ x: 100, y: 100, w: 252, h: 140 });
  });

  it('selects the widgets a marquee touches; a click on the empty canvas clears the selection', () => {
    const { container, onSelect, onChange } = renderCanvas(freeBoard([a, b, placedWidget('c', { x: 120, y: 500, w: 50, h: 50 })]), ['c']);
    drag(canvasSurface(container), [50, 50], [[200, 120], [350, 250]]);
    expect(onSelect).toHaveBeenLastCalledWith(['a']);
    drag(canvasSurface(container), [50, 50], [[650, 350]], { shiftKey: true });
    expect(onSelect).toHaveBeenLastCalledWith(['c', 'a', 'b']);
    drag(canvasSurface(container), [900, 50], [[900, 50]]);
    expect(onSelect).toHaveBeenLastCalledWith([]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('nudges the selection with the arrow keys, 10 px with Shift', () => {
    const { onChange } = renderCanvas(freeBoard([a, b]), ['a', 'b']);
    const surface = screen.getByRole('application', { name: 'Free layout canvas' });
    fireEvent.keyDown(surface, { key: 'ArrowLeft' });
    expect(onChange.mock.calls[0]![1]).toBe('nudge');
    expect(rectsById(onChange.mock.calls[0]![0])).toMatchObject({ a: { x: 99, y: 100 }, b: { x: 599, y: 300 } });
    fireEvent.keyDown(surface, { key: 'ArrowDown', shiftKey: true });
    expect(rectsById(onChange.mock.calls[1]![0])).toMatchObject({ a: { x: 100, y: 110 }, b: { x: 600, y: 310 } });
  });

  it('aligns and stacks the selection from the arrange toolbar', () => {
    const { onChange } = renderCanvas(freeBoard([a, b]), ['a', 'b']);
    fireEvent.click(screen.getByRole('button', { name: 'Align top edges' }));
    expect(onChange.mock.calls[0]![1]).toBe('align');
    expect(rectsById(onChange.mock.calls[0]![0])).toMatchObject({ a: { y: 100 }, b: { y: 100 } });
    expect(screen.getByRole('button', { name: 'Distribute horizontally: select three or more widgets' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send to back' }));
    expect(onChange.mock.calls[1]![1]).toBe('order');
  });

  it('zooms in steps and draws the canvas at that scale', () => {
    const { container } = renderCanvas(freeBoard([a]));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(canvasSurface(container).parentElement!.style.width).toBe('1250px');
    expect((canvasSurface(container) as HTMLElement).style.transform).toBe('scale(1.25)');
  });

  describe('with a tab container', () => {
    const tab = WidgetSchema.parse({ id: 't', name: 'Sections', type: 'tab', config: { tabs: [{ id: 'tab_1', name: 'Overview' }] }, rect: { x: 400, y: 50, w: 300, h: 400 } }) as WidgetOf<'tab'>;
    const child = placedWidget('c', { x: 0, y: 0, w: 300, h: 120 }, { parent: { widgetId: 't', tabId: 'tab_1' } });
    const board = freeBoard([a, tab, child]);

    /** The canvas in the editor's tab chrome, the tab drawn by its real view: a press on a child tells `onSelectChild`. */
    function renderTabBoard(selected: string[] = []) {
      const onChange = vi.fn();
      const onSelect = vi.fn();
      const onSelectChild = vi.fn();
      const onAction = vi.fn();
      const state = { controllers: {}, linkage: [], drill: {}, tabs: {} };
      const drawTab = (widget: Widget) =>
        widget.type === 'tab' ? <TabWidgetView widget={widget} board={board} charts={{}} data={{ loading: false }} state={state} mode="edit" dispatch={vi.fn()} /> : renderWidget(widget);
      const view = render(
        <BoardContext.Provider value={{ renderWidget } as unknown as BoardContextValue}>
          <TabChildChrome selected={selected} onSelect={onSelectChild} onAction={onAction}>
            <FreeBoardEditorCanvas board={board} selected={selected} onSelect={onSelect} onChange={onChange} renderWidget={drawTab} zoom={1} />
          </TabChildChrome>
        </BoardContext.Provider>,
      );
      return { ...view, onChange, onSelect, onSelectChild, onAction };
    }
    const childChrome = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-tab-child="c"]')!;

    it('lets a press on a widget inside the open tab select that widget alone: not the container, and no move or marquee', () => {
      const { container, onSelect, onSelectChild, onChange } = renderTabBoard();
      // The tab's content lies over its cover and lets presses through to it, but for its children's.
      expect(container.querySelector<HTMLElement>('[data-canvas-widget="t"] [data-widget-content]')!.style.pointerEvents).toBe('none');
      expect(childChrome(container).style.pointerEvents).toBe('auto');
      drag(screen.getByText('widget_c content'), [500, 150], [[560, 200]]);
      expect(onSelectChild).toHaveBeenCalledWith('c', false);
      expect(onSelect).not.toHaveBeenCalled();
      expect(onChange).not.toHaveBeenCalled();
      expect(container.querySelector('[data-marquee]')).toBeNull();
      fireEvent.pointerDown(screen.getByText('widget_c content'), { button: 0, shiftKey: true });
      expect(onSelectChild).toHaveBeenLastCalledWith('c', true);
      expect(onSelect).not.toHaveBeenCalled();
    });

    it('outlines a selected child and offers its widget menu, from which its settings open', () => {
      const { container, onAction } = renderTabBoard(['c']);
      expect(childChrome(container).querySelector(':scope > [data-selection-ring]')).not.toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Settings · widget_c' }));
      expect(onAction).toHaveBeenCalledWith(child, 'settings');
      expect(screen.getByRole('button', { name: 'Actions of widget_c' })).toBeTruthy();
    });

    it('selects the container for a press on its own area (its tab bar, its empty space), which reaches its cover', () => {
      const { onSelect, onSelectChild } = renderTabBoard(['c']);
      fireEvent.pointerDown(widgetCover('Sections'), { clientX: 450, clientY: 60, button: 0 });
      fireEvent.pointerUp(window);
      expect(onSelect).toHaveBeenCalledWith(['t']);
      expect(onSelectChild).not.toHaveBeenCalled();
    });

    it('leaves selected tab children where they are on arrow keys and moves: they have no place on the canvas', () => {
      const alone = renderTabBoard(['c']);
      fireEvent.keyDown(screen.getByRole('application', { name: 'Free layout canvas' }), { key: 'ArrowRight' });
      expect(alone.onChange).not.toHaveBeenCalled();
      alone.unmount();
      const { onChange } = renderTabBoard(['a', 'c']);
      fireEvent.keyDown(screen.getByRole('application', { name: 'Free layout canvas' }), { key: 'ArrowRight' });
      expect(rectsById(onChange.mock.calls[0]![0])).toEqual({ a: { ...a.rect, x: 101 }, t: tab.rect, c: child.rect });
      drag(widgetCover('widget_a'), [150, 150], [[166, 166]]);
      expect(onChange.mock.calls[1]![1]).toBe('move');
      expect(rectsById(onChange.mock.calls[1]![0])).toMatchObject({ a: { x: 120, y: 120 }, c: child.rect });
    });
  });
});
