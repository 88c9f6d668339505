import type { Widget } from '@redbi/shared/domain';
import { canvasWidgets } from './geometry';

/** Moves through the stack of the free canvas's layers. */
export const stackMoves = ['front', 'back', 'forward', 'backward'] as const;
export type StackMove = (typeof stackMoves)[number];

/** The canvas's layers bottom first: by z, then by their order in the board (what a browser draws for equal z). */
export function stackOrder(widgets: readonly Widget[]): Widget[] {
  return canvasWidgets(widgets)
    .map((widget, index) => ({ widget, index }))
    .sort((a, b) => a.widget.z - b.widget.z || a.index - b.index)
    .map(({ widget }) => widget);
}

/** The board's widgets with the layers renumbered 0…n-1 in the given bottom-first order. */
function restack(widgets: readonly Widget[], order: readonly Widget[]): Widget[] {
  const zById = new Map(order.map((widget, index) => [widget.id, index]));
  return widgets.map((widget) => {
    const z = zById.get(widget.id);
    return z === undefined || z === widget.z ? widget : { ...widget, z };
  });
}

/** Each selected layer one step past its unselected neighbour in the direction, keeping the selection's own order. */
function stepThrough(order: Widget[], ids: readonly string[], direction: 1 | -1): Widget[] {
  const next = [...order];
  const indices = next.map((_widget, index) => index);
  for (const index of direction > 0 ? indices.reverse() : indices) {
    const here = next[index];
    const neighbour = next[index + direction];
    if (!here || !neighbour || !ids.includes(here.id) || ids.includes(neighbour.id)) continue;
    next[index] = neighbour;
    next[index + direction] = here;
  }
  return next;
}

const stackMoveRules: Record<StackMove, (order: Widget[], ids: readonly string[]) => Widget[]> = {
  front: (order, ids) => [...order.filter((widget) => !ids.includes(widget.id)), ...order.filter((widget) => ids.includes(widget.id))],
  back: (order, ids) => [...order.filter((widget) => ids.includes(widget.id)), ...order.filter((widget) => !ids.includes(widget.id))],
  forward: (order, ids) => stepThrough(order, ids, 1),
  backward: (order, ids) => stepThrough(order, ids, -1),
};

/**
 * The widgets with the selected layers brought to the front, sent to the back, or one step forward or
 * backward; z is renumbered so the stored order is exactly the one drawn.
 */
export function moveInStack(widgets: readonly Widget[], ids: readonly string[], move: StackMove): Widget[] {
  return restack(widgets, stackMoveRules[move](stackOrder(widgets), ids));
}

/** The widgets with one layer dropped at a position of the bottom-first stack (the layers panel's drag). */
export function moveToStackIndex(widgets: readonly Widget[], id: string, index: number): Widget[] {
  const order = stackOrder(widgets);
  const layer = order.find((widget) => widget.id === id);
  if (!layer) return [...widgets];
  const rest = order.filter((widget) => widget.id !== id);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, layer);
  return restack(widgets, rest);
}
