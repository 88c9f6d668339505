import { FolderOutlined } from '@ant-design/icons';
import type { SourceNode } from '@redbi/shared/domain';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SourceActions } from './useSourceActions';

/** A folder chosen in the tree: what it holds and, with Manage, what can be done with it. */
export function FolderPane({ folder, nodes, actions }: { folder: SourceNode; nodes: readonly SourceNode[]; actions: SourceActions }) {
  const { t } = useTranslation();
  const count = nodes.filter((node) => node.parentId === folder.id).length;
  return (
    <div>
      <Typography.Title level={3}>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <FolderOutlined aria-hidden />
          <span>{folder.name}</span>
        </span>
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('sources.folder.kind')} · {t('sources.folder.items', { count })}
      </Typography.Paragraph>
      {folder.privileges.includes('manage') && (
        <Space wrap>
          <Button onClick={() => actions.newSource(folder.id)}>{t('sources.action.newSource')}</Button>
          <Button onClick={() => actions.newFolder(folder.id)}>{t('sources.action.newFolder')}</Button>
          <Button onClick={() => actions.rename(folder)}>{t('sources.action.rename')}</Button>
          <Button danger onClick={() => actions.confirmDelete(folder)}>
            {t('sources.action.delete')}
          </Button>
        </Space>
      )}
    </div>
  );
}
