import { EllipsisOutlined, SettingOutlined } from '@ant-design/icons';
import type { Widget } from '@redbi/shared/domain';
import { Button, Dropdown, Flex, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the widget menu (or the free canvas's selection bar) asks the editor to do with its widget. */
export type WidgetMenuAction = 'settings' | 'editChart' | 'copy' | 'delete' | 'lock' | 'unlock';

/**
 * A widget's actions on the auto grid, over its top-right corner while it is hovered or selected: settings,
 * and a menu with edit chart (private charts), copy and delete. Pressing it never starts a drag of the
 * widget; hidden, it takes no presses.
 */
export function WidgetToolbar({ widget, visible, onAction }: { widget: Widget; visible: boolean; onAction: (action: WidgetMenuAction) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const items: MenuProps['items'] = [
    ...(widget.type === 'privateChart' ? [{ key: 'editChart', label: t('boardEditor.widget.editChart') }] : []),
    { key: 'copy', label: t('boardEditor.widget.copy') },
    { type: 'divider' as const },
    { key: 'delete', danger: true, label: t('boardEditor.widget.delete') },
  ];
  return (
    <Flex
      gap={2}
      data-widget-toolbar
      onPointerDown={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.stopPropagation()}
      style={{
        position: 'absolute',
        top: token.paddingXXS,
        insetInlineEnd: token.paddingXXS,
        zIndex: 5,
        padding: 2,
        borderRadius: token.borderRadius,
        background: token.colorBgElevated,
        boxShadow: token.boxShadowTertiary,
        opacity: visible ? 1 : 0,
        pointerEvents: visible ? undefined : 'none',
        transition: 'opacity 0.15s',
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<SettingOutlined aria-hidden />}
        aria-label={`${t('boardEditor.widget.settings')} · ${widget.name}`}
        title={t('boardEditor.widget.settings')}
        onClick={() => onAction('settings')}
      />
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onAction(key as WidgetMenuAction) }}>
        <Button type="text" size="small" icon={<EllipsisOutlined aria-hidden />} aria-label={t('boardEditor.widget.actions', { name: widget.name })} />
      </Dropdown>
    </Flex>
  );
}
