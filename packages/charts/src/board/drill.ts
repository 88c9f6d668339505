import type { ChartConfig, ChartField, DrillState, Widget } from '@redbi/shared/domain';
import type { QueryFilter } from '@redbi/shared/query';
import type { ChartDefinition, DataSection } from '../chartDefinition';
import { findChartType } from '../registry';
import type { BoardCharts } from './boardTypes';
import { pointFilter } from './chartFieldEntries';
import { chartOfWidget } from './references';

/** The section a chart drills through: its type's first dimension section. */
const drillSection = (definition: ChartDefinition): DataSection | undefined => definition.sections.find((section) => section.kind === 'group');

/**
 * The levels a chart widget drills through (datart's drill-down): the fields of its first dimension
 * section, in order, when drilling is on and there are at least two. Empty otherwise.
 */
export function drillHierarchy(widget: Widget, charts: BoardCharts): ChartField[] {
  if ((widget.type !== 'chart' && widget.type !== 'privateChart') || !widget.interactions.drill.enabled) return [];
  const chart = chartOfWidget(widget, charts);
  const definition = chart && findChartType(chart.config.chartType);
  const section = definition && drillSection(definition);
  const fields = (section && chart.config.sections[section.key]) ?? [];
  return fields.length >= 2 ? fields : [];
}

/**
 * The chart as drilled: at depth d (the values clicked so far, at most the last level) the drill section
 * shows only level d, filtered to the clicked values of the levels above; expanded, it shows levels 0…d
 * side by side, unfiltered. The chart's other sections and its own filters stay.
 */
export function drilledConfig(config: ChartConfig, definition: ChartDefinition, drill: DrillState): { config: ChartConfig; filters: QueryFilter[] } {
  const section = drillSection(definition);
  const fields = (section && config.sections[section.key]) ?? [];
  if (!section || fields.length < 2) return { config, filters: [] };
  const depth = Math.min(drill.path.length, fields.length - 1);
  const shown = drill.expand ? fields.slice(0, depth + 1) : fields.slice(depth, depth + 1);
  const filters = drill.expand ? [] : fields.slice(0, depth).map((field, level) => pointFilter({ field, section, aggregated: false }, field.column, drill.path[level] ?? null));
  return { config: { ...config, sections: { ...config.sections, [section.key]: shown } }, filters };
}
