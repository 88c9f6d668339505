import { useTranslation } from 'react-i18next';
import { Typography } from 'antd';
import { DownloadList } from './DownloadList';
import { useDownloadMutations, useDownloadTasks } from './downloadQueries';
import './messages';

/** The member's download list in the header's panel: their tasks, polled while one is being made. */
export function AppDownloadList() {
  const { t } = useTranslation();
  const tasks = useDownloadTasks();
  const mutations = useDownloadMutations();
  return (
    <div style={{ width: 'min(440px, calc(100vw - 32px))', maxHeight: 'min(520px, 70vh)', overflowY: 'auto' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('downloads.title')}
      </Typography.Title>
      <DownloadList
        tasks={tasks.data ?? []}
        loading={tasks.isLoading}
        actions={{
          fetch: (task) => mutations.fetch.mutate(task),
          retry: (task) => mutations.retry.mutate(task),
          cancel: (task) => mutations.cancel.mutate(task),
          remove: (task) => mutations.remove.mutate(task),
        }}
      />
    </div>
  );
}
