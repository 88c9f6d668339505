import { ArrowDownOutlined, ArrowUpOutlined, ColumnWidthOutlined, ExportOutlined, FilterOutlined, TableOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPointEvent } from '../boardContract';
import type { PointAction } from './pointActions';
import '../messages';

const icons: Record<PointAction, ReactNode> = {
  drillDown: <ArrowDownOutlined />,
  drillUp: <ArrowUpOutlined />,
  expand: <ColumnWidthOutlined />,
  linkage: <FilterOutlined />,
  jump: <ExportOutlined />,
  viewRows: <TableOutlined />,
};

/** The context menu of a right-clicked data point, at the pointer: the actions the widget offers. */
export function PointMenu({ event, actions, onRun, onClose }: { event: ChartPointEvent; actions: PointAction[]; onRun: (action: PointAction, event: ChartPointEvent) => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      open
      onOpenChange={(open) => open || onClose()}
      menu={{
        'aria-label': t('dashboards.point.menu'),
        items: actions.map((action) => ({ key: action, icon: icons[action], label: t(`dashboards.point.${action}`) })),
        onClick: ({ key }) => {
          onClose();
          onRun(key as PointAction, event);
        },
      }}
    >
      <span aria-hidden style={{ position: 'fixed', left: event.x, top: event.y, width: 1, height: 1 }} />
    </Dropdown>
  );
}
