import { SettingOutlined } from '@ant-design/icons';
import type { BoardConfig, Widget, WidgetOf } from '@redbi/shared/domain';
import { Button, Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface TabMembersProps {
  tab: WidgetOf<'tab'>;
  board: BoardConfig;
  /** Widgets put into a tab or taken out of it, as one change. */
  onWidgets: (widgets: Widget[]) => void;
  onOpenWidget: (widgetId: string) => void;
}

/** The widgets moved into `tabId` of the tab widget, and those taken out (back onto the board). */
export function withTabMembers(board: BoardConfig, tab: WidgetOf<'tab'>, tabId: string, memberIds: readonly string[]): Widget[] {
  return board.widgets.flatMap((widget): Widget[] => {
    const inThisTab = widget.parent?.widgetId === tab.id && widget.parent.tabId === tabId;
    const wanted = memberIds.includes(widget.id);
    if (wanted && !inThisTab) return [{ ...widget, parent: { widgetId: tab.id, tabId } }];
    if (!wanted && inThisTab) {
      const { parent: _parent, ...onBoard } = widget;
      return [onBoard as Widget];
    }
    return [];
  });
}

/**
 * Which widgets each tab of a tab container holds: any widget of the board itself but another tab can be
 * put into a tab, and taken out again onto the board. A widget in a tab is reached here for its settings.
 */
export function TabMembers({ tab, board, onWidgets, onOpenWidget }: TabMembersProps) {
  const { t } = useTranslation();
  const free = board.widgets.filter((widget) => !widget.parent && widget.type !== 'tab');
  return (
    <>
      {tab.config.tabs.map((entry) => {
        const members = board.widgets.filter((widget) => widget.parent?.widgetId === tab.id && widget.parent.tabId === entry.id);
        const label = t('boardEditor.editors.tabMembers', { name: entry.name });
        return (
          <Form.Item key={entry.id} label={label}>
            <Flex vertical gap={4}>
              <Select
                aria-label={label}
                mode="multiple"
                value={members.map((widget) => widget.id)}
                options={[...members, ...free].map((widget) => ({ value: widget.id, label: widget.name }))}
                optionFilterProp="label"
                placeholder={t('boardEditor.editors.tabMembersNone')}
                onChange={(ids: string[]) => onWidgets(withTabMembers(board, tab, entry.id, ids))}
              />
              {members.map((widget) => (
                <Flex key={widget.id} align="center" gap={4}>
                  <Typography.Text ellipsis style={{ flex: 1 }}>
                    {widget.name}
                  </Typography.Text>
                  <Button size="small" type="text" icon={<SettingOutlined aria-hidden />} aria-label={`${t('boardEditor.widget.settings')} · ${widget.name}`} onClick={() => onOpenWidget(widget.id)} />
                </Flex>
              ))}
            </Flex>
          </Form.Item>
        );
      })}
    </>
  );
}
