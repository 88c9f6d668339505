import { DeleteOutlined, DownloadOutlined, FileExcelOutlined, FileImageOutlined, FilePdfOutlined, FileTextOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import type { DownloadFormat, DownloadTask } from '@redbi/shared/domain';
import { Button, Empty, List, Progress, Space, Tag, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from './fileSize';
import './messages';

const formatIcons: Record<DownloadFormat, ReactNode> = {
  csv: <FileTextOutlined aria-hidden />,
  xlsx: <FileExcelOutlined aria-hidden />,
  png: <FileImageOutlined aria-hidden />,
  pdf: <FilePdfOutlined aria-hidden />,
};

const statusColors: Record<DownloadTask['status'], string> = { created: 'processing', done: 'success', downloaded: 'default', failed: 'error' };

/** What a list row offers: fetch a made file, and (the app's list) stop one being made, make a failed one again, remove any. */
export interface DownloadListActions {
  fetch(task: DownloadTask): void;
  retry?(task: DownloadTask): void;
  cancel?(task: DownloadTask): void;
  remove?(task: DownloadTask): void;
}

/**
 * The download list (spec §2, §4): each task with its file's name, status (processing with its progress,
 * done, downloaded, failed with the reason), size or rows, and what can be done with it. Shared by the
 * app's header list and a share page's.
 */
export function DownloadList({ tasks, actions, loading }: { tasks: readonly DownloadTask[]; actions: DownloadListActions; loading?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const reasonOf = (task: DownloadTask) => (task.error === 'CANCELLED' ? t('downloads.cancelled') : task.error);

  return (
    <List
      size="small"
      loading={loading}
      dataSource={[...tasks]}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('downloads.empty')} /> }}
      renderItem={(task) => {
        const ready = task.status === 'done' || task.status === 'downloaded';
        const details = [
          ready && task.size !== null ? fileSizeText(task.size) : undefined,
          task.rows !== null ? t('downloads.rows', { count: task.rows }) : undefined,
          dayjs(task.createdAt).format('YYYY-MM-DD HH:mm'),
        ].filter(Boolean);
        return (
          <List.Item
            aria-label={task.name}
            actions={[
              ready && (
                <Tooltip key="fetch" title={t('downloads.action.fetch')}>
                  <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={`${t('downloads.action.fetch')} ${task.name}`} onClick={() => actions.fetch(task)} />
                </Tooltip>
              ),
              task.status === 'created' && actions.cancel && (
                <Tooltip key="cancel" title={t('downloads.action.cancel')}>
                  <Button type="text" size="small" icon={<StopOutlined />} aria-label={`${t('downloads.action.cancel')} ${task.name}`} onClick={() => actions.cancel?.(task)} />
                </Tooltip>
              ),
              task.status === 'failed' && actions.retry && (
                <Tooltip key="retry" title={t('downloads.action.retry')}>
                  <Button type="text" size="small" icon={<RedoOutlined />} aria-label={`${t('downloads.action.retry')} ${task.name}`} onClick={() => actions.retry?.(task)} />
                </Tooltip>
              ),
              actions.remove && (
                <Tooltip key="remove" title={t('downloads.action.remove')}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('downloads.action.remove')} ${task.name}`} onClick={() => actions.remove?.(task)} />
                </Tooltip>
              ),
            ].filter(Boolean)}
          >
            <List.Item.Meta
              avatar={<span style={{ fontSize: 20, color: token.colorTextSecondary }}>{formatIcons[task.format]}</span>}
              title={
                <Space size={6} wrap style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis={{ tooltip: task.name }} style={{ maxWidth: 220 }}>
                    {task.name}
                  </Typography.Text>
                  <Tag color={statusColors[task.status]} style={{ marginInlineEnd: 0 }}>
                    {t(`downloads.status.${task.status}`)}
                  </Tag>
                </Space>
              }
              description={
                <>
                  {task.status === 'created' && <Progress percent={Math.round((task.progress ?? 0) * 100)} size="small" status="active" style={{ marginBottom: 0 }} />}
                  {task.status === 'failed' && reasonOf(task) && (
                    <Typography.Text type="danger" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                      {reasonOf(task)}
                    </Typography.Text>
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {details.join(' · ')}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
