import type { FreeRect, Widget } from '@redbi/shared/domain';
import { boundsOf, type CanvasSize } from './geometry';

/** Edges and centre lines a selection can be aligned on. */
export const alignments = ['left', 'center', 'right', 'top', 'middle', 'bottom'] as const;
export type Alignment = (typeof alignments)[number];

export const distributions = ['horizontal', 'vertical'] as const;
export type Distribution = (typeof distributions)[number];

/** Where each alignment puts a rect inside the reference box. */
const alignRules: Record<Alignment, (rect: FreeRect, box: FreeRect) => Partial<FreeRect>> = {
  left: (_rect, box) => ({ x: box.x }),
  center: (rect, box) => ({ x: box.x + (box.w - rect.w) / 2 }),
  right: (rect, box) => ({ x: box.x + box.w - rect.w }),
  top: (_rect, box) => ({ y: box.y }),
  middle: (rect, box) => ({ y: box.y + (box.h - rect.h) / 2 }),
  bottom: (rect, box) => ({ y: box.y + box.h - rect.h }),
};

const selectedIn = (widgets: readonly Widget[], ids: readonly string[]) => widgets.filter((widget) => ids.includes(widget.id));
const moved = (widget: Widget, rect: Partial<FreeRect>): Widget => {
  const next = { ...widget.rect, ...rect };
  return { ...widget, rect: { ...next, x: Math.round(next.x), y: Math.round(next.y) } };
};

/**
 * The widgets with the selected ones aligned: on the selection's bounds, or on the canvas when one widget
 * is selected. Locked widgets stay where they are but still count in the bounds, so others line up on them.
 */
export function alignWidgets(widgets: readonly Widget[], ids: readonly string[], alignment: Alignment, canvas: CanvasSize): Widget[] {
  const selection = selectedIn(widgets, ids);
  const box = selection.length === 1 ? { x: 0, y: 0, w: canvas.width, h: canvas.height } : boundsOf(selection.map((widget) => widget.rect));
  if (!box) return [...widgets];
  return widgets.map((widget) => (ids.includes(widget.id) && !widget.locked ? moved(widget, alignRules[alignment](widget.rect, box)) : widget));
}

/** The axis a distribution works along: the rect's start and size on it. */
const axes: Record<Distribution, { start: 'x' | 'y'; size: 'w' | 'h' }> = { horizontal: { start: 'x', size: 'w' }, vertical: { start: 'y', size: 'h' } };

/** Distributing needs an outer pair that stays and something between them. */
export const MIN_DISTRIBUTED = 3;

/**
 * The widgets with the selected ones (three or more) spread so the gaps between neighbours are equal: the
 * first and last along the axis stay, the ones between move. Locked widgets stay put.
 */
export function distributeWidgets(widgets: readonly Widget[], ids: readonly string[], distribution: Distribution): Widget[] {
  const { start, size } = axes[distribution];
  const selection = selectedIn(widgets, ids).sort((a, b) => a.rect[start] + a.rect[size] / 2 - (b.rect[start] + b.rect[size] / 2));
  const first = selection[0];
  const last = selection.at(-1);
  if (selection.length < MIN_DISTRIBUTED || !first || !last) return [...widgets];
  const span = last.rect[start] + last.rect[size] - first.rect[start];
  const occupied = selection.reduce((sum, widget) => sum + widget.rect[size], 0);
  const gap = (span - occupied) / (selection.length - 1);
  const positions = new Map<string, number>();
  let cursor = first.rect[start];
  for (const widget of selection) {
    positions.set(widget.id, cursor);
    cursor += widget.rect[size] + gap;
  }
  return widgets.map((widget) => {
    const position = positions.get(widget.id);
    return position === undefined || widget.locked ? widget : moved(widget, { [start]: position });
  });
}
