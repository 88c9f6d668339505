import { CaretRightOutlined, EditOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailure } from '../../components/LoadFailure';
import { usePageTitle } from '../../components/usePageTitle';
import { DownloadMenu } from '../downloads/DownloadMenu';
import { VizStatusTag } from '../vizs/VizStatusTag';
import { storyboardActionsOf } from './storyboardActionRules';
import { useStoryboard } from './storyboardQueries';
import { useStoryboardActions } from './useStoryboardActions';
import './messages';

/** …/vizs/storyboards/:storyboardId: a storyboard beside the list — its pages, Play, and for those who manage it Edit and Publish. */
export function StoryboardPane({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const { storyboardId } = useParams();
  const storyboard = useStoryboard(orgId, storyboardId);
  const actions = useStoryboardActions(orgId);
  usePageTitle(storyboard.data?.name ?? t('storyboards.listLabel'));
  if (storyboard.error) return <LoadFailure error={storyboard.error} onRetry={() => void storyboard.refetch()} />;
  const { data } = storyboard;
  if (!data) return <Spin />;
  const node = { id: data.id, name: data.name, status: data.status, privileges: data.privileges, index: 0, pageCount: data.config.pages.length, updatedAt: data.updatedAt };
  const offered = new Set(storyboardActionsOf(node));
  return (
    <section aria-label={data.name}>
      {actions.holder}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {data.name}
        </Typography.Title>
        <VizStatusTag status={data.status} />
        <div style={{ flex: 1 }} />
        <Space wrap>
          {data.downloadable && <DownloadMenu vizType="storyboard" vizId={data.id} />}
          {offered.has('publish') && <Button onClick={() => void actions.publish(node)}>{t('storyboards.action.publish')}</Button>}
          {offered.has('unpublish') && <Button onClick={() => void actions.unpublish(node)}>{t('storyboards.action.unpublish')}</Button>}
          {offered.has('edit') && (
            <Button icon={<EditOutlined aria-hidden />} onClick={() => actions.edit(data.id)}>
              {t('storyboards.action.edit')}
            </Button>
          )}
          <Button type="primary" icon={<CaretRightOutlined aria-hidden />} disabled={data.config.pages.length === 0} onClick={() => actions.play(data.id)}>
            {t('storyboards.action.play')}
          </Button>
        </Space>
      </div>
      {data.description && <Typography.Paragraph type="secondary">{data.description}</Typography.Paragraph>}
      <Card size="small" title={t('storyboards.editor.pages')}>
        {data.config.pages.length === 0 ? (
          <Empty description={t('storyboards.pane.noPages')} />
        ) : (
          <List
            dataSource={data.config.pages}
            renderItem={(page, number) => {
              const target = data.targets[page.vizId];
              return (
                <List.Item>
                  <Space>
                    <Typography.Text type="secondary">{number + 1}.</Typography.Text>
                    <Typography.Text strong>{page.name}</Typography.Text>
                    <Tag bordered={false}>{t(`storyboards.editor.kind.${page.kind}`)}</Tag>
                    {target ? (
                      <Typography.Text type="secondary">{target.name}</Typography.Text>
                    ) : (
                      <Typography.Text type="warning">
                        <WarningOutlined aria-hidden /> {t('storyboards.pane.missing')}
                      </Typography.Text>
                    )}
                  </Space>
                  <Typography.Text type="secondary" title={t('storyboards.editor.page.dwell')}>{t('storyboards.editor.page.dwellShort', { count: page.dwellSec })}</Typography.Text>
                </List.Item>
              );
            }}
          />
        )}
      </Card>
    </section>
  );
}
