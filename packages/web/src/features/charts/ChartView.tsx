import { LoadingOutlined, TableOutlined } from '@ant-design/icons';
import { findChartType, type ChartContext, type ChartData, type ChartOutput } from '@redbi/charts';
import type { ChartConfig, PointValue } from '@redbi/shared/domain';
import { theme } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale';
import { useResolvedTheme } from '../../app/theme/themeStore';
import { chartTypeIcon } from './chartIcons';
import { ChartDataTable } from './ChartDataTable';
import { ChartNotice } from './ChartNotice';
import { chartPointValues } from './chartPoint';
import { ChartSkeleton } from './ChartSkeleton';
import { ChartToggleButton } from './ChartToggleButton';
import { ChartEmpty, ChartError } from './ChartStates';
import { drawChart, type ChartDrawing } from './drawChart';
import type { ChartItemClickHandler, OutputViewProps, TablePageHandler, TableSortHandler } from './outputViewProps';
import { outputViews } from './outputViews';
import { useElementSize } from './useElementSize';
import './messages';

export interface ChartViewProps {
  config: ChartConfig;
  /** The rows the chart's query answered; undefined before it has asked (or when it has nothing to ask). */
  data: ChartData | undefined;
  loading?: boolean;
  /** The query failed: the database's message, shown inside the chart area. */
  error?: string;
  onRetry?: () => void;
  /** A table chart asks for another page or order of its rows (server-side paging and sorting). */
  onTablePage?: TablePageHandler;
  onTableSort?: TableSortHandler;
  /** The chart's name, for its accessible label and the data table's caption. */
  title?: string;
  /** A click (or right click) on a data point: the values of the chart's dimension fields there, by field uid. */
  onPoint?: (point: ChartPoint) => void;
  /** The chart has drawn its data, or shown why it cannot (a board's render mode waits for every chart). */
  onPainted?: () => void;
  /** Drawn for a picture (a board's render mode): nothing scrolls, legends show every entry. */
  still?: boolean;
}

/** A clicked data point: its dimension values by field uid, and where the pointer was in the window. */
export interface ChartPoint {
  values: Record<string, PointValue>;
  x: number;
  y: number;
  button: 'left' | 'right';
}

/** Resizes settle before the chart is built again for the new size (the drawing itself follows at once). */
const SETTLE_MS = 120;
/** A chart never collapses to nothing in a parent without a height. */
const MIN_HEIGHT = 200;
/**
 * The strip above the drawing that holds the "Show as table" toggle: its own row, so the button never
 * covers the drawing (a dual-axes chart's right axis label sat under it); the drawing gets the rest.
 */
const HEADER_HEIGHT = 24;

/** Whether a chart type's drawing offered the table toggle when last drawn with rows (most kinds do). */
const togglesByType = new Map<string, boolean>();

/**
 * The drawing for a figure of `figureHeight`, built once for the height its drawing area will have: the
 * figure less the toggle's strip when the drawing offers the toggle (a drawing with rows whose kind offers a
 * data table). Whether it does is known only from the drawing, so the guess is what the chart type did last
 * time, and a wrong guess builds again. Measuring the drawing area instead, before and after the strip
 * appeared, drew every chart twice and resized it in between: ECharts laid each out and painted it three times.
 */
function drawInFigure(config: ChartConfig, data: ChartData | undefined, base: Omit<ChartContext, 'height'>, figureHeight: number) {
  const rows = data?.rows.length ?? 0;
  const contextFor = (toggle: boolean): ChartContext => ({ ...base, height: Math.max(figureHeight - (toggle ? HEADER_HEIGHT : 0), 1) });
  const offersToggle = (drawing: ChartDrawing) => 'output' in drawing && outputViews[drawing.output.kind].offersDataTable && rows > 0;
  const guess = rows > 0 && (togglesByType.get(config.chartType) ?? true);
  let context = contextFor(guess);
  let drawing = drawChart(config, data, context);
  const toggle = offersToggle(drawing);
  if (toggle !== guess) {
    context = contextFor(toggle);
    drawing = drawChart(config, data, context);
  }
  if (rows > 0) togglesByType.set(config.chartType, toggle);
  return { drawing, context, toggle };
}

