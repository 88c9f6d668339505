import { newWidget } from '@redbi/charts';
import { BoardConfigSchema, type BoardConfig, type Widget } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { boardEditorReducer, editorStateOf, type BoardEditorAction, type BoardEditorState } from './boardEditorState';

const emptyBoard = (layout: 'auto' | 'free' = 'auto'): BoardConfig => BoardConfigSchema.parse({ layout });
const run = (state: BoardEditorState, ...actions: BoardEditorAction[]) => actions.reduce(boardEditorReducer, state);
const boardOf = (state: BoardEditorState) => state.history.present.config;
const names = (state: BoardEditorState) => boardOf(state).widgets.map((widget) => widget.name);

/** Adds widgets of these types one after another, each at its own time (so each is a step). */
function withWidgets(...types: Widget['type'][]): BoardEditorState {
  let state = editorStateOf({ name: 'Sales', config: emptyBoard() });
  types.forEach((type, index) => {
    state = boardEditorReducer(state, { type: 'add', widgets: [newWidget(boardOf(state), type)], at: index * 10_000 });
  });
  return state;
}

describe('the board editor state', () => {
  it('adds widgets with unique widget_ names and selects the new one', () => {
    const state = withWidgets('image', 'timer');
    expect(names(state)).toEqual(['widget_1', 'widget_2']);
    expect(state.selected).toEqual([boardOf(state).widgets[1]!.id]);
    expect(boardOf(state).widgets[1]!.desktop.y).toBeGreaterThanOrEqual(boardOf(state).widgets[0]!.desktop.h);
  });

  it("copies a widget next to it with the '_copy' name, and undoes the copy", () => {
    const state = withWidgets('image');
    const [image] = boardOf(state).widgets;
    const copied = run(state, { type: 'duplicate', ids: [image!.id], at: 50_000 });
    expect(names(copied)).toEqual(['widget_1', 'widget_1_copy']);
    const copy = boardOf(copied).widgets[1]!;
    expect(copy.id).not.toBe(image!.id);
    expect(copied.selected).toEqual([copy.id]);
    expect(names(run(copied, { type: 'duplicate', ids: [image!.id], at: 60_000 }))).toEqual(['widget_1', 'widget_1_copy', 'widget_1_copy_2']);
    expect(names(run(copied, { type: 'undo' }))).toEqual(['widget_1']);
  });

  it('pastes what was copied, as often as asked', () => {
    const state = withWidgets('timer', 'image');
    const ids = boardOf(state).widgets.map((widget) => widget.id);
    const pasted = run(state, { type: 'copy', ids }, { type: 'paste', at: 50_000 }, { type: 'paste', at: 60_000 });
    expect(names(pasted)).toEqual(['widget_1', 'widget_2', 'widget_1_copy', 'widget_2_copy', 'widget_1_copy_2', 'widget_2_copy_2']);
    expect(pasted.selected).toHaveLength(2);
    expect(run(state, { type: 'paste', at: 1 })).toBe(state);
  });

  it('deletes widgets, what is in a deleted tab, and the links to them', () => {
    let state = withWidgets('tab', 'controller', 'controller');
    state = run(state, { type: 'add', widgets: [newWidget(boardOf(state), 'privateChart', { config: { viewId: 'v1' } })], at: 90_000 });
    const [tab, country, city, chart] = boardOf(state).widgets as [Extract<Widget, { type: 'tab' }>, Extract<Widget, { type: 'controller' }>, Extract<Widget, { type: 'controller' }>, Extract<Widget, { type: 'privateChart' }>];
    const inTab = newWidget(boardOf(state), 'image', { parent: { widgetId: tab.id, tabId: tab.config.tabs[0]!.id } });
    state = run(
      state,
      { type: 'add', widgets: [inTab], at: 100_000 },
      { type: 'update', widget: { ...chart, interactions: { ...chart.interactions, linkage: { enabled: true, targets: [{ widgetId: inTab.id, mappings: [] }] } } }, at: 110_000 },
      { type: 'update', widget: { ...city, config: { ...city.config, cascadeFrom: [country.id], visibility: { mode: 'condition', controllerId: country.id, operator: 'EQ', value: 'China' } } }, at: 120_000 },
      { type: 'select', ids: [tab.id, country.id] },
    );
    const removed = run(state, { type: 'remove', ids: state.selected, at: 130_000 });
    expect(boardOf(removed).widgets.map((widget) => widget.id)).toEqual([city.id, chart.id]);
    const [cityAfter, chartAfter] = boardOf(removed).widgets;
    expect(chartAfter?.type === 'privateChart' && chartAfter.interactions.linkage.targets).toEqual([]);
    expect(cityAfter?.type === 'controller' && cityAfter.config).toMatchObject({ cascadeFrom: [], visibility: { mode: 'show' } });
    expect(removed.selected).toEqual([]);
    // One step: undo brings all back.
    expect(boardOf(run(removed, { type: 'undo' }))).toEqual(boardOf(state));
  });

  it('removing a tab from a tab widget removes the widgets that were in it', () => {
    let state = withWidgets('tab');
    const tab = boardOf(state).widgets[0] as Extract<Widget, { type: 'tab' }>;
    const second = { ...tab, config: { tabs: [...tab.config.tabs, { id: 'tab_2', name: 'Tab 2' }] } };
    state = run(state, { type: 'update', widget: second, at: 20_000 });
    state = run(state, { type: 'add', widgets: [newWidget(boardOf(state), 'timer', { parent: { widgetId: tab.id, tabId: 'tab_2' } })], at: 30_000 });
    state = run(state, { type: 'update', widget: { ...second, config: { tabs: [second.config.tabs[0]!] } }, at: 40_000 });
    expect(boardOf(state).widgets.map((widget) => widget.type)).toEqual(['tab']);
  });

  it('never joins quick adds or deletes of different widgets into one step', () => {
    let state = editorStateOf({ name: 'Sales', config: emptyBoard() });
    state = run(state, { type: 'add', widgets: [newWidget(boardOf(state), 'timer')], at: 0 });
    state = run(state, { type: 'add', widgets: [newWidget(boardOf(state), 'image')], at: 10 });
    expect(names(run(state, { type: 'undo' }))).toEqual(['widget_1']);
    const [first, second] = boardOf(state).widgets;
    state = run(state, { type: 'remove', ids: [first!.id], at: 20 }, { type: 'remove', ids: [second!.id], at: 30 });
    expect(names(run(state, { type: 'undo' }))).toEqual(['widget_2']);
  });

  it('joins typing in one widget’s settings into one step, and renaming the board into another', () => {
    const state = withWidgets('queryButton');
    const button = boardOf(state).widgets[0] as Extract<Widget, { type: 'queryButton' }>;
    const typed = run(
      state,
      { type: 'update', widget: { ...button, config: { label: 'S' } }, at: 50_000 },
      { type: 'update', widget: { ...button, config: { label: 'Se' } }, at: 50_100 },
      { type: 'update', widget: { ...button, config: { label: 'Search' } }, at: 50_200 },
      { type: 'rename', name: 'Sales 2024', at: 50_300 },
    );
    expect(typed.history.present.name).toBe('Sales 2024');
    const undone = run(typed, { type: 'undo' });
    expect(undone.history.present.name).toBe('Sales');
    expect((boardOf(undone).widgets[0] as typeof button).config.label).toBe('Search');
    expect((boardOf(run(undone, { type: 'undo' })).widgets[0] as typeof button).config.label).toBe('');
  });

  it('locks widgets of a free board', () => {
    let state = editorStateOf({ name: 'Wall', config: emptyBoard('free') });
    for (const [index, type] of (['image', 'timer', 'iframe'] as const).entries()) state = run(state, { type: 'add', widgets: [newWidget(boardOf(state), type)], at: index * 10_000 });
    const [, b] = boardOf(state).widgets.map((widget) => widget.id) as [string, string, string];
    const locked = run(state, { type: 'lock', ids: [b], locked: true, at: 60_000 });
    expect(boardOf(locked).widgets.map((widget) => widget.locked)).toEqual([false, true, false]);
    expect(boardOf(run(locked, { type: 'lock', ids: [b], locked: false, at: 70_000 })).widgets.every((widget) => !widget.locked)).toBe(true);
  });
});
