import { scheduleTypes, type ScheduleType } from '@redbi/shared/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScheduleForm } from './ScheduleForm';
import type { ScheduleTreeNode } from './scheduleQueries';
import type { ScheduleActions } from './useScheduleActions';
import './messages';

const isScheduleType = (value: string | null): value is ScheduleType => scheduleTypes.some((type) => type === value);

/** …/schedules/new?type=EMAIL&parentId=…: a new schedule's settings; once created it opens (stopped). */
export function NewSchedulePane({ orgId, nodes, actions }: { orgId: string; nodes: readonly ScheduleTreeNode[]; actions: ScheduleActions }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('type');
  const type = isScheduleType(asked) ? asked : 'EMAIL';
  const parentId = searchParams.get('parentId');
  const parent = nodes.find((node) => node.id === parentId && node.isFolder) ? parentId : null;
  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('schedules.newSchedule')}
      </Typography.Title>
      <ScheduleForm key={`${type}:${parent ?? ''}`} orgId={orgId} nodes={nodes} initialType={type} initialParentId={parent} onCreated={(created) => actions.open(created.id)} />
    </div>
  );
}
