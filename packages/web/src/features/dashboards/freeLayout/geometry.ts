import type { BoardConfig, FreeRect, Widget } from '@redbi/shared/domain';

/** The smallest width or height of a widget on the free canvas (FreeRectSchema's minimum). */
export const MIN_WIDGET_SIZE = 10;

/** The canvas of a free board, in canvas pixels. */
export interface CanvasSize {
  width: number;
  height: number;
}

/** The size of a free board's canvas from its settings. */
export const canvasSizeOf = (board: BoardConfig): CanvasSize => ({ width: board.settings.width, height: board.settings.height });

/**
 * The widgets the free canvas places: those of the board itself. A tab's children are drawn inside their
 * tab by its view, so they are not layers of the canvas.
 */
export const canvasWidgets = (widgets: readonly Widget[]): Widget[] => widgets.filter((widget) => widget.parent === undefined);

/** The smallest box holding every rect (undefined for none). */
export function boundsOf(rects: readonly FreeRect[]): FreeRect | undefined {
  if (rects.length === 0) return undefined;
  const left = Math.min(...rects.map((rect) => rect.x));
  const top = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.w));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** Whether two boxes overlap (touching edges do not count). */
export const intersects = (a: FreeRect, b: FreeRect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The box spanned by two corner points in any order (a marquee dragged in any direction). */
export function boxBetween(from: { x: number; y: number }, to: { x: number; y: number }): FreeRect {
  return { x: Math.min(from.x, to.x), y: Math.min(from.y, to.y), w: Math.abs(to.x - from.x), h: Math.abs(to.y - from.y) };
}

/** A rect on whole pixels: what the canvas stores after every gesture. */
const roundRect = (rect: FreeRect): FreeRect => ({ x: Math.round(rect.x), y: Math.round(rect.y), w: Math.round(rect.w), h: Math.round(rect.h) });

/** The widgets with new rects by id (whole pixels), the others unchanged. */
export function withRects(widgets: readonly Widget[], rects: Readonly<Record<string, FreeRect>>): Widget[] {
  return widgets.map((widget) => {
    const rect = rects[widget.id];
    return rect ? { ...widget, rect: roundRect(rect) } : widget;
  });
}
