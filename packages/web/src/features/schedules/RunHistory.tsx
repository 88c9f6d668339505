import { ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import type { Schedule } from '@redbi/shared/domain';
import { Button, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { RunTable } from './RunTable';
import { useScheduleRuns } from './scheduleQueries';
import './messages';

/** A schedule's runs, latest first, read again every few seconds while one is under way. */
export function RunHistory({ orgId, schedule }: { orgId: string; schedule: Schedule }) {
  const { t } = useTranslation();
  const runs = useScheduleRuns(orgId, schedule.id);
  if (runs.error) return <LoadFailure error={runs.error} onRetry={() => void runs.refetch()} />;
  const running = runs.data?.some((run) => run.status === 'running') ?? false;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">{running ? <><SyncOutlined spin aria-hidden /> {t('schedules.history.refreshing')}</> : t('schedules.history.intro')}</Typography.Text>
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void runs.refetch()} loading={runs.isFetching && !running}>
          {t('schedules.history.refresh')}
        </Button>
      </Space>
      <RunTable
        label={t('schedules.history.tableLabel', { name: schedule.name })}
        runs={runs.data}
        loading={runs.isLoading}
        timeZoneOf={() => schedule.timeZone}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schedules.history.empty')} />}
      />
    </Space>
  );
}
