import type { BoardConfig, Widget } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useElementSize } from '../../charts/useElementSize';
import { canvasBackgroundStyle } from '../freeLayout/canvasBackground';
import { canvasScale } from '../freeLayout/canvasScale';
import { canvasSizeOf } from '../freeLayout/geometry';
import { stackOrder } from '../freeLayout/stackOrder';

export interface FreeBoardLayoutProps {
  board: BoardConfig;
  renderWidget: (widget: Widget) => ReactNode;
}

/**
 * The free layout for viewers: the board's canvas (settings.width × height, its background) with each widget
 * at its rect, stacked by z, fitted into the room the board has by its scale mode — scaleWidth fits the
 * width (the page scrolls down), scaleHeight fits the height, scaleFull stretches both, noScale is 1:1.
 * The editor draws its own canvas (freeLayout/FreeBoardEditorCanvas) with the same scale rules.
 */
export function FreeBoardLayout({ board, renderWidget }: FreeBoardLayoutProps) {
  const { token } = theme.useToken();
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewport = useElementSize(viewportRef) ?? { width: 0, height: 0 };
  const canvas = canvasSizeOf(board);
  const scale = canvasScale(board.settings.scaleMode, canvas, viewport);
  const fillsHeight = board.settings.scaleMode === 'scaleHeight' || board.settings.scaleMode === 'scaleFull';
  return (
    <div ref={viewportRef} data-board-layout="free" style={{ width: '100%', height: fillsHeight ? '100%' : undefined, overflow: 'auto' }}>
      <div style={{ position: 'relative', width: canvas.width * scale.x, height: canvas.height * scale.y, overflow: 'hidden', margin: board.settings.scaleMode === 'scaleHeight' ? '0 auto' : undefined }}>
        <div
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width: canvas.width,
            height: canvas.height,
            transform: `scale(${scale.x}, ${scale.y})`,
            transformOrigin: '0 0',
            ...canvasBackgroundStyle(board.settings.background, token.colorBgLayout),
          }}
        >
          {stackOrder(board.widgets).map((widget, index) => (
            <div key={widget.id} data-free-widget={widget.id} style={{ position: 'absolute', left: widget.rect.x, top: widget.rect.y, width: widget.rect.w, height: widget.rect.h, zIndex: index }}>
              {renderWidget(widget)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
