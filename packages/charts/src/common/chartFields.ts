import type { ChartConfig, ChartField } from '@redbi/shared/domain';
import type { DateLevel } from '@redbi/shared/query';
import type { ChartData, ChartDefinition, DataSection } from '../chartDefinition';
import { formatDate } from '../format/dateFormat';
import { formatNumber, type FormatLocale, type NumberFormat } from '../format/numberFormat';
import { aggregateOf, isAggregated } from '../query/buildQuery';

/** The date pattern of a date level when the field has no format of its own (a month axis reads 2024-03). */
const levelPatterns: Record<FormatLocale, Record<DateLevel | 'none', string>> = {
  en: { year: 'YYYY', quarter: 'YYYY-[Q]Q', month: 'YYYY-MM', week: 'YYYY-MM-DD', day: 'YYYY-MM-DD', none: 'YYYY-MM-DD' },
  zh: { year: 'YYYY[年]', quarter: 'YYYY[年Q]Q', month: 'YYYY[年]M[月]', week: 'YYYY-MM-DD', day: 'YYYY-MM-DD', none: 'YYYY-MM-DD' },
};

/** What a field is called on the chart: its alias, else AGG(column) for metrics, else the column. */
export function fieldTitle(config: ChartConfig, section: DataSection, field: ChartField): string {
  if (field.alias) return field.alias;
  if (isAggregated(config, section, field)) return `${aggregateOf(field)}(${field.column})`;
  return field.column;
}

/** A number a chart groups by (a year, a code) is a label: 2023, not 2,023, unless the field has a format. */
const LABEL_NUMBER: NumberFormat = { kind: 'default', thousands: false };

/** The pattern a date field is written with: its own date format, else its date level's (a month axis reads 2024-03). */
export const fieldDatePattern = (field: ChartField, locale: FormatLocale): string => field.dateFormat ?? levelPatterns[locale][field.dateLevel ?? 'none'];

/** An average without a format of its own reads to at most two decimals, not its float noise: 1.03955357142855 → 1.04, 35 → 35 (issue 26). */
export function roundedAverage(value: unknown): unknown {
  const number = toNumber(value);
  return number === null ? value : Math.round(number * 100) / 100;
}

/** Writes a metric's numbers: its own format, else the default's, an average rounded to two decimals first. */
export function metricNumberFormatter(field: ChartField, aggregate: string | undefined, locale: FormatLocale): (value: unknown) => string {
  if (!field.format && aggregate === 'AVG') return (value) => formatNumber(roundedAverage(value), undefined, locale);
  return (value) => formatNumber(value, field.format, locale);
}

/**
 * Writes one value of a field as people read it: its number format, or its date format / date level.
 * `asLabel`: the field groups the rows (a dimension), so a number without a format of its own is written
 * without thousands separators. An average (a metric's AVG; detail fields carry no aggregate) without a
 * format reads to at most two decimals.
 */
export function fieldFormatter(field: ChartField, locale: FormatLocale, asLabel = false): (value: unknown) => string {
  if (field.type === 'date' && !field.aggregate?.startsWith('COUNT')) {
    const pattern = fieldDatePattern(field, locale);
    return (value) => (value === null || value === undefined ? '' : formatDate(value, pattern));
  }
  const numeric = field.type === 'numeric' || (field.aggregate !== undefined && field.aggregate !== 'NONE' && field.aggregate.startsWith('COUNT'));
  if (numeric || field.format) {
    if (asLabel && !field.aggregate) return (value) => formatNumber(value, field.format ?? LABEL_NUMBER, locale);
    return metricNumberFormatter(field, asLabel ? undefined : field.aggregate, locale);
  }
  return (value) => (value === null || value === undefined ? '' : String(value));
}

/** The position of a field's column in the rows (columns are named by field uid); -1 when absent. */
export const columnIndex = (data: ChartData, uid: string): number => data.columns.findIndex((column) => column.name === uid);

/** One field's values down the rows. */
export function columnValues(data: ChartData, uid: string): unknown[] {
  const index = columnIndex(data, uid);
  return index < 0 ? data.rows.map(() => null) : data.rows.map((row) => row[index]);
}

/** A value as a number for plotting (decimal text and bigints included); null stays null. */
export function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** The fields of a section with their titles and formatters, ready for buildOption. */
export interface PlacedField {
  field: ChartField;
  section: DataSection;
  title: string;
  format(value: unknown): string;
  values: unknown[];
}

export function placedFields(definition: Pick<ChartDefinition, 'sections'>, config: ChartConfig, data: ChartData, key: string, locale: FormatLocale): PlacedField[] {
  const section = definition.sections.find((candidate) => candidate.key === key);
  if (!section) return [];
  return (config.sections[key] ?? []).map((field) => ({
    field,
    section,
    title: fieldTitle(config, section, field),
    format: fieldFormatter(field, locale, (section.kind === 'group' || section.kind === 'color') && !isAggregated(config, section, field)),
    values: columnValues(data, field.uid),
  }));
}

/**
 * Rows in a field's custom order (spec §3: sort ascending, descending or custom): the listed values first,
 * in their order, the rest after as they came.
 */
export function applyCustomOrder(config: ChartConfig, data: ChartData): ChartData {
  const custom = Object.values(config.sections)
    .flat()
    .find((field) => field.sort?.order === 'CUSTOM' && field.sort.values?.length);
  if (!custom) return data;
  const index = columnIndex(data, custom.uid);
  if (index < 0) return data;
  const rank = new Map(custom.sort!.values!.map((value, position) => [value, position]));
  const ranked = data.rows.map((row, position) => ({ row, position, rank: rank.get(String(row[index])) ?? Number.MAX_SAFE_INTEGER }));
  ranked.sort((a, b) => a.rank - b.rank || a.position - b.position);
  return { ...data, rows: ranked.map(({ row }) => row) };
}
