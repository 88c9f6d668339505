import { BOARD_DESKTOP_COLUMNS, BOARD_MOBILE_COLUMNS, type GridRect, type Widget } from '@redbi/shared/domain';

/** The auto layout's two grids: desktops (24 columns) and phones (6). */
export type BoardDevice = 'desktop' | 'mobile';

/** Narrower boards than this are laid out on the phone grid. */
export const PHONE_MAX_WIDTH = 600;

export const deviceColumns: Record<BoardDevice, number> = { desktop: BOARD_DESKTOP_COLUMNS, mobile: BOARD_MOBILE_COLUMNS };

/** A widget's rect on a device's grid (a phone rect never wider than the phone grid). */
export function rectOn(widget: Widget, device: BoardDevice): GridRect {
  const rect = device === 'desktop' ? widget.desktop : widget.mobile;
  const w = Math.min(rect.w, deviceColumns[device]);
  return { ...rect, w, x: Math.min(rect.x, deviceColumns[device] - w) };
}

/** The grid items of widgets on a device: static unless the board is being edited. */
export const gridItems = (widgets: readonly Widget[], device: BoardDevice, editable: boolean) =>
  widgets.map((widget) => ({ i: widget.id, ...rectOn(widget, device), static: !editable }));

/** The rects a layout change moved or resized, by widget id (unchanged ones left out). */
export function changedRects(widgets: readonly Widget[], device: BoardDevice, layout: readonly { i: string; x: number; y: number; w: number; h: number }[]): Record<string, GridRect> {
  const byId = new Map(widgets.map((widget) => [widget.id, rectOn(widget, device)]));
  const changed: Record<string, GridRect> = {};
  for (const item of layout) {
    const rect = byId.get(item.i);
    if (rect && (rect.x !== item.x || rect.y !== item.y || rect.w !== item.w || rect.h !== item.h)) changed[item.i] = { x: item.x, y: item.y, w: item.w, h: item.h };
  }
  return changed;
}
