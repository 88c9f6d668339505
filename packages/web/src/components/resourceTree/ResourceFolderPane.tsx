import { FolderOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canManage, type ResourceNode } from './resourceTree';
import type { ResourceActions } from './useResourceActions';
import './messages';

/** A folder chosen in a resource tree: what it holds and, with Manage, what can be done with it. */
export function ResourceFolderPane<T extends ResourceNode>({ folder, nodes, actions }: { folder: T; nodes: readonly T[]; actions: ResourceActions<T> }) {
  const { t } = useTranslation();
  const { section } = actions;
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
        {t(`resourceTree.folder.kind`)} · {t(`resourceTree.folder.items`, { count })}
      </Typography.Paragraph>
      {canManage(folder) && (
        <Space wrap>
          <Button onClick={() => actions.newItem(folder.id)}>{t(`${section}.action.newItem`)}</Button>
          <Button onClick={() => actions.newFolder(folder.id)}>{t(`${section}.action.newFolder`)}</Button>
          <Button onClick={() => actions.rename(folder)}>{t(`${section}.action.rename`)}</Button>
          <Button danger onClick={() => actions.confirmDelete(folder)}>
            {t(`${section}.action.delete`)}
          </Button>
        </Space>
      )}
    </div>
  );
}
