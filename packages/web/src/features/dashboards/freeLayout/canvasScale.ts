import type { ScaleMode } from '@redbi/shared/domain';
import type { CanvasSize } from './geometry';

/** Horizontal and vertical scale factors from canvas pixels to screen pixels. */
export interface CanvasScale {
  x: number;
  y: number;
}

/** What each scale mode does with the room it has; a viewport side not measured yet (0) leaves that side at 1. */
const scaleModeRules: Record<ScaleMode, (canvas: CanvasSize, viewport: CanvasSize) => CanvasScale> = {
  scaleWidth: (canvas, viewport) => uniform(ratio(viewport.width, canvas.width)),
  scaleHeight: (canvas, viewport) => uniform(ratio(viewport.height, canvas.height)),
  scaleFull: (canvas, viewport) => ({ x: ratio(viewport.width, canvas.width), y: ratio(viewport.height, canvas.height) }),
  noScale: () => uniform(1),
};

const uniform = (scale: number): CanvasScale => ({ x: scale, y: scale });
const ratio = (available: number, size: number) => (available > 0 && size > 0 ? available / size : 1);

/**
 * How a free board's canvas is drawn in a viewport under its scale mode: scaleWidth fits the width (the
 * page scrolls down), scaleHeight fits the height, scaleFull stretches both ways, noScale keeps 1:1. Shared
 * by the viewer's FreeBoardLayout and the editing canvas.
 */
export function canvasScale(mode: ScaleMode, canvas: CanvasSize, viewport: CanvasSize): CanvasScale {
  return scaleModeRules[mode](canvas, viewport);
}

/** The editor's zoom range (25–200 %) and the steps its zoom buttons go through. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 2;
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The editor's "fit" zoom: the canvas's width in the available width, within the zoom range. */
export const fitZoom = (canvasWidth: number, availableWidth: number): number => clampZoom(ratio(availableWidth, canvasWidth));

/** The next zoom step above (direction 1) or below (-1) the current zoom, which may lie between steps. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = direction > 0 ? ZOOM_STEPS.find((step) => step > zoom + 1e-9) : ZOOM_STEPS.findLast((step) => step < zoom - 1e-9);
  return next ?? (direction > 0 ? MAX_ZOOM : MIN_ZOOM);
}
