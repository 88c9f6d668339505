import { DisconnectOutlined } from '@ant-design/icons';
import { chartOfWidget, drilledConfig, findChartType } from '@redbi/charts';
import type { DataChartWidget } from '@redbi/shared/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartNotice } from '../../charts/ChartNotice';
import { ChartView, type ChartPoint } from '../../charts/ChartView';
import type { WidgetViewProps } from '../boardContract';
import { chartDataOf } from '../../charts/frameData';
import { drillStateOf } from '../runtime/boardWidgets';
import { widgetTitle } from './WidgetFrame';

/**
 * A chart widget (a saved chart or one kept in the board): the chart as drilled, with the rows of the batched
 * answer; a table pages and sorts through the runtime, a click on a point goes to the viewer's interactions.
 * A saved chart that has been deleted says so in its place (the spec's message).
 */
export function ChartWidgetView({ widget, charts, data, state, mode, onTablePage, onTableSort, onPoint, onPainted }: WidgetViewProps<DataChartWidget>) {
  const { t } = useTranslation();
  const chart = useMemo(() => chartOfWidget(widget, charts), [widget, charts]);
  const drill = drillStateOf(widget, charts, state.drill);
  const config = useMemo(() => {
    const definition = chart && findChartType(chart.config.chartType);
    return chart && definition && drill ? drilledConfig(chart.config, definition, drill).config : chart?.config;
  }, [chart, drill]);
  const frame = useMemo(() => data.frame && chartDataOf(data.frame), [data.frame]);
  const point = useCallback((clicked: ChartPoint) => onPoint?.({ widgetId: widget.id, ...clicked }), [onPoint, widget.id]);

  if (!config) return <ChartNotice role="alert" icon={<DisconnectOutlined />} title={t('errors.linkedChartDeleted')} />;
  return (
    <ChartView
      config={config}
      data={frame}
      // Every item asked is answered (an empty frame when there is nothing to ask): until then, a skeleton.
      loading={data.loading || (data.frame === undefined && data.error === undefined)}
      onTablePage={onTablePage}
      onTableSort={onTableSort}
      onPoint={onPoint && point}
      onPainted={onPainted}
      title={widgetTitle(widget)}
      // Render mode is for pictures (downloads, mailed reports): legends show every entry, nothing scrolls.
      still={mode === 'render'}
    />
  );
}
