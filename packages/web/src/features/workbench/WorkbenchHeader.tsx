import { CaretRightOutlined, CloseOutlined, DownOutlined, SaveOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, Input, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface WorkbenchHeaderProps {
  name: string;
  onRename: (name: string) => void;
  /** Inside another editor: the name is the caller's (only shown) and there is no Save as. */
  embedded?: boolean;
  dirty: boolean;
  canRun: boolean;
  running: boolean;
  onRun: () => void;
  onSave: () => void;
  /** Only a saved chart can be saved as another. */
  onSaveAs?: () => void;
  saving: boolean;
  onClose: () => void;
}

/** The chart's name, the unsaved mark, Run, Save ▾ (Save / Save as; embedded: Save only) and Close. */
export function WorkbenchHeader({ name, onRename, embedded = false, dirty, canRun, running, onRun, onSave, onSaveAs, saving, onClose }: WorkbenchHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="middle" wrap style={{ paddingBottom: 12 }}>
      {embedded ? (
        <Typography.Text strong ellipsis style={{ fontSize: 18, flex: '1 1 240px', minWidth: 160, paddingInline: 4 }}>
          {name}
        </Typography.Text>
      ) : (
        <Input
          aria-label={t('workbench.header.name')}
          value={name}
          maxLength={255}
          variant="borderless"
          onChange={(event) => onRename(event.target.value)}
          style={{ fontSize: 18, fontWeight: 600, flex: '1 1 240px', minWidth: 160, paddingInline: 4 }}
        />
      )}
      {dirty && <Badge status="warning" text={t('workbench.header.unsaved')} />}
      <Space>
        <Tooltip title={t('workbench.header.runHint')}>
          <Button icon={<CaretRightOutlined aria-hidden />} loading={running} disabled={!canRun} onClick={onRun}>
            {t('workbench.header.run')}
          </Button>
        </Tooltip>
        <Space.Compact>
          <Tooltip title={t('workbench.header.saveHint')}>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={onSave}>
              {t('workbench.header.save')}
            </Button>
          </Tooltip>
          {!embedded && (
            <Dropdown
              trigger={['click']}
              placement="bottomRight"
              menu={{ items: [{ key: 'saveAs', label: t('workbench.header.saveAs'), disabled: !onSaveAs }], onClick: () => onSaveAs?.() }}
            >
              <Button type="primary" icon={<DownOutlined aria-hidden />} aria-label={t('workbench.header.saveMenu')} />
            </Dropdown>
          )}
        </Space.Compact>
        <Button icon={<CloseOutlined aria-hidden />} onClick={onClose}>
          {t('workbench.header.close')}
        </Button>
      </Space>
    </Flex>
  );
}
