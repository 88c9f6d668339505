import { chartOfWidget, drillHierarchy } from '@redbi/charts';
import type { DataChartWidget, WidgetInteractions } from '@redbi/shared/domain';
import { Alert, Collapse, Space, Switch, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetEditorProps } from '../boardContract';
import { chartSourceFields } from './chartFieldOptions';
import { JumpEditor } from './JumpEditor';
import { LinkageEditor } from './LinkageEditor';
import './messages';

/**
 * The interactions of a chart widget in the board editor (datart's linkage, drill-through rules, drill and
 * view data): what a click on a data point does and what its context menu offers. Every change hands the
 * editor the whole widget with its new `interactions` (generic, so each chart widget type registers it as its own editor).
 */
export function InteractionsPanel<W extends DataChartWidget>({ widget, board, charts, orgId, onChange }: WidgetEditorProps<W>) {
  const { t } = useTranslation();
  const chart = chartOfWidget(widget, charts);
  const sources = chart ? chartSourceFields(chart.config) : [];
  const set = <K extends keyof WidgetInteractions>(key: K, value: WidgetInteractions[K]) => onChange({ ...widget, interactions: { ...widget.interactions, [key]: value } });
  const { interactions } = widget;

  // Whether drilling could work is the chart's question, asked as if it were on.
  const levels = drillHierarchy({ ...widget, interactions: { ...interactions, drill: { enabled: true } } }, charts);
  const canDrill = levels.length >= 2;
  const levelNames = sources.filter((field) => levels.some((level) => level.uid === field.uid));

  const sectionLabel = (title: string, enabled: boolean): ReactNode => (
    <Space>
      <span>{title}</span>
      {enabled && <Tag color="processing">{t('boardInteractions.on')}</Tag>}
    </Space>
  );

  return (
    <section aria-label={t('boardInteractions.region')}>
      {!chart && <Alert type="warning" showIcon message={t('errors.linkedChartDeleted')} style={{ marginBottom: 12 }} />}
      <Collapse
        size="small"
        defaultActiveKey={['linkage', 'jump', 'drill', 'viewRows']}
        items={[
          {
            key: 'linkage',
            label: sectionLabel(t('boardInteractions.linkage.title'), interactions.linkage.enabled),
            children: <LinkageEditor widget={widget} board={board} charts={charts} orgId={orgId} sources={sources} onChange={(linkage) => set('linkage', linkage)} />,
          },
          {
            key: 'jump',
            label: sectionLabel(t('boardInteractions.jump.title'), interactions.jump.enabled),
            children: <JumpEditor orgId={orgId} jump={interactions.jump} sources={sources} onChange={(jump) => set('jump', jump)} />,
          },
          {
            key: 'drill',
            label: sectionLabel(t('boardInteractions.drill.title'), interactions.drill.enabled),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space>
                  <Switch aria-label={t('boardInteractions.drill.enable')} checked={interactions.drill.enabled && canDrill} disabled={!canDrill} onChange={(enabled) => set('drill', { enabled })} />
                  <Typography.Text>{t('boardInteractions.drill.enable')}</Typography.Text>
                </Space>
                <Typography.Text type="secondary">
                  {canDrill ? t('boardInteractions.drill.levels', { levels: levelNames.map((field) => field.label).join(' → ') }) : t('boardInteractions.drill.tooFew')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'viewRows',
            label: sectionLabel(t('boardInteractions.viewRows.title'), interactions.viewRows.enabled),
            children: (
              <Space>
                <Switch aria-label={t('boardInteractions.viewRows.enable')} checked={interactions.viewRows.enabled} onChange={(enabled) => set('viewRows', { enabled })} />
                <Typography.Text>{t('boardInteractions.viewRows.enable')}</Typography.Text>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
