import type { Aggregation } from '@redbi/shared/query';
import { toNumber } from '../../common/chartFields';

/**
 * How the values of a column add up to a total (table totals row, pivot subtotals and totals). The totals
 * are computed from the values shown, not by another query: SUM and COUNT add up; MAX and MIN take the
 * largest and smallest. AVG and COUNT_DISTINCT have no total: an average of averages is not the average of
 * the rows beneath (the counts are not in the result), nor is a sum of distinct counts a distinct count, so
 * their total is left empty rather than shown wrong. Raw numbers of detail rows add up; a grouped number
 * (a year, a code) is a label, not an amount, and has no total.
 */
export type TotalRule = 'sum' | 'max' | 'min' | 'none';

const rulesByAggregate: Record<Aggregation, TotalRule> = {
  NONE: 'none',
  SUM: 'sum',
  COUNT: 'sum',
  COUNT_DISTINCT: 'none',
  AVG: 'none',
  MAX: 'max',
  MIN: 'min',
};

export function totalRuleOf(column: { aggregate?: Aggregation; numeric: boolean; detail: boolean }): TotalRule {
  if (column.aggregate) return column.numeric ? rulesByAggregate[column.aggregate] : 'none';
  return column.detail && column.numeric ? 'sum' : 'none';
}

/** The total of some values by a rule; undefined when the rule has none or no value is a number. */
export function totalOf(rule: TotalRule, values: Iterable<unknown>): number | undefined {
  if (rule === 'none') return undefined;
  let total: number | undefined;
  for (const value of values) {
    const number = toNumber(value);
    if (number === null) continue;
    if (total === undefined) total = number;
    else total = rule === 'sum' ? total + number : rule === 'max' ? Math.max(total, number) : Math.min(total, number);
  }
  return total;
}
