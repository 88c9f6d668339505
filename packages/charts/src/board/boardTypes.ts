import type { BoardChart, BoardConfig, BoardDataItem, ChartConfig, LinkageState, Widget, WidgetType } from '@redbi/shared/domain';
import type { ErrorCode } from '@redbi/shared/errors';
import type { FilterValue, QueryFilter, QuerySpec } from '@redbi/shared/query';

/** A rule of the whole board a widget breaks: an i18n key of the shared catalogue, its params and the widget. */
export interface BoardProblem {
  messageKey: string;
  /** `field` (validation.empty) names an entry of the `fields` catalogue. */
  params?: Record<string, string | number>;
  widgetId?: string;
}

/** How the palettes group widget types. */
export type WidgetGroup = 'chart' | 'media' | 'container' | 'controller' | 'button';

/** A grid size in columns × rows (auto layout) or a canvas size in pixels (free layout). */
export interface WidgetSize {
  w: number;
  h: number;
}

/** What the board core knows of a widget type: its palette group, whether it may ask for data, and its defaults. */
export interface WidgetTypeInfo<T extends WidgetType = WidgetType> {
  type: T;
  group: WidgetGroup;
  /** The type may ask the batched data request for rows (whether this widget does: see widgetNeedsData). */
  needsData: boolean;
  defaultConfig(): Extract<Widget, { type: T }>['config'];
  defaultSize: { desktop: WidgetSize; mobile: WidgetSize; free: WidgetSize };
}

/** The saved charts a board embeds, by chart id (a deleted one is absent). */
export type BoardCharts = Record<string, BoardChart>;

/** A chart widget's view and chart config, whether the chart is saved or private. */
export interface WidgetChart {
  viewId: string;
  config: ChartConfig;
}

/** Controller filters and variable values for one view. */
export interface ControllerFilterResult {
  filters: QueryFilter[];
  params: Record<string, string[]>;
  /** The name of a required visible controller that has no value: the query must not run. */
  missingRequired?: string;
}

/** Why a widget's item cannot be asked: an error code, and the i18n key and params of its message. */
export interface BoardQueryError {
  errCode: ErrorCode;
  messageKey: string;
  params?: Record<string, string | number>;
}

/** Everything a widget's query depends on: the board, the item asked, and the viewer's state. */
export interface WidgetQueryInput {
  board: BoardConfig;
  widget: Widget;
  item: BoardDataItem;
  charts: BoardCharts;
  /** Controller values by controller id as the viewer set them (absent: the defaults). */
  controllers: Record<string, FilterValue[]>;
  linkage: LinkageState[];
  /** Now, for variable values relative to it (defaults to the current time). */
  now?: Date;
}

/**
 * A widget item's query, or why it cannot run; undefined: the widget has nothing to ask. `extras`: the
 * chart's extra queries by name (a score card's previous period, its sparkline), on the same view, built
 * from `spec` — run as it is, answered with it (Dataframe.extras).
 */
export type WidgetQueryResult = { viewId: string; spec: QuerySpec; extras?: Record<string, QuerySpec> } | { error: BoardQueryError } | undefined;

/** Where a click on a chart widget jumps, with the clicked values as parameters. */
export interface JumpTarget {
  kind: 'chart' | 'dashboard' | 'url';
  targetId?: string;
  /** Kind url: the address with the parameters appended. */
  url?: string;
  action: 'inPlace' | 'dialog' | 'newTab';
  params: Record<string, string[]>;
}
