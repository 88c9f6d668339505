import type { ChartBuildInput, DataSection } from '../chartDefinition';
import type { FormatLocale } from '../format/numberFormat';
import { chartText } from '../i18n/chartMessages';
import { scaleEndFormatter } from './axisNumber';
import { categoriesOf } from './categories';
import { placedFields, toNumber, type PlacedField } from './chartFields';
import { chooseSlices, slicesOf, type Slice, type SliceOptions } from './pieSlices';

/** One ring of a pie (or one funnel): its name, its slices and how each slice's value is written. */
export interface PieRing {
  title: string;
  slices: Slice[];
  formatAt(sliceIndex: number): string;
  /**
   * The ring's total as a doughnut's centre writes it: in its metric's format, or abbreviated by locale
   * to three significant digits (195K, 19.5万) when the metric has none.
   */
  totalText(): string;
}

/** A ring's total: its slices summed, written by the metric's own format or abbreviated. */
function totalTextOf(slices: readonly Slice[], metric: PlacedField, locale: FormatLocale): string {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return metric.field.format ? metric.format(total) : scaleEndFormatter(undefined, locale, total)(total);
}

export interface PieData {
  rings: PieRing[];
  info: PlacedField[];
  /** Without a dimension the metrics are the slices (one ring). */
  slicesAreMetrics: boolean;
}

const sumOrNull = (values: readonly (number | null)[]) => (values.every((value) => value === null) ? null : values.reduce<number>((sum, value) => sum + (value ?? 0), 0));

/**
 * Reads a round chart's rows: with a dimension, its values are the categories and each metric a ring
 * (rows of one category summed); without, each metric is a slice of one ring named Total. Other is
 * written in the first metric's format.
 */
export function pieRings(sections: readonly DataSection[], input: ChartBuildInput, options: SliceOptions): PieData {
  const { config, data, context } = input;
  const place = (key: string) => placedFields({ sections }, config, data, key, context.locale);
  const dimensions = place('dimensions');
  const metrics = place('metrics');
  const info = place('info');
  const other = chartText(context.locale, 'text.other');
  if (dimensions.length === 0) {
    const values = metrics.map((metric) => sumOrNull(metric.values.map(toNumber)));
    const rows = metrics.map(() => data.rows.map((_, index) => index));
    const choice = chooseSlices(values, options);
    const slices = slicesOf(choice, metrics.map((metric) => metric.title), values, rows, other);
    const formatAt = (index: number) => {
      const slice = slices[index]!;
      return (metrics[slice.category] ?? metrics[0]!).format(slice.value);
    };
    const totalText = () => totalTextOf(slices, metrics[0]!, context.locale);
    return { rings: [{ title: chartText(context.locale, 'text.total'), slices, formatAt, totalText }], info, slicesAreMetrics: true };
  }
  const categories = categoriesOf(dimensions, data.rows.length, '');
  const rowsOf: number[][] = categories.labels.map(() => []);
  categories.ofRow.forEach((category, row) => rowsOf[category]!.push(row));
  const valuesOf = (metric: PlacedField) => rowsOf.map((rows) => sumOrNull(rows.map((row) => toNumber(metric.values[row]))));
  const choice = chooseSlices(valuesOf(metrics[0]!), options);
  const rings = metrics.map((metric) => {
    const slices = slicesOf(choice, categories.labels, valuesOf(metric), rowsOf, other);
    return { title: metric.title, slices, formatAt: (index: number) => metric.format(slices[index]!.value), totalText: () => totalTextOf(slices, metric, context.locale) };
  });
  return { rings, info, slicesAreMetrics: false };
}
