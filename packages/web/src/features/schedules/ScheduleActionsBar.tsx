import { PauseCircleOutlined, PlayCircleOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { Schedule } from '@redbi/shared/domain';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../app/errors/reportError';
import { toaster } from '../../app/errors/toaster';
import { useRunNow, useStartStop } from './scheduleQueries';
import './messages';

/** Start or stop a schedule, run it now, or send a test to oneself; each says what happened in a toast. */
export function ScheduleActionsBar({ orgId, schedule, onRan }: { orgId: string; schedule: Schedule; onRan?: () => void }) {
  const { t } = useTranslation();
  const startStop = useStartStop(orgId, schedule.id);
  const runNow = useRunNow(orgId, schedule.id);
  const started = schedule.status === 'started';
  const robot = schedule.type === 'WEBHOOK';

  const toggle = () =>
    startStop.mutate(started ? 'stop' : 'start', {
      onSuccess: () => toaster.show('success', t(started ? 'schedules.actions.stopped' : 'schedules.actions.started', { name: schedule.name })),
      onError: reportError,
    });
  const run = (action: 'execute' | 'test') =>
    runNow.mutate(action, {
      onSuccess: () => {
        toaster.show('success', t(action === 'execute' ? 'schedules.actions.executed' : robot ? 'schedules.actions.testedRobot' : 'schedules.actions.tested'));
        onRan?.();
      },
      onError: reportError,
    });

  return (
    <Space wrap>
      <Button
        type={started ? 'default' : 'primary'}
        icon={started ? <PauseCircleOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
        loading={startStop.isPending}
        onClick={toggle}
      >
        {started ? t('schedules.actions.stop') : t('schedules.actions.start')}
      </Button>
      <Tooltip title={t('schedules.actions.executeHint')}>
        <Button icon={<ThunderboltOutlined aria-hidden />} loading={runNow.isPending && runNow.variables === 'execute'} onClick={() => run('execute')}>
          {t('schedules.actions.execute')}
        </Button>
      </Tooltip>
      <Tooltip title={robot ? t('schedules.actions.testRobotHint') : t('schedules.actions.testHint')}>
        <Button icon={<SendOutlined aria-hidden />} loading={runNow.isPending && runNow.variables === 'test'} onClick={() => run('test')}>
          {t('schedules.actions.test')}
        </Button>
      </Tooltip>
    </Space>
  );
}
