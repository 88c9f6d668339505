import { CloseOutlined, DashboardOutlined, DesktopOutlined, DownOutlined, MobileOutlined, RedoOutlined, SaveOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, Input, Segmented, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardDevice } from '../layouts/gridRects';

interface EditorHeaderProps {
  name: string;
  onRename: (name: string) => void;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** The Add ▾ menu. */
  addMenu: ReactNode;
  /** Auto layout: which grid is edited (desktop, or the phone preview); absent on a free board. */
  device?: BoardDevice;
  onDevice: (device: BoardDevice) => void;
  onBoardSettings: () => void;
  loadTimeOpen: boolean;
  onLoadTime: () => void;
  onSave: () => void;
  onSaveAs: () => void;
  saving: boolean;
  onClose: () => void;
}

/**
 * The board editor's header: the dashboard's name (edited in place) with the unsaved mark; Undo and Redo;
 * Add ▾; the desktop / phone toggle of an auto board; board settings and the load-time panel; Save ▾
 * (Save / Save as) and Close.
 */
export function EditorHeader(props: EditorHeaderProps) {
  const { name, onRename, dirty, canUndo, canRedo, onUndo, onRedo, addMenu, device, onDevice, onBoardSettings, loadTimeOpen, onLoadTime, onSave, onSaveAs, saving, onClose } = props;
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="middle" wrap style={{ paddingBottom: 12 }}>
      <Input
        aria-label={t('boardEditor.header.name')}
        value={name}
        maxLength={255}
        variant="borderless"
        status={name.trim() === '' ? 'error' : undefined}
        onChange={(event) => onRename(event.target.value)}
        style={{ fontSize: 18, fontWeight: 600, flex: '1 1 240px', minWidth: 160, paddingInline: 4 }}
      />
      {dirty && <Badge status="warning" text={t('boardEditor.header.unsaved')} />}
      <Space wrap>
        <Space.Compact>
          <Tooltip title={t('boardEditor.header.undoHint')}>
            <Button icon={<UndoOutlined aria-hidden />} aria-label={t('boardEditor.header.undo')} disabled={!canUndo} onClick={onUndo} />
          </Tooltip>
          <Tooltip title={t('boardEditor.header.redoHint')}>
            <Button icon={<RedoOutlined aria-hidden />} aria-label={t('boardEditor.header.redo')} disabled={!canRedo} onClick={onRedo} />
          </Tooltip>
        </Space.Compact>
        {addMenu}
        {device && (
          <Segmented<BoardDevice>
            aria-label={t('boardEditor.header.device')}
            value={device}
            onChange={onDevice}
            options={[
              { value: 'desktop', icon: <DesktopOutlined aria-hidden />, label: t('boardEditor.header.desktop') },
              { value: 'mobile', icon: <MobileOutlined aria-hidden />, label: t('boardEditor.header.phone') },
            ]}
          />
        )}
        <Tooltip title={t('boardEditor.header.settings')}>
          <Button icon={<SettingOutlined aria-hidden />} aria-label={t('boardEditor.header.settings')} onClick={onBoardSettings} />
        </Tooltip>
        <Tooltip title={t(loadTimeOpen ? 'boardEditor.loadTime.hide' : 'boardEditor.loadTime.show')}>
          <Button icon={<DashboardOutlined aria-hidden />} aria-label={t('boardEditor.header.loadTime')} aria-pressed={loadTimeOpen} type={loadTimeOpen ? 'primary' : 'default'} ghost={loadTimeOpen} onClick={onLoadTime} />
        </Tooltip>
        <Space.Compact>
          <Tooltip title={t('boardEditor.header.saveHint')}>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={onSave}>
              {t('boardEditor.header.save')}
            </Button>
          </Tooltip>
          <Dropdown trigger={['click']} placement="bottomRight" menu={{ items: [{ key: 'saveAs', label: t('boardEditor.header.saveAs') }], onClick: onSaveAs }}>
            <Button type="primary" icon={<DownOutlined aria-hidden />} aria-label={t('boardEditor.header.saveMenu')} />
          </Dropdown>
        </Space.Compact>
        <Button icon={<CloseOutlined aria-hidden />} onClick={onClose}>
          {t('boardEditor.header.close')}
        </Button>
      </Space>
    </Flex>
  );
}
