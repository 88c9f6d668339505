import type { ChartBuildInput, DataSection } from '../chartDefinition';
import { chartText } from '../i18n/chartMessages';
import { paletteOf } from '../theme/palettes';
import { categoriesOf, type Categories } from './categories';
import { placedFields, type PlacedField } from './chartFields';
import { seriesByColor, type CategorySeries } from './seriesByColor';

/** What a category chart (columns, bars, lines, areas) draws: categories from its dimensions and series over them. */
export interface CategoryChartData {
  dimensions: PlacedField[];
  metrics: PlacedField[];
  info: PlacedField[];
  /** The colour dimension, when the chart has one. */
  color?: PlacedField;
  categories: Categories;
  series: CategorySeries[];
}

/**
 * Reads a category chart's rows: the 'dimensions' section makes the categories (several are joined), the
 * metrics of `metricKeys` the series, split by the 'color' section's value when it has one. Without
 * dimensions the one category is called Total.
 */
export function categoryChartData(sections: readonly DataSection[], input: ChartBuildInput, metricKeys: readonly string[] = ['metrics']): CategoryChartData {
  const { config, data, context, settings } = input;
  const place = (key: string) => placedFields({ sections }, config, data, key, context.locale);
  const dimensions = place('dimensions');
  const metrics = metricKeys.flatMap(place);
  const [color] = place('color');
  const categories = categoriesOf(dimensions, data.rows.length, chartText(context.locale, 'text.total'));
  const series = seriesByColor(categories, metrics, color, paletteOf(settings.str('palette.name')));
  return { dimensions, metrics, info: place('info'), ...(color ? { color } : {}), categories, series };
}

/** The tooltip's info lines of a series at a category: each info field of the row its value came from. */
export function infoDetails(info: readonly PlacedField[], series: readonly CategorySeries[]) {
  return (seriesIndex: number, dataIndex: number): { title: string; text: string }[] => {
    const row = series[seriesIndex]?.rows[dataIndex] ?? -1;
    return row < 0 ? [] : info.map((field) => ({ title: field.title, text: field.format(field.values[row]) }));
  };
}

/** Categories that run in time (one date dimension): a sequence the axis thins rather than turns. */
export const isDateSequence = (dimensions: readonly PlacedField[]): boolean => dimensions.length === 1 && dimensions[0]!.field.type === 'date';

/** The titles of several fields as one axis title: 'Sales / Profit'. */
export const joinedTitles = (fields: readonly PlacedField[]): string => fields.map((field) => field.title).join(' / ');
