import type { ChartConfig, ChartField, FieldType } from '@redbi/shared/domain';
import type { DataframeColumn, QuerySpec, QuerySpecInput } from '@redbi/shared/query';
import type { EChartsOption } from 'echarts';
import type { FormatLocale } from './format/numberFormat';
import type { NestedMessages } from './i18n/chartMessages';
import type { SettingGroup } from './settings/settingControls';
import type { SettingValues } from './settings/settingValues';
import type { ChartThemeName } from './theme/chartTheme';

/**
 * A chart type (ARCHITECTURE §4.7): pure data plus pure functions, shared by the browser and the
 * server-side renderer. Each type is one folder (definition, settings, buildOption, tests) and one line in
 * registry.ts; nothing else switches on chart ids.
 */

/** What a data section holds: groups (dimensions), aggregates (metrics), either (mixed), or a role. */
export const sectionKinds = ['group', 'aggregate', 'mixed', 'filter', 'color', 'size', 'info'] as const;
export type SectionKind = (typeof sectionKinds)[number];

/** A count of fields: exactly N when min === max ('only allows number N'), else 'allowed range N to M'. */
export interface FieldCount {
  min: number;
  /** Infinity: no upper bound (shown as N). */
  max: number;
}

export interface DataSection {
  /** Key in `config.sections`: 'dimensions', 'metrics', 'filters', 'color', 'size', 'info', 'rows' … */
  key: string;
  kind: SectionKind;
  /** i18n key (catalogue `charts`), e.g. 'section.dimensions'. */
  labelKey: string;
  /** How many fields the section takes. */
  count: FieldCount;
  /** Field types the section accepts (all when absent). */
  accepts?: readonly FieldType[];
  /** Date fields placed here may take a date level (year … day). */
  dateLevels?: boolean;
  /**
   * A role section (colour, size, tooltip info) the type's dimension/metric requirements leave out, as
   * datart counts only the required dimension and metric sections; absent: counted as the query sees it.
   */
  excludedFromRequirements?: boolean;
}

/** Rows as the query answered them: one column per field, named by the field's uid. */
export interface ChartData {
  columns: readonly DataframeColumn[];
  rows: readonly (readonly unknown[])[];
  /** Rows of the whole result when the query counted them (tables page on the server). */
  total?: number;
  pageNo?: number;
  pageSize?: number;
  /**
   * The answers of the chart's extra queries (ChartDefinition.extraQueries), by the name the type gave them:
   * a score card's previous period and its sparkline. Absent when the type asks none or they did not run.
   */
  extras?: Readonly<Record<string, ChartData>>;
}

export interface ChartContext {
  theme: ChartThemeName;
  locale: FormatLocale;
  /** The drawing area in CSS pixels, when known (word clouds and tables lay out to it). */
  width?: number;
  height?: number;
  /** Drawn as a still picture (a server image, a mailed report): nothing scrolls, so legends show every entry. */
  still?: boolean;
}

/** A table of cells, for the table chart (and an SVG table on the server). */
export interface TableModel {
  columns: { uid: string; title: string; align: 'left' | 'right'; width?: number; sortable: boolean; sort?: 'ASC' | 'DESC' }[];
  /** Cells as shown (formatted), with the raw value and an optional background/foreground from conditional colours. */
  rows: { cells: { text: string; value: unknown; background?: string; color?: string }[] }[];
  totals?: { text: string }[];
  page?: { pageNo: number; pageSize: number; total?: number };
  style: { headerBackground: string; headerColor: string; border: string; color: string; stripe?: string; fontSize: number; lineHeight: number };
}

/** A pivot table: row headers × column headers, with subtotals and totals. */
export interface PivotModel {
  /** Header rows of the column axis (each a list of spans). */
  columnHeaders: { text: string; span: number }[][];
  rowHeaderTitles: string[];
  /**
   * Row header cells are listed on the row where they start (span = rows they cover) and fill the last
   * columns of the row header area: a row lists fewer cells than there are row fields while cells from
   * the rows above still cover its first columns.
   */
  rows: { headers: { text: string; span: number }[]; cells: string[]; kind: 'data' | 'subtotal' | 'total' }[];
  style: TableModel['style'];
}

