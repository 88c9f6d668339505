import { DownOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { scheduleTypes } from '@redbi/shared/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourceTreePanel } from '../../components/resourceTree/ResourceTreePanel';
import { iconOfSchedule, iconOfScheduleType } from './scheduleIcons';
import { archivedSchedulesQuery, type ScheduleTreeNode } from './scheduleQueries';
import { ScheduleStatusTag } from './ScheduleStatusTags';
import type { ScheduleActions } from './useScheduleActions';

interface ScheduleTreePanelProps {
  orgId: string;
  nodes: readonly ScheduleTreeNode[];
  selectedId?: string;
  /** The schedule module is on for the user: the 'New …' actions show. */
  canCreate: boolean;
  actions: ScheduleActions;
}

/** The left pane: 'New schedule' (by type), 'New folder', 'Recycle bin', the run history, a search box and the draggable tree with each schedule's status. */
export function ScheduleTreePanel({ orgId, nodes, selectedId, canCreate, actions }: ScheduleTreePanelProps) {
  const { t } = useTranslation();
  const withStatus: ScheduleActions = {
    ...actions,
    actionsOf: (node) => (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {node.status && <ScheduleStatusTag status={node.status} compact />}
        {actions.actionsOf(node)}
      </span>
    ),
  };
  return (
    <ResourceTreePanel
      nodes={nodes}
      selectedId={selectedId}
      canCreate={canCreate}
      actions={withStatus}
      archivedQuery={archivedSchedulesQuery(orgId)}
      iconOf={iconOfSchedule}
      detailOf={(node) => (node.type ? t(`schedules.type.${node.type}`) : '')}
      newItemButton={(parentId) => (
        <>
          <Dropdown
            trigger={['click']}
            menu={{
              items: scheduleTypes.map((type) => ({ key: type, icon: iconOfScheduleType(type), label: t(`schedules.type.${type}`) })),
              onClick: ({ key }) => actions.newItem(parentId, { type: key }),
            }}
          >
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('schedules.newSchedule')}
              <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
          <Button icon={<HistoryOutlined aria-hidden />} onClick={() => actions.open('history')}>
            {t('schedules.history.orgTitle')}
          </Button>
        </>
      )}
    />
  );
}
