import { DownloadOutlined } from '@ant-design/icons';
import { shareDownloadRoutes } from '@redbi/shared/api';
import type { DownloadTask, SharedContent } from '@redbi/shared/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Popover, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/apiClient';
import { DownloadList } from '../features/downloads/DownloadList';
import { DownloadMenu } from '../features/downloads/DownloadMenu';
import { DOWNLOAD_POLL_MS, followDownloadLink, runningCount } from '../features/downloads/downloadQueries';
import type { ShareConnection } from './shareConnection';
import '../features/downloads/messages';

/**
 * A share page's downloads (spec §3, issue 21), when the sharer allowed them: the Download menu (data and
 * pictures of what the share shows, with the share's data permission) and this browser's tasks on the link
 * (its client id), every call through the share session.
 */
export function ShareDownloads({ connection, content }: { connection: ShareConnection; content: SharedContent }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { token } = connection;
  const key = ['share', token, 'downloads'];
  const tasks = useQuery({
    queryKey: key,
    queryFn: () => connection.call((headers) => api(shareDownloadRoutes.downloadList, { params: { token }, headers })),
    refetchInterval: (query) => (runningCount(query.state.data) > 0 ? DOWNLOAD_POLL_MS : false),
    meta: { silent: true },
  });
  const fetch = useMutation({
    mutationFn: async (task: DownloadTask) => followDownloadLink((await connection.call((headers) => api(shareDownloadRoutes.downloadLink, { params: { token, taskId: task.id }, headers }))).url),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  const running = runningCount(tasks.data);
  const dashboard = Object.values(content.dashboards)[0];
  const charts = dashboard?.config.widgets.filter((widget) => widget.type === 'chart' || widget.type === 'privateChart').map((widget) => ({ id: widget.id, name: widget.style.title.trim() || widget.name }));

  return (
    <Space size="small">
      <DownloadMenu
        vizType={content.vizType}
        vizId={Object.keys(content.vizType === 'chart' ? content.charts : content.dashboards)[0] ?? ''}
        {...(charts ? { charts } : {})}
        submit={async (request) => {
          const task = await connection.call((headers) => api(shareDownloadRoutes.downloadSubmit, { params: { token }, body: request, headers }));
          await queryClient.invalidateQueries({ queryKey: key });
          setOpen(true);
          return task;
        }}
      />
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        content={
          <div style={{ width: 'min(420px, calc(100vw - 32px))', maxHeight: '60vh', overflowY: 'auto' }}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('downloads.title')}
            </Typography.Title>
            <DownloadList tasks={tasks.data ?? []} loading={tasks.isLoading} actions={{ fetch: (task) => fetch.mutate(task) }} />
          </div>
        }
      >
        <Badge count={running} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<DownloadOutlined aria-hidden />} aria-label={t('downloads.title')} title={t('downloads.title')} />
        </Badge>
      </Popover>
    </Space>
  );
}
