import type { OrgScheduleRun, ScheduleRun } from '@redbi/shared/domain';
import { Table, Tag, Tooltip, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RunDetail } from './RunDetail';
import { formatDuration, formatRunTime } from './runTimes';
import { RunStatusTag } from './ScheduleStatusTags';
import './messages';

type Run = ScheduleRun | OrgScheduleRun;

/** Whom a run reached, in a few words: '3 recipients', 'Feishu · 2 messages', with the items left out; '—' for nothing. */
function useSentSummary() {
  const { t } = useTranslation();
  return (run: Run): string => {
    const sent = (run.detail.sent ?? []).map((record) =>
      record.channel === 'email'
        ? t('schedules.run.recipients', { count: record.to.length + record.cc.length + record.bcc.length })
        : t('schedules.run.robotMessages', { robot: t(`schedules.robot.${record.robot}`), count: record.messages }),
    );
    const missing = run.detail.missing?.length ? [t('schedules.run.missingCount', { count: run.detail.missing.length })] : [];
    const parts = [...sent, ...missing];
    return parts.length === 0 ? '—' : parts.join(' · ');
  };
}

interface RunTableProps<T extends Run> {
  runs: readonly T[] | undefined;
  loading: boolean;
  /** The zone a run is shown in when its detail does not say (the schedule's). */
  timeZoneOf: (run: T) => string;
  /** Columns before the others (the schedule, in the organisation's history). */
  leading?: TableColumnsType<T>;
  pagination?: false | TablePaginationConfig;
  empty: ReactNode;
  label: string;
}

/** Runs as a table, latest first: due time, trigger, status, start, duration, attempts and whom they reached; a row opens onto its detail. */
export function RunTable<T extends Run>({ runs, loading, timeZoneOf, leading = [], pagination = false, empty, label }: RunTableProps<T>) {
  const { t, i18n } = useTranslation();
  const sentSummary = useSentSummary();
  const zoneOf = (run: T) => run.detail.timeZone ?? timeZoneOf(run);
  const columns: TableColumnsType<T> = [
    ...leading,
    {
      key: 'dueAt',
      title: t('schedules.run.dueAt'),
      render: (_value, run) => (
        <Tooltip title={zoneOf(run)}>
          <span style={{ whiteSpace: 'nowrap' }}>{formatRunTime(run.dueAt, zoneOf(run), i18n.language, { withZone: false })}</span>
        </Tooltip>
      ),
    },
    { key: 'trigger', title: t('schedules.run.trigger'), render: (_value, run) => <Tag bordered={false}>{t(`schedules.trigger.${run.trigger}`)}</Tag> },
    { key: 'status', title: t('schedules.run.status'), render: (_value, run) => <RunStatusTag status={run.status} /> },
    {
      key: 'duration',
      title: t('schedules.run.duration'),
      align: 'right',
      render: (_value, run) => <span style={{ whiteSpace: 'nowrap' }}>{formatDuration(run.startedAt, run.finishedAt) ?? '—'}</span>,
    },
    { key: 'attempts', title: t('schedules.run.attempts'), align: 'right', responsive: ['md'], render: (_value, run) => run.attempts },
    {
      key: 'sent',
      title: t('schedules.run.sentTo'),
      render: (_value, run) => (
        <Typography.Text type={run.detail.missing?.length ? 'warning' : undefined}>
          {sentSummary(run)}
        </Typography.Text>
      ),
    },
  ];
  return (
    // On a phone the table scrolls inside its own box (the page itself never scrolls sideways).
    <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table<T>
        aria-label={label}
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={runs ? [...runs] : []}
        loading={loading}
        pagination={pagination}
        locale={{ emptyText: empty }}
        expandable={{ expandRowByClick: true, expandedRowRender: (run) => <RunDetail run={run} timeZone={timeZoneOf(run)} /> }}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      />
    </div>
  );
}
