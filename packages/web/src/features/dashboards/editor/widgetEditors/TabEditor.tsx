import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WidgetOf } from '@redbi/shared/domain';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetEditorProps } from '../../boardContract';

type TabWidget = WidgetOf<'tab'>;
/** TabWidgetSchema's limit. */
const MAX_TABS = 20;

/** A tab id the widget does not use yet: tab_1, tab_2 … */
export function nextTabId(tabs: readonly { id: string }[]): string {
  const ids = new Set(tabs.map((tab) => tab.id));
  for (let n = tabs.length + 1; ; n += 1) if (!ids.has(`tab_${n}`)) return `tab_${n}`;
}

/**
 * A tab container's tabs: rename, add, remove. Removing a tab that holds widgets asks first (they go with
 * it); the last tab stays.
 */
export function TabEditor({ widget, board, onChange }: WidgetEditorProps<TabWidget>) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const { tabs } = widget.config;
  const setTabs = (next: TabWidget['config']['tabs']) => onChange({ ...widget, config: { tabs: next } });

  const remove = (tabId: string, name: string) => {
    const drop = () => setTabs(tabs.filter((tab) => tab.id !== tabId));
    const holds = board.widgets.some((other) => other.parent?.widgetId === widget.id && other.parent.tabId === tabId);
    if (!holds) return drop();
    void modal.confirm({
      title: t('boardEditor.editors.removeTab', { name }),
      content: t('boardEditor.editors.removeTabBody'),
      okText: t('boardEditor.widget.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: drop,
    });
  };

  return (
    <Form layout="vertical" component="div">
      {holder}
      <Form.Item label={t('boardEditor.editors.tabs')}>
        <Flex vertical gap={8}>
          {tabs.map((tab, index) => (
            <Flex key={tab.id} gap={8}>
              <Input
                aria-label={t('boardEditor.editors.tabName', { index: index + 1 })}
                value={tab.name}
                maxLength={255}
                status={tab.name.trim() === '' ? 'error' : undefined}
                onChange={(event) => setTabs(tabs.map((other) => (other.id === tab.id ? { ...other, name: event.target.value } : other)))}
              />
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('boardEditor.editors.removeTab', { name: tab.name })}
                disabled={tabs.length === 1}
                onClick={() => remove(tab.id, tab.name)}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden />}
            disabled={tabs.length >= MAX_TABS}
            onClick={() => setTabs([...tabs, { id: nextTabId(tabs), name: t('boardEditor.editors.newTab', { index: tabs.length + 1 }) }])}
          >
            {t('boardEditor.editors.addTab')}
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
