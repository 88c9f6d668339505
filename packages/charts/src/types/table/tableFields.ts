import type { ChartConfig, ChartField } from '@redbi/shared/domain';
import type { Aggregation } from '@redbi/shared/query';
import type { ChartData, DataSection } from '../../chartDefinition';
import { columnIndex, fieldFormatter, fieldTitle, metricNumberFormatter } from '../../common/chartFields';
import type { FormatLocale } from '../../format/numberFormat';
import { aggregateOf, isAggregated } from '../../query/buildQuery';
import { totalRuleOf, type TotalRule } from './columnTotal';

/**
 * A field as a column of a table or pivot: what it is called, whether it holds numbers (right-aligned,
 * summable, coloured by value), how its values read, and how its values add up to a total.
 */
export interface TableField {
  field: ChartField;
  title: string;
  /** The aggregation the query applied; undefined for a raw column (detail rows or a group). */
  aggregate?: Aggregation;
  numeric: boolean;
  format(value: unknown): string;
  totalRule: TotalRule;
  /** Position of the field's column in the data rows; -1 when the result lacks it. */
  index: number;
}

/**
 * A COUNT is a number whatever it counts; another aggregate (MAX of a date) keeps its field's type. The
 * formatter of fieldFormatter writes a COUNT without an explicit aggregate as plain text, so numbers are
 * formatted here for every numeric column.
 */
export function tableFieldsOf(config: ChartConfig, section: DataSection, data: ChartData, locale: FormatLocale): TableField[] {
  return (config.sections[section.key] ?? []).map((field) => {
    const aggregate = isAggregated(config, section, field) ? aggregateOf(field) : undefined;
    const numeric = aggregate?.startsWith('COUNT') === true || field.type === 'numeric';
    return {
      field,
      title: fieldTitle(config, section, field),
      ...(aggregate ? { aggregate } : {}),
      numeric,
      // A number the rows are grouped by (a year, a code) is a label: fieldFormatter writes it without separators.
      format: numeric && (aggregate || !config.aggregation) ? metricNumberFormatter(field, aggregate, locale) : fieldFormatter(field, locale, true),
      totalRule: totalRuleOf({ aggregate, numeric, detail: !config.aggregation }),
      index: columnIndex(data, field.uid),
    };
  });
}

/** A field's value in one row (null when the result lacks its column). */
export const valueIn = (row: readonly unknown[], field: TableField): unknown => (field.index < 0 ? null : row[field.index]);
