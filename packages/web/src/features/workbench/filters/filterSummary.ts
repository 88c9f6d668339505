import type { ChartFilter } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import type { TFunction } from 'i18next';

/** How many values a summary lists before it says "+N". */
const LISTED = 3;

/** One filter value as the summary writes it. */
export function filterValueText(value: FilterValue, t: TFunction): string {
  if ('recommend' in value) return t(`relativeTime.ranges.${value.recommend}`);
  if ('relative' in value) {
    const { amount, unit, mode } = value.relative;
    const unitText = t(`relativeTime.units.${unit}`);
    return mode === 'current' ? `${t('relativeTime.modes.current')} ${unitText}` : `${amount} ${unitText} ${t(`relativeTime.modes.${mode}`)}`;
  }
  return value.value === null ? t('workbench.values.nullValue') : String(value.value);
}

/** A filter in a few words, for its chip: "is one of A, B, C +2", "is between 1 and 5", "Last 7 days". */
export function filterSummary(filter: ChartFilter, t: TFunction): string {
  const values = filter.values.map((value) => filterValueText(value, t));
  const operator = t(`filterOperators.${filter.operator}`);
  if (filter.operator === 'IS_NULL' || filter.operator === 'NOT_NULL') return operator;
  if (filter.values.length === 1 && 'recommend' in filter.values[0]!) return values[0]!;
  if (filter.operator === 'BETWEEN' || filter.operator === 'NOT_BETWEEN') return `${operator} ${values.join(' – ')}`;
  const listed = values.slice(0, LISTED).join(', ');
  return values.length > LISTED ? `${operator} ${listed} +${values.length - LISTED}` : `${operator} ${listed}`;
}
