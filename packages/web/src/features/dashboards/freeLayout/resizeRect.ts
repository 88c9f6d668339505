import type { FreeRect } from '@redbi/shared/domain';
import { MIN_WIDGET_SIZE } from './geometry';
import { snapEdge, type Guide, type SnapOptions } from './snapping';

/** The eight handles around a selected widget, by compass point. */
export const resizeHandles = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type ResizeHandle = (typeof resizeHandles)[number];

/** Which edges a handle drags: -1 the left/top edge, 1 the right/bottom edge, 0 neither. */
export const handleEdges: Record<ResizeHandle, { x: -1 | 0 | 1; y: -1 | 0 | 1 }> = {
  nw: { x: -1, y: -1 },
  n: { x: 0, y: -1 },
  ne: { x: 1, y: -1 },
  e: { x: 1, y: 0 },
  se: { x: 1, y: 1 },
  s: { x: 0, y: 1 },
  sw: { x: -1, y: 1 },
  w: { x: -1, y: 0 },
};

/** One axis of a resize: the dragged edge moves (and snaps), the other stays, the size stays at least the minimum. */
function resizeSpan(start: number, size: number, edge: -1 | 0 | 1, delta: number, lines: readonly number[], options: SnapOptions): { start: number; size: number; guide?: number } {
  if (edge === 0) return { start, size };
  const end = start + size;
  if (edge === 1) {
    const snapped = snapEdge(end + delta, lines, options);
    return { start, size: Math.max(MIN_WIDGET_SIZE, snapped.value - start), guide: snapped.guide };
  }
  const snapped = snapEdge(start + delta, lines, options);
  const newStart = Math.min(snapped.value, end - MIN_WIDGET_SIZE);
  return { start: newStart, size: end - newStart, guide: snapped.guide };
}

/**
 * A rect resized by dragging a handle by (dx, dy) canvas pixels: the dragged edges snap to other widgets'
 * edges and centres or to the grid; the opposite edges stay; never smaller than 10 px.
 */
export function resizeRect(start: FreeRect, handle: ResizeHandle, dx: number, dy: number, options: SnapOptions): { rect: FreeRect; guides: Guide[] } {
  const edges = handleEdges[handle];
  const horizontal = resizeSpan(start.x, start.w, edges.x, dx, options.lines.x, options);
  const vertical = resizeSpan(start.y, start.h, edges.y, dy, options.lines.y, options);
  const guides: Guide[] = [];
  if (horizontal.guide !== undefined) guides.push({ axis: 'x', at: horizontal.guide });
  if (vertical.guide !== undefined) guides.push({ axis: 'y', at: vertical.guide });
  return { rect: { x: horizontal.start, y: vertical.start, w: horizontal.size, h: vertical.size }, guides };
}
