import { chartOfWidget, type BoardCharts } from '@redbi/charts';
import type { BoardConfig, DataChartWidget, FieldMapping, WidgetInteractions } from '@redbi/shared/domain';
import { Alert, Button, Card, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useView } from '../../views/viewQueries';
import { chartSourceFields, sameNamePairs, type SourceField } from './chartFieldOptions';
import { FieldMappingList } from './FieldMappingList';
import './messages';

type Linkage = WidgetInteractions['linkage'];
type LinkageTarget = Linkage['targets'][number];

interface LinkageEditorProps {
  widget: DataChartWidget;
  board: BoardConfig;
  charts: BoardCharts;
  orgId: string;
  sources: readonly SourceField[];
  onChange: (linkage: Linkage) => void;
}

const isDataChart = (widget: BoardConfig['widgets'][number]): widget is DataChartWidget => widget.type === 'chart' || widget.type === 'privateChart';

/**
 * Linkage of a chart widget: which other chart widgets a click filters, and for each the optional field
 * mappings. A target whose widget left the board, or whose saved chart was deleted, says so (spec §8) until
 * it is removed.
 */
export function LinkageEditor({ widget, board, charts, orgId, sources, onChange }: LinkageEditorProps) {
  const { t } = useTranslation();
  const { linkage } = widget.interactions;
  const others = board.widgets.filter((candidate): candidate is DataChartWidget => isDataChart(candidate) && candidate.id !== widget.id);
  const byId = new Map(others.map((other) => [other.id, other]));

  const choose = (ids: string[]) => {
    const kept = linkage.targets.filter((target) => !byId.has(target.widgetId) || ids.includes(target.widgetId));
    const added = ids.filter((id) => !kept.some((target) => target.widgetId === id)).map((widgetId) => ({ widgetId, mappings: [] }));
    onChange({ ...linkage, targets: [...kept, ...added] });
  };
  const setMappings = (widgetId: string, mappings: FieldMapping[]) =>
    onChange({ ...linkage, targets: linkage.targets.map((target) => (target.widgetId === widgetId ? { ...target, mappings } : target)) });
  const remove = (widgetId: string) => onChange({ ...linkage, targets: linkage.targets.filter((target) => target.widgetId !== widgetId) });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Switch aria-label={t('boardInteractions.linkage.enable')} checked={linkage.enabled} onChange={(enabled) => onChange({ ...linkage, enabled })} />
        <Typography.Text>{t('boardInteractions.linkage.enable')}</Typography.Text>
      </Space>
      {linkage.enabled &&
        (others.length === 0 && linkage.targets.length === 0 ? (
          <Typography.Text type="secondary">{t('boardInteractions.linkage.noOthers')}</Typography.Text>
        ) : (
          <>
            <Select
              mode="multiple"
              aria-label={t('boardInteractions.linkage.targets')}
              placeholder={t('boardInteractions.linkage.targetsPlaceholder')}
              style={{ width: '100%' }}
              value={linkage.targets.map((target) => target.widgetId).filter((id) => byId.has(id))}
              options={others.map((other) => ({ value: other.id, label: other.name }))}
              optionFilterProp="label"
              onChange={choose}
            />
            {linkage.targets.map((target) => {
              const other = byId.get(target.widgetId);
              const chart = other && chartOfWidget(other, charts);
              return other && chart ? (
                <LinkageTargetCard key={target.widgetId} orgId={orgId} name={other.name} viewId={chart.viewId} fallbackColumns={chartSourceFields(chart.config).map((field) => field.column)} target={target} sources={sources} onChange={(mappings) => setMappings(target.widgetId, mappings)} />
              ) : (
                <Alert
                  key={target.widgetId}
                  type="warning"
                  showIcon
                  message={other ? `${other.name}: ${t('errors.linkedChartDeleted')}` : t('errors.linkedChartDeleted')}
                  action={
                    <Button size="small" onClick={() => remove(target.widgetId)}>
                      {t('boardInteractions.remove')}
                    </Button>
                  }
                />
              );
            })}
          </>
        ))}
    </Space>
  );
}

interface LinkageTargetCardProps {
  orgId: string;
  name: string;
  viewId: string;
  /** The target chart's own columns, offered when its view cannot be read. */
  fallbackColumns: string[];
  target: LinkageTarget;
  sources: readonly SourceField[];
  onChange: (mappings: FieldMapping[]) => void;
}

/** One filtered widget: its mappings, with its view's columns and variables offered as targets. */
function LinkageTargetCard({ orgId, name, viewId, fallbackColumns, target, sources, onChange }: LinkageTargetCardProps) {
  const { t } = useTranslation();
  const view = useView(orgId, viewId).data;
  const columns = view ? [...view.model.columns.map((column) => column.name), ...view.model.computedFields.map((field) => field.name)] : fallbackColumns;
  const variables = view?.variables.map((variable) => variable.name) ?? [];
  const pairs = sameNamePairs(sources, columns);
  return (
    <Card size="small" title={name} role="group" aria-label={name}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {target.mappings.length === 0 && (
          <Typography.Text type="secondary">
            {pairs.length > 0 ? t('boardInteractions.linkage.sameName', { pairs: pairs.map((pair) => `${pair.label} → ${pair.column}`).join(', ') }) : t('boardInteractions.linkage.noSameName')}
          </Typography.Text>
        )}
        <FieldMappingList
          sources={sources}
          mappings={target.mappings}
          onChange={onChange}
          suggestions={{ field: columns, variable: variables }}
          kinds={['field', 'variable']}
          targetLabel={(kind) => t(`boardInteractions.linkage.targetPlaceholder.${kind}`)}
        />
      </Space>
    </Card>
  );
}
