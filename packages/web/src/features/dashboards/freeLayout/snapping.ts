import type { FreeRect } from '@redbi/shared/domain';
import type { CanvasSize } from './geometry';

/** The canvas grid positions snap to when no widget edge is near. */
export const SNAP_GRID = 8;
/** How near (in screen pixels) an edge must come to another widget's edge or centre to stick to it. */
export const SNAP_DISTANCE_PX = 6;

/** The lines a moving box can stick to: vertical lines at x positions, horizontal lines at y positions. */
export interface SnapLines {
  x: number[];
  y: number[];
}

/** A guide line shown while a box sticks to it: vertical (axis x, at an x position) or horizontal. */
export interface Guide {
  axis: 'x' | 'y';
  at: number;
}

/** How a gesture snaps: to these lines within `threshold` canvas pixels, else to the grid; off: whole pixels only. */
export interface SnapOptions {
  lines: SnapLines;
  threshold: number;
  grid: number;
  enabled: boolean;
}

/** The edges and centres of the boxes that stay put, and of the canvas itself. */
export function snapLinesOf(boxes: readonly FreeRect[], canvas: CanvasSize): SnapLines {
  const x = [0, canvas.width / 2, canvas.width, ...boxes.flatMap((box) => [box.x, box.x + box.w / 2, box.x + box.w])];
  const y = [0, canvas.height / 2, canvas.height, ...boxes.flatMap((box) => [box.y, box.y + box.h / 2, box.y + box.h])];
  return { x: [...new Set(x)], y: [...new Set(y)] };
}

/** The line nearest to one of the values within the threshold, as the offset that puts the value on it. */
function nearestOffset(values: readonly number[], lines: readonly number[], threshold: number): number | undefined {
  let best: number | undefined;
  for (const value of values) {
    for (const line of lines) {
      const offset = line - value;
      if (Math.abs(offset) <= threshold && (best === undefined || Math.abs(offset) < Math.abs(best))) best = offset;
    }
  }
  return best;
}

const onGrid = (value: number, grid: number) => Math.round(value / grid) * grid;

/**
 * Where a box moving along one axis lands: its start, centre or end sticks to the nearest line (showing
 * the lines it now touches as guides), else its start lands on the grid. Whole pixels either way.
 */
function snapSpan(start: number, size: number, lines: readonly number[], options: Omit<SnapOptions, 'lines'>): { start: number; guides: number[] } {
  if (!options.enabled) return { start: Math.round(start), guides: [] };
  const offset = nearestOffset([start, start + size / 2, start + size], lines, options.threshold);
  if (offset === undefined) return { start: onGrid(start, options.grid), guides: [] };
  const snapped = Math.round(start + offset);
  const touched = lines.filter((line) => [snapped, snapped + size / 2, snapped + size].some((value) => Math.abs(value - line) < 1));
  return { start: snapped, guides: touched };
}

/** Where one moving edge (of a resize) lands: on the nearest line, with its guide, else on the grid. */
export function snapEdge(value: number, lines: readonly number[], options: Omit<SnapOptions, 'lines'>): { value: number; guide?: number } {
  if (!options.enabled) return { value: Math.round(value) };
  const offset = nearestOffset([value], lines, options.threshold);
  if (offset === undefined) return { value: onGrid(value, options.grid) };
  return { value: Math.round(value + offset), guide: value + offset };
}

/** Where a dragged box lands on both axes, with the guides to draw. */
export function snapMove(box: FreeRect, options: SnapOptions): { x: number; y: number; guides: Guide[] } {
  const horizontal = snapSpan(box.x, box.w, options.lines.x, options);
  const vertical = snapSpan(box.y, box.h, options.lines.y, options);
  return {
    x: horizontal.start,
    y: vertical.start,
    guides: [...horizontal.guides.map((at): Guide => ({ axis: 'x', at })), ...vertical.guides.map((at): Guide => ({ axis: 'y', at }))],
  };
}
