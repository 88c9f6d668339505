import { FolderOutlined } from '@ant-design/icons';
import type { VizNode } from '@redbi/shared/domain';
import { Button, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { vizActionsOf } from './vizActionRules';
import { useVizBrowser } from './vizBrowserContext';
import { VizCardGrid } from './VizCard';
import './messages';

/** A folder chosen in the tree: what its user may do with it, and its charts and dashboards as cards. */
export function VizFolderPane({ folder }: { folder: VizNode }) {
  const { t } = useTranslation();
  const { orgId, nodes, actions } = useVizBrowser();
  const children = nodes.filter((node) => node.parentId === folder.id);
  const charts = children.filter((node) => !node.isFolder);
  const offered = new Set(vizActionsOf(folder));
  return (
    <section aria-label={folder.name}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <FolderOutlined aria-hidden />
          <span>{folder.name}</span>
        </span>
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('vizs.folder.charts', { count: children.length })}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        {offered.has('newChart') && <Button onClick={() => actions.newChart(folder.id)}>{t('vizs.action.newChart')}</Button>}
        {offered.has('newDashboard') && <Button onClick={() => actions.newDashboard(folder.id)}>{t('vizs.action.newDashboard')}</Button>}
        {offered.has('newFolder') && <Button onClick={() => actions.newFolder(folder.id)}>{t('vizs.action.newFolder')}</Button>}
        {offered.has('rename') && <Button onClick={() => actions.rename(folder)}>{t('vizs.action.rename')}</Button>}
        {offered.has('delete') && (
          <Button danger onClick={() => void actions.confirmDelete(folder)}>
            {t('vizs.action.delete')}
          </Button>
        )}
      </Space>
      {charts.length > 0 ? <VizCardGrid orgId={orgId} nodes={charts} onOpen={(node) => actions.open(node.id)} /> : children.length === 0 && <Empty description={t('vizs.folder.empty')} />}
    </section>
  );
}
