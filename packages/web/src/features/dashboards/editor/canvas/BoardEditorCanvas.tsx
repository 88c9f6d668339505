import type { Dashboard, GridRect, Widget } from '@redbi/shared/domain';
import { Empty, theme } from 'antd';
import { useCallback, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeBoardEditorCanvas } from '../../freeLayout/FreeBoardEditorCanvas';
import type { FreeLayoutChange } from '../../freeLayout/layoutChanges';
import { AutoBoardLayout } from '../../layouts/AutoBoardLayout';
import type { BoardDevice } from '../../layouts/gridRects';
import type { BoardLoad } from '../../runtime/boardData';
import { DashboardView } from '../../viewer/DashboardView';
import { EditableWidget } from './EditableWidget';
import { SelectionBar } from './SelectionBar';
import { TabChildChrome } from './TabChildChrome';
import type { WidgetMenuAction } from './WidgetToolbar';

/** Spec: phones are previewed 390 px wide (reference/visual.md). */
export const PHONE_PREVIEW_WIDTH = 390;

interface BoardEditorCanvasProps {
  /** The dashboard with the edited board as its draft, its edited name and every chart the draft embeds. */
  dashboard: Dashboard;
  draft: Dashboard['config'];
  device: BoardDevice;
  selected: string[];
  onSelect: (ids: string[]) => void;
  /** A layout moved, resized or restacked widgets: the whole new list (free) or the changed ones (auto). */
  onLayout: (widgets: Widget[], label: string) => void;
  onAction: (widget: Widget, action: WidgetMenuAction) => void;
  onLoad: (load: BoardLoad) => void;
}

/** Widgets with a device's grid rects replaced (the auto layout reports rects by widget id). */
function withGridRects(widgets: readonly Widget[], device: BoardDevice, rects: Record<string, GridRect>): Widget[] {
  return widgets.flatMap((widget) => {
    const rect = rects[widget.id];
    return rect ? [device === 'desktop' ? { ...widget, desktop: rect } : { ...widget, mobile: rect }] : [];
  });
}

/**
 * The board being edited, live: the viewer's DashboardView in edit mode over the unsaved board (widgets show
 * real data, the server queries the draft), laid out by the editable auto grid — on the desktop grid, or on
 * the phone grid in a 390 px frame — where each widget wears the widget menu, a press selects it and a press
 * on empty space clears the selection; or by the free layout's editing canvas, which selects by itself,
 * with the selected widget's actions in a bar above it. In both, the widgets inside a tab container's open
 * tab wear the same menu and are selected by a press of their own.
 */
export function BoardEditorCanvas({ dashboard, draft, device, selected, onSelect, onLayout, onAction, onLoad }: BoardEditorCanvasProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const free = draft.layout === 'free';

  const select = useCallback(
    (widgetId: string, additive: boolean) => onSelect(additive ? (selected.includes(widgetId) ? selected.filter((id) => id !== widgetId) : [...selected, widgetId]) : [widgetId]),
    [onSelect, selected],
  );
  const chrome = useCallback(
    (renderWidget: (widget: Widget) => ReactNode) => (widget: Widget) => (
      <EditableWidget key={widget.id} widget={widget} selected={selected.includes(widget.id)} onSelect={select} onAction={onAction}>
        {renderWidget(widget)}
      </EditableWidget>
    ),
    [selected, select, onAction],
  );
  const clearOnEmpty = (event: PointerEvent) => {
    if (!(event.target as HTMLElement).closest('[data-editable-widget]')) onSelect([]);
  };

  const renderLayout = (renderWidget: (widget: Widget) => ReactNode) => {
    if (free) {
      return (
        <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
          <SelectionBar widgets={draft.widgets.filter((widget) => selected.includes(widget.id))} onAction={onAction} />
          <div style={{ flex: 1, minHeight: 0 }}>
            <FreeBoardEditorCanvas board={draft} selected={selected} onSelect={onSelect} onChange={(widgets, label: FreeLayoutChange) => onLayout(widgets, `free:${label}`)} renderWidget={renderWidget} />
          </div>
        </div>
      );
    }
    const grid = (
      <AutoBoardLayout
        board={draft}
        editable
        device={device}
        renderWidget={chrome(renderWidget)}
        onLayoutChange={(changed, rects) => onLayout(withGridRects(draft.widgets, changed, rects), `grid:${changed}:${Object.keys(rects).join(',')}`)}
      />
    );
    return (
      <div onPointerDown={clearOnEmpty} style={{ height: '100%', overflow: 'auto', background: token.colorBgLayout, padding: device === 'mobile' ? token.paddingLG : 0 }}>
        {draft.widgets.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('boardEditor.empty')} style={{ paddingTop: token.paddingXL }} />}
        {device === 'mobile' ? (
          <div
            aria-label={t('boardEditor.header.phone')}
            role="group"
            style={{ width: PHONE_PREVIEW_WIDTH, margin: '0 auto', minHeight: 640, border: `8px solid ${token.colorTextQuaternary}`, borderRadius: 32, overflow: 'hidden', boxShadow: token.boxShadow }}
          >
            {grid}
          </div>
        ) : (
          grid
        )}
      </div>
    );
  };

  return (
    <TabChildChrome selected={selected} onSelect={select} onAction={onAction}>
      <DashboardView dashboard={dashboard} mode="edit" draft={draft} renderLayout={renderLayout} onLoad={onLoad} />
    </TabChildChrome>
  );
}
