import type { BoardConfig, DataChartWidget, LinkageState, Widget } from '@redbi/shared/domain';
import type { QueryFilter } from '@redbi/shared/query';
import type { BoardCharts } from './boardTypes';
import { chartFieldEntries, pointFilter } from './chartFieldEntries';
import { chartOfWidget } from './references';

const isDataChart = (widget: Widget | undefined): widget is DataChartWidget => widget?.type === 'chart' || widget?.type === 'privateChart';

/** What active linkages add to a target widget's query: filters on its view's columns and values of its variables. */
export interface LinkageQueryPart {
  filters: QueryFilter[];
  params: Record<string, string[]>;
}

/**
 * The part of one linkage for `target`: each mapped field of the clicked point filters the mapped column
 * (or sets the mapped variable); without mappings, each dimension of the point filters the column of the
 * same name. Nothing when the source no longer links, does not list the target, or is the target itself.
 */
function linkagePart(board: BoardConfig, state: LinkageState, target: Widget, charts: BoardCharts): LinkageQueryPart {
  const part: LinkageQueryPart = { filters: [], params: {} };
  const source = board.widgets.find((widget) => widget.id === state.sourceWidgetId);
  if (!isDataChart(source) || source.id === target.id || !source.interactions.linkage.enabled) return part;
  const link = source.interactions.linkage.targets.find((candidate) => candidate.widgetId === target.id);
  const chart = chartOfWidget(source, charts);
  if (!link || !chart) return part;
  const entries = chartFieldEntries(chart.config);
  for (const [uid, value] of Object.entries(state.values)) {
    const entry = entries.find((candidate) => candidate.field.uid === uid);
    if (!entry) continue;
    const mapping = link.mappings.find((candidate) => candidate.sourceUid === uid);
    if (link.mappings.length > 0 && !mapping) continue;
    if (!mapping && entry.aggregated) continue;
    if (mapping?.targetKind === 'variable') part.params[mapping.target] = value === null ? [] : [String(value)];
    else part.filters.push(pointFilter(entry, mapping?.target ?? entry.field.column, value));
  }
  return part;
}

/** Every active linkage's part for `target`, ANDed (later linkages' variable values win). */
export function linkageQuery(board: BoardConfig, linkage: readonly LinkageState[], target: Widget, charts: BoardCharts): LinkageQueryPart {
  const parts = linkage.map((state) => linkagePart(board, state, target, charts));
  return { filters: parts.flatMap((part) => part.filters), params: Object.assign({}, ...parts.map((part) => part.params)) };
}

/**
 * The filters active linkages put on `target`'s view (datart's cross filtering): a clicked chart widget
 * that links to `target` narrows it to the clicked point.
 */
export const linkageFilters = (board: BoardConfig, linkage: readonly LinkageState[], target: Widget, charts: BoardCharts): QueryFilter[] =>
  linkageQuery(board, linkage, target, charts).filters;
