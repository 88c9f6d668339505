import { FolderOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { LoadFailure } from '../../components/LoadFailure';
import { MoveScheduleDialog } from './MoveScheduleDialog';
import { RunHistory } from './RunHistory';
import { ScheduleActionsBar } from './ScheduleActionsBar';
import { ScheduleForm } from './ScheduleForm';
import { iconOfSchedule } from './scheduleIcons';
import { useSchedule, useStartStop, type ScheduleTreeNode } from './scheduleQueries';
import { ScheduleStatusTag } from './ScheduleStatusTags';
import './messages';

type Tab = 'settings' | 'history';

/** One schedule: its name, status and actions above; its settings (read-only while started) and its run history in tabs. */
export function ScheduleDetail({ orgId, node, nodes }: { orgId: string; node: ScheduleTreeNode; nodes: readonly ScheduleTreeNode[] }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const schedule = useSchedule(orgId, node.id);
  const stop = useStartStop(orgId, node.id);
  const [moving, setMoving] = useState(false);
  if (schedule.error) return <LoadFailure error={schedule.error} onRetry={() => void schedule.refetch()} />;
  if (!schedule.data) return <Spin />;

  const data = schedule.data;
  const started = data.status === 'started';
  const active: Tab = searchParams.get('tab') === 'history' ? 'history' : 'settings';
  const openTab = (key: string) => setSearchParams({ tab: key }, { replace: true });
  const folder = nodes.find((candidate) => candidate.id === data.parentId);

  return (
    <div>
      <Space align="center" wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {iconOfSchedule(node)}
            <span>{data.name}</span>
            {data.type && <Tag style={{ marginInlineEnd: 0 }}>{t(`schedules.type.${data.type}`)}</Tag>}
            {data.status && <ScheduleStatusTag status={data.status} />}
          </span>
        </Typography.Title>
        <ScheduleActionsBar orgId={orgId} schedule={data} onRan={() => openTab('history')} />
      </Space>
      <Space size={4} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          <FolderOutlined aria-hidden /> {folder ? folder.name : t('resourceTree.folder.top')}
        </Typography.Text>
        <Button type="link" size="small" onClick={() => setMoving(true)}>
          {t('schedules.move.action')}
        </Button>
      </Space>
      {data.description && <Typography.Paragraph type="secondary">{data.description}</Typography.Paragraph>}
      <Tabs
        activeKey={active}
        onChange={openTab}
        items={[
          {
            key: 'settings',
            label: t('schedules.editor.settings'),
            children: (
              <>
                {started && (
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 16, maxWidth: 880 }}
                    message={t('schedules.editor.startedNote')}
                    action={
                      <Button
                        size="small"
                        loading={stop.isPending}
                        onClick={() =>
                          stop.mutate('stop', { onSuccess: () => toaster.show('success', t('schedules.actions.stopped', { name: data.name })), onError: reportError })
                        }
                      >
                        {t('schedules.actions.stopToEdit')}
                      </Button>
                    }
                  />
                )}
                <ScheduleForm key={`${data.updatedAt}:${data.status ?? ''}`} orgId={orgId} nodes={nodes} schedule={data} readOnly={started} />
              </>
            ),
          },
          { key: 'history', label: t('schedules.history.tab'), children: <RunHistory orgId={orgId} schedule={data} /> },
        ]}
      />
      {moving && <MoveScheduleDialog orgId={orgId} node={node} nodes={nodes} onClose={() => setMoving(false)} />}
    </div>
  );
}
