import type { Categories } from './categories';
import { toNumber, type PlacedField } from './chartFields';
import { colorsForValues, colorsInOrder } from './seriesColors';

/** One drawn series over the categories: a metric, or a metric for one value of the colour dimension. */
export interface CategorySeries {
  name: string;
  color: string;
  metric: PlacedField;
  /** One value per category (plain numbers, so 100,000 points stay cheap); null where no row has one. */
  values: (number | null)[];
  /** The row each category's value came from (-1: none), for the tooltip's info fields. */
  rows: Int32Array;
}

/** Series names join the colour value and the metric when there are several metrics: 'East · Sales'. */
export const SERIES_JOINER = ' · ';

function emptySeries(name: string, metric: PlacedField, categoryCount: number): Omit<CategorySeries, 'color'> {
  return { name, metric, values: new Array<number | null>(categoryCount).fill(null), rows: new Int32Array(categoryCount).fill(-1) };
}

/** Puts a row's value at its category; rows that fall in one category (detail rows, say) add up. */
function place(series: Omit<CategorySeries, 'color'>, category: number, row: number): void {
  const value = toNumber(series.metric.values[row]);
  if (value === null) return;
  const current = series.values[category];
  series.values[category] = current === null || current === undefined ? value : current + value;
  series.rows[category] = row;
}

/**
 * The series of a category chart: one per metric (coloured by the palette in metric order), or — with a
 * colour dimension — one per colour value and metric, in the order the rows bring the values, each coloured
 * by its value so that it keeps its colour when filters change.
 */
export function seriesByColor(categories: Categories, metrics: readonly PlacedField[], color: PlacedField | undefined, palette: readonly string[]): CategorySeries[] {
  const count = categories.labels.length;
  const rowCount = categories.ofRow.length;
  if (!color) {
    const colors = colorsInOrder(metrics.length, palette);
    return metrics.map((metric, index) => {
      const series = emptySeries(metric.title, metric, count);
      for (let row = 0; row < rowCount; row += 1) place(series, categories.ofRow[row]!, row);
      return { ...series, color: colors[index]! };
    });
  }
  const byValue = new Map<string, Omit<CategorySeries, 'color'>[]>();
  for (let row = 0; row < rowCount; row += 1) {
    const value = color.format(color.values[row]);
    let group = byValue.get(value);
    if (!group) {
      group = metrics.map((metric) => emptySeries(metrics.length === 1 ? value : `${value}${SERIES_JOINER}${metric.title}`, metric, count));
      byValue.set(value, group);
    }
    for (const series of group) place(series, categories.ofRow[row]!, row);
  }
  const all = [...byValue.values()].flat();
  const colors = colorsForValues(
    all.map((series) => series.name),
    palette,
  );
  return all.map((series, index) => ({ ...series, color: colors[index]! }));
}
