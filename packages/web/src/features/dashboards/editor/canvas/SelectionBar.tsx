import { CopyOutlined, DeleteOutlined, EditOutlined, LockOutlined, SettingOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Widget } from '@redbi/shared/domain';
import { Button, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetMenuAction } from './WidgetToolbar';

/**
 * The free canvas's widget menu: the canvas is zoomed and its widgets take every press for moving, so the
 * selected widget's actions sit above the canvas at full size — settings, edit chart (private charts), copy,
 * lock or unlock, delete. Stacking moves are in the canvas's own arrange toolbar.
 */
export function SelectionBar({ widgets, onAction }: { widgets: Widget[]; onAction: (widget: Widget, action: WidgetMenuAction) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [widget] = widgets;
  const bar = { padding: `2px ${token.paddingXS}px`, minHeight: 32, borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer };
  // Always there, so that selecting does not move the canvas.
  if (!widget || widgets.length !== 1) {
    return (
      <Flex align="center" style={bar}>
        <Typography.Text type="secondary">{t(widgets.length > 1 ? 'boardEditor.widget.selectedMany' : 'boardEditor.widget.noneSelected', { count: widgets.length })}</Typography.Text>
      </Flex>
    );
  }
  const button = (action: WidgetMenuAction, label: string, icon: ReactNode, danger = false) => (
    <Button size="small" type="text" danger={danger} icon={icon} onClick={() => onAction(widget, action)}>
      {label}
    </Button>
  );
  return (
    <Flex
      role="toolbar"
      aria-label={t('boardEditor.widget.actions', { name: widget.name })}
      align="center"
      gap={4}
      wrap
      style={bar}
    >
      <Typography.Text strong ellipsis style={{ maxWidth: 240, marginInlineEnd: token.marginXS }}>
        {widget.name}
      </Typography.Text>
      {button('settings', t('boardEditor.widget.settings'), <SettingOutlined aria-hidden />)}
      {widget.type === 'privateChart' && button('editChart', t('boardEditor.widget.editChart'), <EditOutlined aria-hidden />)}
      {button('copy', t('boardEditor.widget.copy'), <CopyOutlined aria-hidden />)}
      {widget.locked ? button('unlock', t('boardEditor.widget.unlock'), <UnlockOutlined aria-hidden />) : button('lock', t('boardEditor.widget.lock'), <LockOutlined aria-hidden />)}
      {button('delete', t('boardEditor.widget.delete'), <DeleteOutlined aria-hidden />, true)}
    </Flex>
  );
}
