import type { BoardConfig, GridRect, Widget } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Responsive, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import { canvasBackgroundStyle } from '../freeLayout/canvasBackground';
import { topWidgets } from '../runtime/boardWidgets';
import { TAB_CHILD_SELECTOR } from '../widgets/tabChildFrame';
import { changedRects, deviceColumns, gridItems, PHONE_MAX_WIDTH, type BoardDevice } from './gridRects';

export interface AutoBoardLayoutProps {
  board: BoardConfig;
  renderWidget: (widget: Widget) => ReactNode;
  /** The editor moves and resizes widgets; viewers cannot. */
  editable?: boolean;
  /** One grid only (the editor's desktop / phone toggle); absent: the phone grid below 600 px, else the desktop one. */
  device?: BoardDevice;
  /** Editing: the rects a drag or resize changed on the grid in use. */
  onLayoutChange?: (device: BoardDevice, rects: Record<string, GridRect>) => void;
  /** Editing: a CSS selector of the part of a widget that drags it (default: the whole widget). */
  dragHandle?: string;
}

const bothDevices = { breakpoints: { desktop: PHONE_MAX_WIDTH, mobile: 0 }, cols: deviceColumns };

/**
 * The auto layout (react-grid-layout): widgets on a 24-column grid on desktops and a 6-column grid on phones
 * (each widget keeps a rect for both), rows of the board's row height, its margins and padding (phones have
 * their own), over the board's background. Static for viewers; the editor turns on dragging and resizing
 * and hears the rects that changed.
 */
export function AutoBoardLayout({ board, renderWidget, editable = false, device, onLayoutChange, dragHandle }: AutoBoardLayoutProps) {
  const { token } = theme.useToken();
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const widgets = useMemo(() => topWidgets(board), [board]);
  const { settings } = board;
  const grids = device ? { breakpoints: { [device]: 0 }, cols: { [device]: deviceColumns[device] } } : bothDevices;
  const layouts = useMemo(
    () => ({ desktop: gridItems(widgets, 'desktop', editable), mobile: gridItems(widgets, 'mobile', editable) }),
    [widgets, editable],
  );
  const inUse: BoardDevice = device ?? (width < PHONE_MAX_WIDTH ? 'mobile' : 'desktop');
  const changed = (layout: Layout) => {
    if (!editable || !onLayoutChange) return;
    const rects = changedRects(widgets, inUse, layout);
    if (Object.keys(rects).length > 0) onLayoutChange(inUse, rects);
  };

  return (
    <div ref={containerRef} data-board-layout="auto" style={{ minHeight: '100%', ...canvasBackgroundStyle(settings.background, token.colorBgLayout) }}>
      {mounted && (
        <Responsive
          width={width}
          breakpoints={grids.breakpoints}
          cols={grids.cols}
          layouts={layouts}
          rowHeight={settings.rowHeight}
          margin={{ desktop: settings.margin, mobile: settings.mobileMargin }}
          containerPadding={{ desktop: settings.padding, mobile: settings.mobilePadding }}
          dragConfig={{ enabled: editable, ...(dragHandle ? { handle: dragHandle } : {}), cancel: TAB_CHILD_SELECTOR }}
          resizeConfig={{ enabled: editable }}
          onLayoutChange={changed}
        >
          {widgets.map((widget) => (
            <div key={widget.id} data-grid-widget={widget.id}>
              {renderWidget(widget)}
            </div>
          ))}
        </Responsive>
      )}
    </div>
  );
}