/**
 * Draws a chart in its parent's box: buildChart (the same pure entry the server renders through) with the
 * theme, locale and size, then the output's kind through the registry of output views. States follow
 * reference/visual.md: a skeleton of the chart's shape while loading, the reason when there is nothing to
 * draw, the database's message with a retry on error — always inside the chart area. Every drawing can be
 * switched to a plain table of its data, by a toggle in a thin strip above it.
 */
export function ChartView({ config, data, loading = false, error, onRetry, onTablePage, onTableSort, title, onPoint, onPainted, still = false }: ChartViewProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const locale = useLocale();
  const resolvedTheme = useResolvedTheme();
  const ref = useRef<HTMLDivElement>(null);
  const size = useElementSize(ref, SETTLE_MS);
  const [asTable, setAsTable] = useState(false);
  const definition = findChartType(config.chartType);
  const name = title ?? definition?.name[locale] ?? t('charts.chart');

  const fitted = useMemo(
    () => size && drawInFigure(config, data, { theme: resolvedTheme, locale, width: size.width, ...(still ? { still } : {}) }, size.height),
    [config, data, resolvedTheme, locale, size, still],
  );
  const drawing = fitted?.drawing;
  const context = fitted?.context;
  const onItemClick = useCallback<ChartItemClickHandler>(
    (item, at) => {
      const values = data && chartPointValues(config, data, item, locale);
      if (values && onPoint) onPoint({ values, ...at });
    },
    [config, data, locale, onPoint],
  );

  let body: ReactNode = null;
  let tableToggle = false;
  if (error !== undefined) body = <ChartError message={error} onRetry={onRetry} />;
  else if (loading && !data) body = <ChartSkeleton group={definition?.group} />;
  else if (drawing && 'failure' in drawing) body = <ChartError message={drawing.failure} />;
  else if (drawing && context) {
    const { output } = drawing;
    const view = outputViews[output.kind];
    const View = view.Component as ComponentType<OutputViewProps<ChartOutput>>;
    const rows = data?.rows.length ?? 0;
    tableToggle = fitted.toggle;
    if (rows === 0 && !view.drawsWithoutRows) body = data ? <ChartEmpty /> : <ChartNotice icon={chartTypeIcon(definition)} title={t('charts.noData')} />;
    else if (tableToggle && asTable) body = <ChartDataTable config={config} data={data!} name={name} />;
    else body = <View output={output} config={config} context={context} onTablePage={onTablePage} onTableSort={onTableSort} onItemClick={onPoint && onItemClick} onDrawn={onPainted} />;
  }
  // Painted: the data (or the error) is on screen. ECharts says itself when it has drawn; the rest once rendered.
  const drawsLater = drawing !== undefined && 'output' in drawing && drawing.output.kind === 'echarts' && (data?.rows.length ?? 0) > 0 && !(tableToggle && asTable) && error === undefined;
  const shown = error !== undefined || (!loading && data !== undefined && drawing !== undefined);
  useEffect(() => {
    if (shown && !drawsLater) onPainted?.();
  }, [shown, drawsLater, onPainted]);

  const refreshing = loading && data !== undefined && (
    <span role="status" aria-label={t('charts.refreshing')} style={{ color: token.colorTextTertiary }}>
      <LoadingOutlined spin />
    </span>
  );
  const controls = { display: 'flex', gap: token.marginXXS, alignItems: 'center', justifyContent: 'flex-end' } as const;

  return (
    <div ref={ref} role="figure" aria-label={name} aria-busy={loading} style={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', minHeight: MIN_HEIGHT }}>
      {tableToggle && (
        <div data-chart-header="" style={{ ...controls, flex: 'none', height: HEADER_HEIGHT }}>
          {refreshing}
          <ChartToggleButton
            icon={asTable ? chartTypeIcon(definition) : <TableOutlined />}
            label={t('charts.showTable')}
            title={asTable ? t('charts.showChart') : t('charts.showTable')}
            pressed={asTable}
            onToggle={() => setAsTable((shown) => !shown)}
          />
        </div>
      )}
      <div data-chart-drawing="" style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <div style={{ position: 'absolute', inset: 0 }}>{body}</div>
        {!tableToggle && refreshing && <div style={{ ...controls, position: 'absolute', top: token.paddingXXS, insetInlineEnd: token.paddingXXS, zIndex: 3 }}>{refreshing}</div>}
      </div>
    </div>
  );
}
