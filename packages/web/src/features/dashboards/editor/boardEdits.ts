import { copyWidget, newWidget, type NewWidgetInit } from '@redbi/charts';
import type { BoardConfig, BoardSettings, Widget, WidgetType } from '@redbi/shared/domain';

/*
 * The board editor's changes as pure functions of the board document (tested without a DOM). Removing a
 * widget also removes what lives inside it (a tab's widgets) and forgets the links other widgets had to it
 * (linkage targets, controller visibility and cascades), so a deletion leaves no dangling reference.
 */

export const addWidget = (board: BoardConfig, widget: Widget): BoardConfig => ({ ...board, widgets: [...board.widgets, widget] });

/** What to add: a widget type and the author's choices for it. */
export interface WidgetRequest {
  type: WidgetType;
  init?: NewWidgetInit;
}

/** New widgets made one after another, each knowing the ones before it (distinct names, ids and places). */
export function newWidgets(board: BoardConfig, requests: readonly WidgetRequest[]): Widget[] {
  const made: Widget[] = [];
  let next = board;
  for (const { type, init } of requests) {
    const widget = newWidget(next, type, init);
    next = addWidget(next, widget);
    made.push(widget);
  }
  return made;
}

/** The widget with the same id, replaced; a tab that lost a tab also loses the widgets that were in it. */
export const replaceWidget = (board: BoardConfig, widget: Widget): BoardConfig =>
  withoutOrphans({ ...board, widgets: board.widgets.map((existing) => (existing.id === widget.id ? widget : existing)) });

/** Widgets as a layout changed them (moved, resized, stacked), by id; the others stay. */
export function updateWidgets(board: BoardConfig, changed: readonly Widget[]): BoardConfig {
  const byId = new Map(changed.map((widget) => [widget.id, widget]));
  return { ...board, widgets: board.widgets.map((widget) => byId.get(widget.id) ?? widget) };
}

export const setBoardSettings = (board: BoardConfig, settings: BoardSettings): BoardConfig => ({ ...board, settings });

/** Widgets inside a tab that no longer exists (or of a widget that is no longer a tab) go too, at any depth. */
function withoutOrphans(board: BoardConfig): BoardConfig {
  let widgets = board.widgets;
  for (;;) {
    const tabs = new Map(widgets.flatMap((widget) => (widget.type === 'tab' ? [[widget.id, new Set(widget.config.tabs.map((tab) => tab.id))] as const] : [])));
    const kept = widgets.filter((widget) => !widget.parent || tabs.get(widget.parent.widgetId)?.has(widget.parent.tabId));
    if (kept.length === widgets.length) return kept === board.widgets ? board : { ...board, widgets: kept };
    widgets = kept;
  }
}

/** A widget's links to widgets that are gone, dropped: linkage targets, a condition on a controller, cascades. */
function withoutLinksTo(widget: Widget, gone: ReadonlySet<string>): Widget {
  if (widget.type === 'chart' || widget.type === 'privateChart') {
    const { linkage } = widget.interactions;
    const targets = linkage.targets.filter((target) => !gone.has(target.widgetId));
    if (targets.length === linkage.targets.length) return widget;
    return { ...widget, interactions: { ...widget.interactions, linkage: { ...linkage, targets } } };
  }
  if (widget.type === 'controller') {
    const { visibility, cascadeFrom } = widget.config;
    const lostCondition = visibility.mode === 'condition' && visibility.controllerId !== undefined && gone.has(visibility.controllerId);
    const cascades = cascadeFrom.filter((id) => !gone.has(id));
    if (!lostCondition && cascades.length === cascadeFrom.length) return widget;
    return { ...widget, config: { ...widget.config, cascadeFrom: cascades, visibility: lostCondition ? { mode: 'show', operator: 'EQ', value: '' } : visibility } };
  }
  return widget;
}

/** Removes the widgets, what is inside them, and every link to any of them. */
export function removeWidgets(board: BoardConfig, ids: readonly string[]): BoardConfig {
  const remaining = withoutOrphans({ ...board, widgets: board.widgets.filter((widget) => !ids.includes(widget.id)) });
  const kept = new Set(remaining.widgets.map((widget) => widget.id));
  const gone = new Set(board.widgets.map((widget) => widget.id).filter((id) => !kept.has(id)));
  return { ...remaining, widgets: remaining.widgets.map((widget) => withoutLinksTo(widget, gone)) };
}

/**
 * Copies of `widgets` added to the board (duplicate, or paste of what was copied, perhaps from another
 * board): new ids and '_copy' names, placed below the others. A copy whose tab is not on this board goes
 * on the board itself; links to widgets this board does not have are dropped.
 */
export function pasteWidgets(board: BoardConfig, widgets: readonly Widget[]): { board: BoardConfig; pasted: Widget[] } {
  let next = board;
  const pasted: Widget[] = [];
  for (const original of widgets) {
    const parentHere = original.parent && next.widgets.some((widget) => widget.id === original.parent?.widgetId);
    const { parent: _parent, ...unparented } = original;
    const source = parentHere ? original : (unparented as Widget);
    const copy = copyWidget(next, source);
    next = addWidget(next, copy);
    pasted.push(copy);
  }
  const present = new Set(next.widgets.map((widget) => widget.id));
  const missing = new Set(pasted.flatMap(linkedIds).filter((id) => !present.has(id)));
  if (missing.size === 0) return { board: next, pasted };
  const cleaned = pasted.map((widget) => withoutLinksTo(widget, missing));
  return { board: updateWidgets(next, cleaned), pasted: cleaned };
}

/** The ids of the widgets one widget links to. */
function linkedIds(widget: Widget): string[] {
  if (widget.type === 'chart' || widget.type === 'privateChart') return widget.interactions.linkage.targets.map((target) => target.widgetId);
  if (widget.type === 'controller') return [...widget.config.cascadeFrom, ...(widget.config.visibility.controllerId ? [widget.config.visibility.controllerId] : [])];
  return [];
}

export const setLocked = (board: BoardConfig, ids: readonly string[], locked: boolean): BoardConfig => ({
  ...board,
  widgets: board.widgets.map((widget) => (ids.includes(widget.id) ? { ...widget, locked } : widget)),
});
