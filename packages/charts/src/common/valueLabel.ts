import type { FormatLocale } from '../format/numberFormat';
import { scaleEndFormatter } from './axisNumber';
import type { PlacedField } from './chartFields';

/**
 * How a value label on a bar or a point writes its metric: in the format the user gave the metric, or,
 * without one, short like the axis beside it (the unit of the axis's magnitude, three significant digits:
 * 30K, 24.7K, 2.47万), since '30,042.99' over every bar crowds its neighbours. The tooltip keeps the full value.
 */
export function valueLabelText(metric: PlacedField, locale: FormatLocale, magnitude: number): (value: unknown) => string {
  if (metric.field.format) return metric.format;
  const short = scaleEndFormatter(undefined, locale, magnitude);
  return (value) => (typeof value === 'number' && Number.isFinite(value) ? short(value) : metric.format(value));
}
