import { LockOutlined } from '@ant-design/icons';
import type { FreeRect, Widget } from '@redbi/shared/domain';
import { theme } from 'antd';
import type { CSSProperties, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf, type CanvasSize } from './geometry';
import { handleEdges, resizeHandles, type ResizeHandle } from './resizeRect';
import type { GestureFeedback } from './useCanvasGesture';
import './messages';

/** Handles are squares of this many screen pixels whatever the zoom. */
const HANDLE_PX = 8;

const handleCursors: Record<ResizeHandle, CSSProperties['cursor']> = {
  nw: 'nwse-resize',
  se: 'nwse-resize',
  ne: 'nesw-resize',
  sw: 'nesw-resize',
  n: 'ns-resize',
  s: 'ns-resize',
  e: 'ew-resize',
  w: 'ew-resize',
};

interface SelectionOverlayProps {
  layers: Widget[];
  rectOf: (widget: Widget) => FreeRect;
  /** The selection as shown: the marquee's catch while it is dragged. */
  selection: string[];
  /** The single selected, unlocked widget that shows resize handles. */
  resizable?: Widget;
  zoom: number;
  canvas: CanvasSize;
  feedback: GestureFeedback;
  onResizeStart: (event: PointerEvent, widget: Widget, handle: ResizeHandle) => void;
}

/**
 * What the editor draws over the widgets, in screen pixels so lines stay 1 px and handles 8 px at any zoom:
 * selection outlines, lock badges, the resize handles, snapping guides, the marquee and a position or size
 * readout while dragging. Only the handles take the pointer.
 */
export function SelectionOverlay({ layers, rectOf, selection, resizable, zoom, canvas, feedback, onResizeStart }: SelectionOverlayProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const screen = (rect: FreeRect) => ({ left: rect.x * zoom, top: rect.y * zoom, width: rect.w * zoom, height: rect.h * zoom });
  const dragged = feedback.rects && (feedback.kind === 'move' || feedback.kind === 'resize') ? boundsOf(Object.values(feedback.rects)) : undefined;

  return (
    <div style={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }}>
      {layers
        .filter((widget) => selection.includes(widget.id))
        .map((widget) => (
          <div key={widget.id} data-selection-outline={widget.id} style={{ position: 'absolute', ...screen(rectOf(widget)), outline: `1px solid ${token.colorPrimary}`, outlineOffset: 0 }} />
        ))}
      {layers
        .filter((widget) => widget.locked)
        .map((widget) => {
          const rect = screen(rectOf(widget));
          return (
            <span
              key={widget.id}
              role="img"
              aria-label={`${t('freeLayout.locked')}: ${widget.name}`}
              style={{ position: 'absolute', left: rect.left + rect.width - 22, top: rect.top + 4, width: 18, height: 18, display: 'grid', placeItems: 'center', fontSize: 11, borderRadius: token.borderRadiusSM, color: token.colorTextSecondary, background: token.colorBgElevated, boxShadow: token.boxShadowTertiary }}
            >
              <LockOutlined />
            </span>
          );
        })}
      {resizable && feedback.kind !== 'marquee' &&
        resizeHandles.map((handle) => {
          const rect = screen(rectOf(resizable));
          const edges = handleEdges[handle];
          return (
            <div
              key={handle}
              role="button"
              aria-label={t(`freeLayout.handle.${handle}`)}
              data-handle={handle}
              onPointerDown={(event) => onResizeStart(event, resizable, handle)}
              style={{
                position: 'absolute',
                left: rect.left + ((edges.x + 1) / 2) * rect.width - HANDLE_PX / 2,
                top: rect.top + ((edges.y + 1) / 2) * rect.height - HANDLE_PX / 2,
                width: HANDLE_PX,
                height: HANDLE_PX,
                boxSizing: 'border-box',
                border: `1px solid ${token.colorPrimary}`,
                background: token.colorBgContainer,
                cursor: handleCursors[handle],
                pointerEvents: 'auto',
                touchAction: 'none',
              }}
            />
          );
        })}
      {feedback.guides.map((guide) => (
        <div
          key={`${guide.axis}${guide.at}`}
          data-guide={guide.axis}
          style={
            guide.axis === 'x'
              ? { position: 'absolute', left: guide.at * zoom, top: 0, height: canvas.height * zoom, borderLeft: `1px dashed ${token.colorPrimary}` }
              : { position: 'absolute', top: guide.at * zoom, left: 0, width: canvas.width * zoom, borderTop: `1px dashed ${token.colorPrimary}` }
          }
        />
      ))}
      {feedback.marquee && <div data-marquee style={{ position: 'absolute', ...screen(feedback.marquee), border: `1px solid ${token.colorPrimary}`, background: token.colorPrimaryBg, opacity: 0.6 }} />}
      {dragged && (
        <span
          style={{ position: 'absolute', left: dragged.x * zoom, top: (dragged.y + dragged.h) * zoom + 6, padding: '0 6px', fontSize: 11, lineHeight: '18px', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', borderRadius: token.borderRadiusSM, color: token.colorTextLightSolid, background: token.colorPrimary }}
        >
          {feedback.kind === 'resize' ? t('freeLayout.size', { w: Math.round(dragged.w), h: Math.round(dragged.h) }) : t('freeLayout.position', { x: Math.round(dragged.x), y: Math.round(dragged.y) })}
        </span>
      )}
    </div>
  );
}
