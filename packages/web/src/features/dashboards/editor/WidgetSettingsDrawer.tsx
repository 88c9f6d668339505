import { EditOutlined } from '@ant-design/icons';
import { widgetTypeInfo } from '@redbi/charts';
import type { BoardChart, BoardConfig, Widget, WidgetStyle } from '@redbi/shared/domain';
import { Button, Drawer, Form, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { WidgetNameInput } from './settings/WidgetNameInput';
import { WidgetRefreshField, WidgetWidthField } from './settings/WidgetLayoutFields';
import { WidgetStyleFields, WidgetTitleFields } from './settings/WidgetStyleFields';
import { TabMembers } from './settings/TabMembers';
import { widgetEditors } from './widgetEditors';

interface WidgetSettingsDrawerProps {
  widget: Widget;
  board: BoardConfig;
  charts: Record<string, BoardChart>;
  orgId: string;
  onChange: (widget: Widget) => void;
  /** Several widgets changed at once (widgets put into a tab or taken out). */
  onWidgets: (widgets: Widget[]) => void;
  /** A private chart opens in the embedded workbench. */
  onEditChart: (widget: Widget) => void;
  /** Another widget's settings (a widget inside a tab, reached from the tab's). */
  onOpenWidget: (widgetId: string) => void;
  onClose: () => void;
}

/**
 * One widget's settings, applied as they are made (each an undo step): General (name, title, width on the
 * desktop grid, auto-refresh), Style (padding, background, border) and the type's own panel from the
 * widgetEditors registry (Content, or Interactions for charts); a tab container also says which widgets
 * each of its tabs holds.
 */
export function WidgetSettingsDrawer({ widget, board, charts, orgId, onChange, onWidgets, onEditChart, onOpenWidget, onClose }: WidgetSettingsDrawerProps) {
  const { t } = useTranslation();
  const entry = widgetEditors[widget.type];
  const onStyle = (style: WidgetStyle) => onChange({ ...widget, style });
  const general = (
    <Form layout="vertical" component="div">
      <WidgetNameInput widget={widget} board={board} onRename={(name) => onChange({ ...widget, name })} />
      <WidgetTitleFields widget={widget} onStyle={onStyle} />
      {board.layout === 'auto' && <WidgetWidthField widget={widget} onChange={onChange} />}
      {widgetTypeInfo[widget.type].needsData && <WidgetRefreshField widget={widget} onChange={onChange} />}
      {widget.type === 'privateChart' && (
        <Button icon={<EditOutlined aria-hidden />} onClick={() => onEditChart(widget)}>
          {t('boardEditor.widget.editChart')}
        </Button>
      )}
    </Form>
  );
  const own = (
    <>
      <entry.Editor widget={widget} board={board} charts={charts} orgId={orgId} onChange={onChange} />
      {widget.type === 'tab' && (
        <Form layout="vertical" component="div">
          <TabMembers tab={widget} board={board} onWidgets={onWidgets} onOpenWidget={onOpenWidget} />
        </Form>
      )}
    </>
  );
  const style = (
    <Form layout="vertical" component="div">
      <WidgetStyleFields style={widget.style} onStyle={onStyle} />
    </Form>
  );
  return (
    <Drawer open title={t('boardEditor.settings.heading', { name: widget.name })} width={420} mask={false} onClose={onClose} styles={{ body: { paddingTop: 0 } }}>
      <Tabs
        items={[
          { key: 'general', label: t('boardEditor.settings.general'), children: general },
          { key: 'style', label: t('boardEditor.settings.style'), children: style },
          { key: entry.section, label: t(`boardEditor.settings.${entry.section}`), children: own },
        ]}
      />
    </Drawer>
  );
}