export interface ScoreCardModel {
  value: string;
  label: string;
  /**
   * The change against the previous period or a target: `text` the change as shown ('+1.2K · +12.5%'),
   * `direction` the arrow (▲ ▼ or ■ when unchanged), `color` good or bad by the card's "higher is better",
   * `basis` what it is compared with ('vs previous month', 'vs target 2.0M').
   */
  comparison?: { text: string; direction: 'up' | 'down' | 'flat'; color?: string; basis?: string };
  /** The metric over time beneath the number: values in time order (null: no value), drawn in `color`. */
  sparkline?: { points: (number | null)[]; color: string };
  caption?: string;
  style: { color: string; labelColor: string; valueFontSize: number; labelFontSize: number; align: 'left' | 'center' };
}

/** What a chart draws: an ECharts option, or one of the non-ECharts kinds (each has one renderer per side). */
export type ChartOutput =
  | { kind: 'echarts'; option: EChartsOption; /** GeoJSON maps the option names (maps/loadMap.ts). */ maps?: readonly string[] }
  | { kind: 'table'; table: TableModel }
  | { kind: 'pivot'; pivot: PivotModel }
  | { kind: 'scorecard'; card: ScoreCardModel }
  | { kind: 'richtext'; html: string; style: { color: string; fontSize: number; lineHeight: number } }
  /** Nothing to draw: the reason, as an i18n key of the `charts` catalogue. */
  | { kind: 'message'; messageKey: string; params?: Record<string, string | number> };

export type ChartOutputKind = ChartOutput['kind'];

export interface ChartBuildInput {
  config: ChartConfig;
  settings: SettingValues;
  data: ChartData;
  context: ChartContext;
}

/** What a type's extra queries are built from (ChartDefinition.extraQueries). */
export interface ExtraQueryInput {
  config: ChartConfig;
  settings: SettingValues;
  /** The main query as it runs (filters of the board included). */
  spec: QuerySpec;
  /** Now, for relative times and recommended ranges in the filters. */
  now: Date;
}

export interface ChartDefinition {
  id: string;
  /** The type's name in each language. */
  name: Record<FormatLocale, string>;
  /** An icon name from the web's chart icon set (antd icon component names). */
  icon: string;
  /** Palette group: 'table', 'column', 'bar', 'line', 'pie', 'scatter', 'map', 'other'. */
  group: string;
  sections: readonly DataSection[];
  /** Spec §3: the dimension and metric counts the palette shows and checks ('only allows number N'). */
  requirements: { dimensions: FieldCount; metrics: FieldCount };
  /** Detail tables may turn aggregation off; other types always aggregate. */
  allowsDetail?: boolean;
  settings: { version: number; groups: readonly SettingGroup[]; migrations?: Readonly<Record<number, (old: Record<string, unknown>) => Record<string, unknown>>> };
  /** Labels of the type's own settings, per language, merged into the `charts` catalogue. */
  messages?: Record<FormatLocale, NestedMessages>;
  /** Config → QuerySpec; most types use the default (query/buildQuery.ts). */
  buildQuery?(config: ChartConfig, viewId: string): QuerySpecInput | undefined;
  /**
   * More queries of the same chart, by name (a score card's previous period, its sparkline), built from the
   * main query as it will run — the board's controllers and linkages already in its filters — so every
   * filter, variable and permission of the main query applies to them too. Their answers reach buildOption
   * as `data.extras`. Absent or empty: the chart asks one query.
   */
  extraQueries?(input: ExtraQueryInput): Record<string, QuerySpec>;
  /** The pure core: what to draw for these rows. */
  buildOption(input: ChartBuildInput): ChartOutput;
}

/** The fields of one section, in order. */
export const sectionFields = (config: ChartConfig, key: string): ChartField[] => config.sections[key] ?? [];
