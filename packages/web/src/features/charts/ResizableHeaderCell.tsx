import type { KeyboardEvent, PointerEvent, ThHTMLAttributes } from 'react';
import { useRef } from 'react';

const MIN_WIDTH = 48;
const KEY_STEP = 16;

export interface ResizableHeaderProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Present on resizable columns: the column's width now, the setter, and the handle's accessible name. */
  resize?: { width: number; onResize(width: number): void; label: string };
}

/**
 * A table header cell whose right edge can be dragged (or, focused, moved with the arrow keys) to change the
 * column's width. The handle swallows its clicks so that resizing never sorts the column.
 */
export function ResizableHeaderCell({ resize, children, style, ...cell }: ResizableHeaderProps) {
  const drag = useRef<{ x: number; width: number }>(undefined);
  if (!resize) {
    return (
      <th {...cell} style={style}>
        {children}
      </th>
    );
  }
  const setWidth = (width: number) => resize.onResize(Math.max(MIN_WIDTH, Math.round(width)));
  const handlePointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width: resize.width };
  };
  const handlePointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) setWidth(drag.current.width + event.clientX - drag.current.x);
  };
  const handlePointerUp = () => {
    drag.current = undefined;
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const step = { ArrowLeft: -KEY_STEP, ArrowRight: KEY_STEP }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    setWidth(resize.width + step);
  };
  return (
    <th {...cell} style={style}>
      {children}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={resize.label}
        aria-valuenow={resize.width}
        tabIndex={0}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={handleKeyDown}
        style={{ position: 'absolute', top: 0, bottom: 0, insetInlineEnd: 0, width: 8, cursor: 'col-resize', zIndex: 2, touchAction: 'none' }}
      />
    </th>
  );
}
