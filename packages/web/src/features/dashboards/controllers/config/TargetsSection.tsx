import type { BoardChart, BoardConfig, ControllerConfig } from '@redbi/shared/domain';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controllerFacadeInfo } from '../controllerFacades';
import { boardViewIds, withTarget } from './controllerConfigEdits';
import { TargetRow } from './TargetRow';
import { useAccessibleViews, ViewSelect } from './ViewSelect';

interface TargetsSectionProps {
  orgId: string;
  board: BoardConfig;
  charts: Record<string, BoardChart>;
  widgetId: string;
  config: ControllerConfig;
  onChange: (config: ControllerConfig) => void;
}

/** Where the controller's value goes: one row per view the board's widgets read, plus the other views it targets or the author adds. */
export function TargetsSection({ orgId, board, charts, widgetId, config, onChange }: TargetsSectionProps) {
  const { t } = useTranslation();
  const { nameOf } = useAccessibleViews(orgId);
  const [added, setAdded] = useState<string[]>([]);
  const onBoard = boardViewIds(board, charts, widgetId);
  const optionsView = config.options.source === 'data' && config.options.viewId ? [config.options.viewId] : [];
  const viewIds = [...new Set([...onBoard, ...config.targets.map((target) => target.viewId), ...optionsView, ...added])];
  const { range } = controllerFacadeInfo[config.facade];

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{range ? t('controllers.targets.rangeHint') : t('controllers.targets.hint')}</Typography.Text>
      {viewIds.length === 0 && <Typography.Text type="secondary">{t('controllers.targets.none')}</Typography.Text>}
      {viewIds.map((viewId) => (
        <TargetRow
          key={viewId}
          orgId={orgId}
          viewId={viewId}
          viewName={nameOf.get(viewId) ?? viewId}
          target={config.targets.find((target) => target.viewId === viewId)}
          range={range}
          onChange={(target) => onChange(withTarget(config, viewId, target))}
          {...(!onBoard.includes(viewId)
            ? {
                onRemove: () => {
                  setAdded(added.filter((id) => id !== viewId));
                  onChange(withTarget(config, viewId, undefined));
                },
              }
            : {})}
        />
      ))}
      <ViewSelect orgId={orgId} label={t('controllers.targets.addView')} value={undefined} exclude={viewIds} onChange={(viewId) => setAdded([...added, viewId])} />
    </Flex>
  );
}
