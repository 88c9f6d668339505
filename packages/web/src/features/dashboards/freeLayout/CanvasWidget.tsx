import type { FreeRect, Widget } from '@redbi/shared/domain';
import { memo, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './messages';

/**
 * The widget's own view, drawn again only when the widget or the way it is drawn changes (not on every pointer
 * move). `overCover`: it lies over the widget's cover but lets presses through to it, except where a part of
 * it takes them itself (the widgets inside a tab container, which the editor lets select on their own).
 */
const WidgetContent = memo(function WidgetContent({ widget, overCover, renderWidget }: { widget: Widget; overCover: boolean; renderWidget: (widget: Widget) => ReactNode }) {
  return (
    <div data-widget-content style={{ width: '100%', height: '100%', overflow: 'hidden', ...(overCover ? { position: 'relative', zIndex: 1, pointerEvents: 'none' } : {}) }}>
      {renderWidget(widget)}
    </div>
  );
});

/** A tab container draws other widgets inside it: a press on one of them is that widget's, not the container's. */
const holdsWidgets = (widget: Widget) => widget.type === 'tab';

interface CanvasWidgetProps {
  widget: Widget;
  /** Where it is drawn now: the stored rect, or the one a running gesture proposes. */
  rect: FreeRect;
  zIndex: number;
  selected: boolean;
  /** Double-clicked: its content takes the pointer (tabs, controllers) until something else is pressed. */
  interacting: boolean;
  renderWidget: (widget: Widget) => ReactNode;
  onPointerDown: (event: PointerEvent, widget: Widget) => void;
  onDoubleClick: (widget: Widget) => void;
}

/**
 * One widget on the free canvas at its rect, in canvas pixels (the layer around it is scaled). A cover over
 * the content takes the pointer so a press selects and drags the widget instead of reaching the chart; a
 * tab container's content lies over its cover instead, letting presses through but for its children's.
 */
export function CanvasWidget({ widget, rect, zIndex, selected, interacting, renderWidget, onPointerDown, onDoubleClick }: CanvasWidgetProps) {
  const { t } = useTranslation();
  return (
    <div data-canvas-widget={widget.id} style={{ position: 'absolute', left: rect.x, top: rect.y, width: rect.w, height: rect.h, zIndex }}>
      <WidgetContent widget={widget} overCover={holdsWidgets(widget) && !interacting} renderWidget={renderWidget} />
      {!interacting && (
        <div
          role="button"
          aria-label={t('freeLayout.widget', { name: widget.name })}
          aria-pressed={selected}
          onPointerDown={(event) => onPointerDown(event, widget)}
          onDoubleClick={() => onDoubleClick(widget)}
          style={{ position: 'absolute', inset: 0, cursor: widget.locked ? 'default' : 'move', touchAction: 'none' }}
        />
      )}
    </div>
  );
}
