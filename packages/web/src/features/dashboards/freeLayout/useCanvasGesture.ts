import type { FreeRect, Widget } from '@redbi/shared/domain';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { boundsOf, boxBetween, canvasWidgets, intersects, withRects, type CanvasSize } from './geometry';
import type { FreeLayoutChangeHandler } from './layoutChanges';
import { resizeRect, type ResizeHandle } from './resizeRect';
import { SNAP_DISTANCE_PX, SNAP_GRID, snapLinesOf, snapMove, type Guide, type SnapOptions } from './snapping';

/** A pointer must travel this far (screen pixels) before a press becomes a drag, so clicks stay clicks. */
const DRAG_START_PX = 3;

/** What a gesture shows while it runs: the rects it would store, the guides it sticks to, the marquee and what it takes. */
export interface GestureFeedback {
  kind?: 'move' | 'resize' | 'marquee';
  rects?: Record<string, FreeRect>;
  guides: Guide[];
  marquee?: FreeRect;
  marqueeIds?: string[];
}

interface GestureInput {
  widgets: Widget[];
  canvas: CanvasSize;
  zoom: number;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onChange: FreeLayoutChangeHandler;
  /** The unscaled canvas element: pointer positions are measured from its corner. */
  canvasRef: RefObject<HTMLElement | null>;
}

const additiveClick = (event: ReactPointerEvent) => event.shiftKey || event.metaKey || event.ctrlKey;

/**
 * The free canvas's pointer gestures: moving the selection, resizing one widget, and the marquee. Feedback
 * lives here while the pointer is down; the board changes once, when it is released (one undo step per
 * gesture). Listeners go on the window so a drag keeps going outside the canvas.
 */
export function useCanvasGesture({ widgets, canvas, zoom, selected, onSelect, onChange, canvasRef }: GestureInput) {
  const [feedback, setFeedback] = useState<GestureFeedback>({ guides: [] });
  const stopRef = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stopRef.current?.(), []);

  /** Follows the pointer until it is released: `move` gets the travel in canvas pixels, `end` whether it was a drag. */
  const track = useCallback(
    (start: ReactPointerEvent, move: (dx: number, dy: number, event: PointerEvent) => void, end: (dragged: boolean) => void) => {
      stopRef.current?.();
      let dragged = false;
      const onMove = (event: PointerEvent) => {
        const dx = event.clientX - start.clientX;
        const dy = event.clientY - start.clientY;
        if (!dragged && Math.hypot(dx, dy) < DRAG_START_PX) return;
        dragged = true;
        move(dx / zoom, dy / zoom, event);
      };
      const stop = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        stopRef.current = undefined;
        setFeedback({ guides: [] });
      };
      const onUp = () => {
        stop();
        end(dragged);
      };
      const onCancel = () => stop();
      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      stopRef.current = stop;
    },
    [zoom],
  );

  const snapOptions = (moving: readonly string[], event: PointerEvent): SnapOptions => {
    const others = canvasWidgets(widgets).filter((widget) => !moving.includes(widget.id));
    return { lines: snapLinesOf(others.map((widget) => widget.rect), canvas), threshold: SNAP_DISTANCE_PX / zoom, grid: SNAP_GRID, enabled: !event.altKey };
  };

  /** A press on a widget: selects it (Shift/⌘/Ctrl toggles it), then drags the selection's unlocked widgets. */
  const startMove = (event: ReactPointerEvent, widget: Widget) => {
    if (event.button !== 0) return;
    const additive = additiveClick(event);
    const wasSelected = selected.includes(widget.id);
    const ids = additive ? (wasSelected ? selected.filter((id) => id !== widget.id) : [...selected, widget.id]) : wasSelected ? selected : [widget.id];
    if (additive || !wasSelected) onSelect(ids);
    if (!ids.includes(widget.id)) return;
    // A tab's children in the selection stay in their tab: they have no place of their own on the canvas.
    const moving = canvasWidgets(widgets).filter((candidate) => ids.includes(candidate.id) && !candidate.locked);
    const bounds = boundsOf(moving.map((candidate) => candidate.rect));
    let rects: Record<string, FreeRect> | undefined;
    track(
      event,
      (dx, dy, pointer) => {
        if (!bounds) return;
        const movingIds = moving.map((candidate) => candidate.id);
        const snapped = snapMove({ ...bounds, x: bounds.x + dx, y: bounds.y + dy }, snapOptions(movingIds, pointer));
        const offset = { x: snapped.x - bounds.x, y: snapped.y - bounds.y };
        rects = Object.fromEntries(moving.map((candidate) => [candidate.id, { ...candidate.rect, x: candidate.rect.x + offset.x, y: candidate.rect.y + offset.y }]));
        setFeedback({ kind: 'move', rects, guides: snapped.guides });
      },
      (dragged) => {
        if (rects) onChange(withRects(widgets, rects), 'move');
        // A plain click inside a multiple selection narrows it to the widget clicked.
        else if (!dragged && !additive && wasSelected && selected.length > 1) onSelect([widget.id]);
      },
    );
  };

  /** A press on one of the single selected widget's handles: resizes it. */
  const startResize = (event: ReactPointerEvent, widget: Widget, handle: ResizeHandle) => {
    if (event.button !== 0 || widget.locked) return;
    event.stopPropagation();
    let rect: FreeRect | undefined;
    track(
      event,
      (dx, dy, pointer) => {
        const resized = resizeRect(widget.rect, handle, dx, dy, snapOptions([widget.id], pointer));
        rect = resized.rect;
        setFeedback({ kind: 'resize', rects: { [widget.id]: resized.rect }, guides: resized.guides });
      },
      () => {
        if (rect) onChange(withRects(widgets, { [widget.id]: rect }), 'resize');
      },
    );
  };

  /** A press on the empty canvas: drags a marquee selecting the widgets it touches (Shift/⌘/Ctrl adds to the selection); a click clears it. */
  const startMarquee = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    const box = canvasRef.current?.getBoundingClientRect();
    const origin = { x: (event.clientX - (box?.left ?? 0)) / zoom, y: (event.clientY - (box?.top ?? 0)) / zoom };
    const base = additiveClick(event) ? selected : [];
    let ids = base;
    track(
      event,
      (dx, dy) => {
        const marquee = boxBetween(origin, { x: origin.x + dx, y: origin.y + dy });
        const touched = canvasWidgets(widgets).filter((widget) => intersects(widget.rect, marquee)).map((widget) => widget.id);
        ids = [...base, ...touched.filter((id) => !base.includes(id))];
        setFeedback({ kind: 'marquee', guides: [], marquee, marqueeIds: ids });
      },
      () => onSelect(ids),
    );
  };

  return { feedback, startMove, startResize, startMarquee };
}
