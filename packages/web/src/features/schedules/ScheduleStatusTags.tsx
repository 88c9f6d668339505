import { CheckCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, MinusCircleOutlined, PauseCircleOutlined, PlayCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { ScheduleRunStatus, ScheduleStatus } from '@redbi/shared/domain';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './messages';

const scheduleLooks: Record<ScheduleStatus, { color: string; icon: ReactNode }> = {
  started: { color: 'success', icon: <PlayCircleOutlined aria-hidden /> },
  stopped: { color: 'default', icon: <PauseCircleOutlined aria-hidden /> },
};

/** Started (runs on its timetable) or stopped (may be edited). */
export function ScheduleStatusTag({ status, compact = false }: { status: ScheduleStatus; compact?: boolean }) {
  const { t } = useTranslation();
  const look = scheduleLooks[status];
  return (
    <Tag color={look.color} icon={look.icon} bordered={!compact} style={compact ? { marginInlineEnd: 0, paddingInline: 4 } : undefined}>
      {t(`schedules.status.${status}`)}
    </Tag>
  );
}

const runLooks: Record<ScheduleRunStatus, { color: string; icon: ReactNode }> = {
  running: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  succeeded: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  partly_failed: { color: 'warning', icon: <ExclamationCircleOutlined aria-hidden /> },
  failed: { color: 'error', icon: <CloseCircleOutlined aria-hidden /> },
  skipped: { color: 'default', icon: <MinusCircleOutlined aria-hidden /> },
};

/** A run's outcome, coloured: succeeded, partly failed, failed, skipped, or running. */
export function RunStatusTag({ status }: { status: ScheduleRunStatus }) {
  const { t } = useTranslation();
  const look = runLooks[status];
  return (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {t(`schedules.runStatus.${status}`)}
    </Tag>
  );
}

