import { QuestionCircleOutlined } from '@ant-design/icons';
import type { BoardConfig, Widget } from '@redbi/shared/domain';
import { theme, Tooltip } from 'antd';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlignToolbar } from './AlignToolbar';
import { canvasBackgroundStyle } from './canvasBackground';
import { fitZoom } from './canvasScale';
import { CanvasWidget } from './CanvasWidget';
import { canvasSizeOf, withRects } from './geometry';
import type { FreeLayoutChangeHandler } from './layoutChanges';
import { SelectionOverlay } from './SelectionOverlay';
import { stackOrder } from './stackOrder';
import { useAvailableWidth } from './useAvailableWidth';
import { useCanvasGesture } from './useCanvasGesture';
import { ZoomControl, type ZoomChoice } from './ZoomControl';
import './messages';

/** Room left around the canvas inside the scrolling viewport. */
const VIEWPORT_PADDING = 24;
/** The grid drawn on the canvas: every fourth snapping step, faint. */
const GRID_DRAWN_PX = 32;
const nudgeDirections: Record<string, { x: number; y: number }> = { ArrowLeft: { x: -1, y: 0 }, ArrowRight: { x: 1, y: 0 }, ArrowUp: { x: 0, y: -1 }, ArrowDown: { x: 0, y: 1 } };

export interface FreeBoardEditorCanvasProps {
  board: BoardConfig;
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** Called once per gesture or command with the board's whole new widget list. */
  onChange: FreeLayoutChangeHandler;
  /** A widget's live view; keep it stable (useCallback) so widgets are not drawn again on every pointer move. */
  renderWidget: (widget: Widget) => ReactNode;
  /** The zoom to start at; absent: fit the canvas's width into the room available. */
  zoom?: number;
}

/**
 * The free layout's editing canvas: the board's canvas (settings.width × height, its background, a faint
 * grid) at a zoom, its widgets at their rects stacked by z, with selection (click, Shift/⌘-click, marquee),
 * moving and resizing with snapping guides, arrow-key nudges and the arrange toolbar. Gestures show their
 * feedback locally and hand the board one change when they end, so undo takes back a whole gesture. The
 * widgets inside a tab container are selected by presses of their own (the editor's tab chrome) and stay in
 * their tab: moves, nudges and the arrange commands leave them alone.
 */
export function FreeBoardEditorCanvas({ board, selected, onSelect, onChange, renderWidget, zoom: initialZoom }: FreeBoardEditorCanvasProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const hintId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const sizerRef = useRef<HTMLDivElement>(null);
  const [choice, setChoice] = useState<ZoomChoice>(initialZoom ?? 'fit');
  const [interacting, setInteracting] = useState<string>();
  const availableWidth = useAvailableWidth(viewportRef);
  const canvas = canvasSizeOf(board);
  const zoom = choice === 'fit' ? fitZoom(canvas.width, availableWidth) : choice;
  const layers = stackOrder(board.widgets);
  const { feedback, startMove, startResize, startMarquee } = useCanvasGesture({ widgets: board.widgets, canvas, zoom, selected, onSelect, onChange, canvasRef: sizerRef });
  const rectOf = (widget: Widget) => feedback.rects?.[widget.id] ?? widget.rect;
  const single = selected.length === 1 ? layers.find((widget) => widget.id === selected[0]) : undefined;

  const focusCanvas = () => viewportRef.current?.focus({ preventScroll: true });
  const onWidgetPointerDown = (event: PointerEvent, widget: Widget) => {
    if (interacting !== widget.id) setInteracting(undefined);
    focusCanvas();
    startMove(event, widget);
  };
  const onCanvasPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('[data-canvas-widget]')) return;
    setInteracting(undefined);
    focusCanvas();
    startMarquee(event);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).closest('[data-widget-content]')) return;
    if (event.key === 'Escape') {
      if (interacting) setInteracting(undefined);
      else if (selected.length > 0) onSelect([]);
      return;
    }
    const direction = nudgeDirections[event.key];
    // Layers only: a selected tab child is drawn inside its tab and has no rect on the canvas to nudge.
    const moving = layers.filter((widget) => selected.includes(widget.id) && !widget.locked);
    if (!direction || moving.length === 0) return;
    event.preventDefault();
    const distance = event.shiftKey ? 10 : 1;
    const rects = Object.fromEntries(moving.map((widget) => [widget.id, { ...widget.rect, x: widget.rect.x + direction.x * distance, y: widget.rect.y + direction.y * distance }]));
    onChange(withRects(board.widgets, rects), 'nudge');
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, padding: '4px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
        <AlignToolbar board={board} selected={selected} onChange={onChange} />
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Tooltip title={t('freeLayout.hint')}>
            <QuestionCircleOutlined style={{ color: token.colorTextSecondary }} />
          </Tooltip>
          <ZoomControl zoom={zoom} choice={choice} onChoose={setChoice} />
        </div>
      </div>
      <div
        ref={viewportRef}
        role="application"
        aria-label={t('freeLayout.canvas')}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: VIEWPORT_PADDING, background: token.colorBgLayout, outline: 'none' }}
      >
        <span id={hintId} hidden>
          {t('freeLayout.hint')}
        </span>
        <div ref={sizerRef} onPointerDown={onCanvasPointerDown} style={{ position: 'relative', width: canvas.width * zoom, height: canvas.height * zoom, margin: '0 auto', boxShadow: token.boxShadowTertiary, touchAction: 'none' }}>
          <div
            data-canvas
            style={{ position: 'absolute', left: 0, top: 0, width: canvas.width, height: canvas.height, overflow: 'hidden', transform: `scale(${zoom})`, transformOrigin: '0 0', ...canvasBackgroundStyle(board.settings.background, token.colorBgContainer) }}
          >
            <div
              style={{
                position: 'absolute',
                inset: 0,
                pointerEvents: 'none',
                backgroundImage: `linear-gradient(to right, ${token.colorFillSecondary} 1px, transparent 1px), linear-gradient(to bottom, ${token.colorFillSecondary} 1px, transparent 1px)`,
                backgroundSize: `${GRID_DRAWN_PX}px ${GRID_DRAWN_PX}px`,
              }}
            />
            {layers.map((widget, index) => (
              <CanvasWidget
                key={widget.id}
                widget={widget}
                rect={rectOf(widget)}
                zIndex={index + 1}
                selected={selected.includes(widget.id)}
                interacting={interacting === widget.id}
                renderWidget={renderWidget}
                onPointerDown={onWidgetPointerDown}
                onDoubleClick={(target) => setInteracting(target.id)}
              />
            ))}
          </div>
          <SelectionOverlay
            layers={layers}
            rectOf={rectOf}
            selection={feedback.marqueeIds ?? selected}
            resizable={single && !single.locked ? single : undefined}
            zoom={zoom}
            canvas={canvas}
            feedback={feedback}
            onResizeStart={startResize}
          />
        </div>
      </div>
    </div>
  );
}
