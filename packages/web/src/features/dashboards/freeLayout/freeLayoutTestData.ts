import { BoardConfigSchema, WidgetSchema, type BoardConfig, type FreeRect, type Widget } from '@redbi/shared/domain';

/** An image widget at a rect (the simplest widget: the canvas only looks at the common fields). */
export function placedWidget(id: string, rect: FreeRect, extra: { z?: number; locked?: boolean; parent?: Widget['parent'] } = {}): Widget {
  return WidgetSchema.parse({ id, name: `widget_${id}`, type: 'image', config: {}, rect, ...extra });
}

/** A free board of 1000 × 600 holding the widgets. */
export const freeBoard = (widgets: Widget[]): BoardConfig => BoardConfigSchema.parse({ layout: 'free', settings: { width: 1000, height: 600 }, widgets });

/** The rect of each widget, by id. */
export const rectsById = (widgets: readonly Widget[]): Record<string, FreeRect> => Object.fromEntries(widgets.map((widget) => [widget.id, widget.rect]));

/** The layer ids bottom first, by z. */
export const zOrder = (widgets: readonly Widget[]): string[] => [...widgets].sort((a, b) => a.z - b.z).map((widget) => widget.id);
