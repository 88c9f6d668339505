import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import { scheduleRunStatuses, type OrgScheduleRun, type ScheduleRunStatus } from '@redbi/shared/domain';
import { Button, Empty, Segmented, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../components/LoadFailure';
import { RunTable } from './RunTable';
import { iconOfScheduleType } from './scheduleIcons';
import { useOrgScheduleRuns } from './scheduleQueries';
import './messages';

const PAGE_SIZE = 20;
type Filter = ScheduleRunStatus | 'all';

/** The organisation's recent runs of every schedule the user manages, by status, newest first; a schedule's name opens it. */
export function OrgRunHistory({ orgId, onOpen }: { orgId: string; onOpen: (scheduleId: string) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const runs = useOrgScheduleRuns(orgId, { page, pageSize: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) });

  return (
    <section aria-labelledby="schedule-org-history">
      <Typography.Title level={3} id="schedule-org-history" style={{ marginTop: 0 }}>
        <HistoryOutlined aria-hidden /> {t('schedules.history.orgTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('schedules.history.orgIntro')}</Typography.Paragraph>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%', maxWidth: '100%', marginBottom: 12 }} styles={{ item: { maxWidth: '100%' } }}>
        {/* Six statuses do not fit a phone's width: the filter scrolls in its own box, the page never sideways. */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<Filter>
            aria-label={t('schedules.history.filter')}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            options={[{ value: 'all', label: t('schedules.history.all') }, ...scheduleRunStatuses.map((status) => ({ value: status, label: t(`schedules.runStatus.${status}`) }))]}
          />
        </div>
        <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => void runs.refetch()} loading={runs.isFetching}>
          {t('schedules.history.refresh')}
        </Button>
      </Space>
      {runs.error ? (
        <LoadFailure error={runs.error} onRetry={() => void runs.refetch()} />
      ) : (
        <RunTable<OrgScheduleRun>
          label={t('schedules.history.orgTitle')}
          runs={runs.data?.items}
          loading={runs.isLoading}
          timeZoneOf={() => 'UTC'}
          leading={[
            {
              key: 'schedule',
              title: t('schedules.run.schedule'),
              render: (_value, run) => (
                <Button
                  type="link"
                  size="small"
                  icon={iconOfScheduleType(run.scheduleType)}
                  style={{ paddingInline: 0 }}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(run.scheduleId);
                  }}
                >
                  {run.scheduleName}
                </Button>
              ),
            },
          ]}
          pagination={{ current: page, pageSize: PAGE_SIZE, total: runs.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter === 'all' ? t('schedules.history.orgEmpty') : t('schedules.history.noneOfStatus')} />}
        />
      )}
    </section>
  );
}
