import type { ChartConfig, ChartField } from '@redbi/shared/domain';
import type { DateLevel, QueryFilter, QuerySpec } from '@redbi/shared/query';
import { sectionFields, type ExtraQueryInput } from '../../chartDefinition';
import type { SettingValues } from '../../settings/settingValues';
import { autoPeriod, dateRangeOf, previousRange, rangeFilter, type DateRange } from './comparisonPeriod';

/** The names of a score card's extra queries (their answers arrive as `data.extras[name]`). */
export const scoreExtras = {
  /** The metric over the date range shifted back one period (one row); named with the period: 'previous.month'. */
  previous: 'previous',
  /** Without a date range: the metric of the latest two periods in the data, latest first. */
  periods: 'periods',
  /** The sparkline: the metric by the date field, latest first. */
  trend: 'trend',
} as const;

/** The sparkline shows at most this many points (the latest ones). */
export const MAX_TREND_POINTS = 120;

/** One level finer than the period: a month's sparkline is drawn by day, a year's by month. */
const finerLevel: Record<DateLevel, DateLevel> = { year: 'month', quarter: 'week', month: 'day', week: 'day', day: 'day' };

export type ComparisonMode = 'noComparison' | 'previousPeriod' | 'target';

/** How a card compares: the mode, the period, the range found in the filters (and where) — pure. */
export interface ComparisonPlan {
  mode: ComparisonMode;
  period: DateLevel;
  /** The date range on the date field among the filters, and its filter's index. */
  range?: { range: DateRange; index: number };
  date?: ChartField;
}

export function comparisonPlan(config: ChartConfig, settings: SettingValues, filters: readonly QueryFilter[], now: Date): ComparisonPlan {
  const chosen = settings.str('comparison.mode') as ComparisonMode;
  // A metric placed as the target is meant to be compared with: with no comparison chosen, it is.
  const mode = chosen === 'noComparison' && sectionFields(config, 'target').length > 0 ? 'target' : chosen;
  const [date] = sectionFields(config, 'date');
  const range = date ? dateRangeOf(filters, date.column, now) : undefined;
  const periodSetting = settings.str('comparison.period');
  const period = periodSetting === 'auto' ? autoPeriod(range?.range, date?.dateLevel) : (periodSetting as DateLevel);
  return { mode, period, ...(range ? { range } : {}), ...(date ? { date } : {}) };
}

/**
 * A score card's extra queries, from its main query as it runs (ChartDefinition.extraQueries): each keeps
 * the main query's filters, variables and computed fields — so the viewer's row and column permissions and
 * the board's controllers apply alike — and asks only the metric:
 * - previous period with a date range on the date field: the same query with that one filter's range
 *   shifted back one period (comparisonPeriod.ts), as bound values;
 * - previous period without a range: the metric of the latest two periods in the data, latest first (the
 *   card then shows the latest period against the one before, as Superset's Big Number with Trendline);
 * - sparkline on: the metric by the date field (its level, else one finer than the period), latest first,
 *   at most MAX_TREND_POINTS.
 * Nothing without a date field (a target needs no query: its metric is in the main row).
 */
export function scoreCardExtraQueries({ config, settings, spec, now }: ExtraQueryInput): Record<string, QuerySpec> {
  const [metric] = sectionFields(config, 'metrics');
  const aggregator = metric && spec.aggregators.find((candidate) => candidate.alias === metric.uid);
  const plan = comparisonPlan(config, settings, spec.filters, now);
  const { date } = plan;
  if (!aggregator || !date) return {};
  const base: QuerySpec = { ...spec, keywords: [], columns: [], groups: [], aggregators: [aggregator], orders: [], pageInfo: { pageNo: 1, pageSize: 1, countTotal: false }, script: false };
  const byDate = (level: DateLevel, pageSize: number): QuerySpec => ({
    ...base,
    groups: [{ column: date.column, dateLevel: level, alias: date.uid }],
    orders: [{ column: date.column, dateLevel: level, operator: 'DESC' }],
    pageInfo: { pageNo: 1, pageSize, countTotal: false },
  });
  const extras: Record<string, QuerySpec> = {};
  if (plan.mode === 'previousPeriod') {
    const { range } = plan;
    if (range) {
      const shifted = rangeFilter(spec.filters[range.index]!.column, previousRange(range.range, plan.period));
      extras[`${scoreExtras.previous}.${plan.period}`] = { ...base, filters: spec.filters.map((filter, index) => (index === range.index ? shifted : filter)) };
    } else {
      extras[scoreExtras.periods] = byDate(plan.period, 2);
    }
  }
  if (settings.bool('trend.sparkline')) extras[scoreExtras.trend] = byDate(date.dateLevel ?? finerLevel[plan.period], MAX_TREND_POINTS);
  return extras;
}
