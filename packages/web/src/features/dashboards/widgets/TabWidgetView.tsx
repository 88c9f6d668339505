import type { Widget, WidgetOf } from '@redbi/shared/domain';
import { Empty, Tabs, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetViewProps } from '../boardContract';
import { useTabChildFrame } from './tabChildFrame';
import { activeTabOf, tabChildren } from '../runtime/boardWidgets';
import { useBoard } from './boardContext';
import '../messages';

/** A child's height in the tab: its grid height on an auto board, its canvas height on a free one. */
function childHeight(child: Widget, layout: 'auto' | 'free', rowHeight: number, gap: number): number {
  return layout === 'free' ? child.rect.h : child.desktop.h * rowHeight + (child.desktop.h - 1) * gap;
}

/**
 * A tab container: its tabs, and the widgets of the open one stacked at their heights (scrolling when they
 * do not fit). Only the open tab's widgets are drawn, so the others ask for data when their tab opens. In
 * the editor each child wears the editor's chrome, so it can be selected, set up, copied or deleted there.
 */
export function TabWidgetView({ widget, board, state, mode, dispatch }: WidgetViewProps<WidgetOf<'tab'>>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { renderWidget } = useBoard();
  const editorFrame = useTabChildFrame();
  const frame = mode === 'edit' ? editorFrame : undefined;
  const active = activeTabOf(widget, state.tabs);
  const children = active ? tabChildren(board, widget.id, active) : [];
  const gap = board.settings.margin[1];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Tabs
        size="small"
        activeKey={active}
        onChange={(tabId) => dispatch({ type: 'setTab', widgetId: widget.id, tabId })}
        items={widget.config.tabs.map((tab) => ({ key: tab.id, label: tab.name }))}
        style={{ flex: 'none' }}
        tabBarStyle={{ marginBottom: token.marginXS }}
      />
      <div role="tabpanel" style={{ flex: 1, minHeight: 0, overflow: 'auto', display: 'flex', flexDirection: 'column', gap }}>
        {children.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboards.tab.empty')} />
        ) : (
          children.map((child) => (
            <div key={child.id} style={{ flex: 'none', height: childHeight(child, board.layout, board.settings.rowHeight, gap) }}>
              {frame ? frame(child, renderWidget(child)) : renderWidget(child)}
            </div>
          ))
        )}
      </div>
    </div>
  );
}
