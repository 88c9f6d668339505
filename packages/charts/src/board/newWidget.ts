import { BOARD_DESKTOP_COLUMNS, WidgetSchema, type BoardConfig, type Widget, type WidgetType } from '@redbi/shared/domain';
import { widgetTypeInfo } from './widgetTypes';
import { copyWidgetName, newWidgetName } from './widgetNames';

/** What the author chose for a new widget; the rest comes from the type's defaults and the board. */
export interface NewWidgetInit<T extends WidgetType = WidgetType> {
  id?: string;
  name?: string;
  config?: Partial<Extract<Widget, { type: T }>['config']>;
  /** Inside a tab container. */
  parent?: Widget['parent'];
}

/** Canvas pixels between widgets added one after another on a free board, and how many steps before it starts over. */
const CASCADE_STEP = 24;
const CASCADE_STEPS = 10;

const sameParent = (a: Widget['parent'], b: Widget['parent']) => a?.widgetId === b?.widgetId && a?.tabId === b?.tabId;

/** An id no widget of the board has: `w1`, `w2` …, counted from the widget count so that ids are rarely reused. */
export function nextWidgetId(board: BoardConfig): string {
  const ids = new Set(board.widgets.map((widget) => widget.id));
  for (let n = board.widgets.length + 1; ; n += 1) if (!ids.has(`w${n}`)) return `w${n}`;
}

/** The row below the lowest widget of one grid. */
const bottomOf = (rects: readonly { y: number; h: number }[]) => rects.reduce((bottom, rect) => Math.max(bottom, rect.y + rect.h), 0);

/**
 * Where a new widget goes among its siblings (same tab, or the board): below the lowest on both auto grids;
 * on a free canvas a cascade from the top-left, above every other widget.
 */
function placement(board: BoardConfig, type: WidgetType, parent: Widget['parent']) {
  const siblings = board.widgets.filter((widget) => sameParent(widget.parent, parent));
  const size = widgetTypeInfo[type].defaultSize;
  const offset = CASCADE_STEP * (1 + (siblings.length % CASCADE_STEPS));
  return {
    desktop: { x: 0, y: bottomOf(siblings.map((widget) => widget.desktop)), w: Math.min(size.desktop.w, BOARD_DESKTOP_COLUMNS), h: size.desktop.h },
    mobile: { x: 0, y: bottomOf(siblings.map((widget) => widget.mobile)), w: size.mobile.w, h: size.mobile.h },
    rect: { x: offset, y: offset, w: size.free.w, h: size.free.h },
    z: board.widgets.reduce((top, widget) => Math.max(top, widget.z + 1), 0),
  };
}

/**
 * A new widget of `type` for `board`: the type's default config (with the author's choices over it), a name
 * no other widget has ('widget_N', or `init.name` made unique) and a place below or above the others.
 */
export function newWidget<T extends WidgetType>(board: BoardConfig, type: T, init: NewWidgetInit<T> = {}): Extract<Widget, { type: T }> {
  const names = board.widgets.map((widget) => widget.name);
  return WidgetSchema.parse({
    id: init.id ?? nextWidgetId(board),
    name: newWidgetName(names, init.name),
    type,
    config: { ...widgetTypeInfo[type].defaultConfig(), ...init.config },
    ...(init.parent ? { parent: init.parent } : {}),
    ...placement(board, type, init.parent),
  }) as Extract<Widget, { type: T }>;
}

/**
 * A copy of `widget` in the same board: a new id (from `newId`, else the next free one), the name with '_copy',
 * placed like a new widget of its type but keeping its size. Links to other widgets are kept.
 */
export function copyWidget<W extends Widget>(board: BoardConfig, widget: W, newId: () => string = () => nextWidgetId(board)): W {
  const place = placement(board, widget.type, widget.parent);
  // Parsing copies every nested object, so the copy shares nothing with the original.
  return WidgetSchema.parse({
    ...widget,
    id: newId(),
    name: copyWidgetName(widget.name, board.widgets.map((other) => other.name)),
    desktop: { ...place.desktop, w: widget.desktop.w, h: widget.desktop.h },
    mobile: { ...place.mobile, w: widget.mobile.w, h: widget.mobile.h },
    rect: { x: widget.rect.x + CASCADE_STEP, y: widget.rect.y + CASCADE_STEP, w: widget.rect.w, h: widget.rect.h },
    z: place.z,
    locked: false,
  }) as W;
}
