import type { ChartFieldInput } from '@redbi/shared/domain';
import type { EChartsOption } from 'echarts';
import type { ChartContext, ChartData, ChartDefinition, ChartOutput } from '../chartDefinition';
import { checkRequirements } from '../requirements';
import { resolveSettings } from '../settings/settingValues';
import { chartConfig } from '../testing/chartFixtures';
import { applyCustomOrder } from './chartFields';

/**
 * Test fixtures of the chart types on x/y axes: a build that goes the way render/buildChart does
 * (requirements, settings, custom order, buildOption) without the registry, and readers of the option.
 */
export type Sections = Record<string, ChartFieldInput[]>;

export const metric = (uid: string, column: string, extra: Partial<ChartFieldInput> = {}): ChartFieldInput => ({ uid, column, type: 'numeric', aggregate: 'SUM', ...extra });
export const dimension = (uid: string, column: string, extra: Partial<ChartFieldInput> = {}): ChartFieldInput => ({ uid, column, type: 'string', ...extra });

/** Rows under columns named by field uid. */
export const rowsOf = (uids: readonly string[], rows: readonly (readonly unknown[])[]): ChartData => ({ columns: uids.map((name) => ({ name, type: 'string' })), rows });

export function buildFor(definition: ChartDefinition, sections: Sections, data: ChartData, context: Partial<ChartContext> = {}, settings: Record<string, unknown> = {}): ChartOutput {
  const config = chartConfig({ chartType: definition.id, sections, settings });
  const [issue] = checkRequirements(definition, config);
  if (issue) throw new Error(`requirements not met: ${JSON.stringify(issue)}`);
  return definition.buildOption({
    config,
    settings: resolveSettings(definition, config.settings, config.settingsVersion),
    data: applyCustomOrder(config, data),
    context: { theme: 'light', locale: 'en', ...context },
  });
}

/** The config a requirement check sees. */
export const configFor = (definition: ChartDefinition, sections: Sections) => chartConfig({ chartType: definition.id, sections });

// Options are read loosely in tests: ECharts' option types are unions too wide to index.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

export function optionOf(output: ChartOutput): Loose {
  if (output.kind !== 'echarts') throw new Error(`expected an ECharts option, got ${output.kind}`);
  return output.option as EChartsOption;
}

export const seriesOf = (option: Loose): Loose[] => option.series as Loose[];

/** Calls the tooltip formatter as ECharts does on an axis: one item per series at a category. */
export function axisTooltipText(option: Loose, dataIndex: number): string {
  const items = seriesOf(option).map((series: Loose, seriesIndex: number) => ({ seriesIndex, dataIndex, seriesName: series.name, color: series.itemStyle?.color, name: '' }));
  return stripTags(option.tooltip.formatter(items));
}

/** Tooltip HTML as text, parts separated by '|'. */
export const stripTags = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '|')
    .replace(/\|+/g, '|')
    .replace(/^\||\|$/g, '');

/** The option as JSON would carry it, functions left out: what a round trip must not change. */
export function withoutFunctions(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(withoutFunctions);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, entry]) => (typeof entry === 'function' ? [] : [[key, withoutFunctions(entry)]])));
  }
  return value;
}
