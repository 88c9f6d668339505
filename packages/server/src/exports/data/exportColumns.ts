import { aggregateOf, chartFieldEntries, fieldDatePattern, fieldTitle, type ChartFieldEntry } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import type { ExportColumn } from '../exportTypes';

/** An exported table's columns and, for each, the index of its value in a result row. */
export interface ExportShape {
  columns: ExportColumn[];
  /** `order[i]`: where column i's value is in the rows the query answers. */
  order: number[];
}

function kindOf({ field, aggregated }: ChartFieldEntry): ExportColumn['kind'] {
  const counted = aggregated && aggregateOf(field).startsWith('COUNT');
  if (field.type === 'date' && !counted) return 'date';
  if (field.type === 'numeric' || counted) return 'number';
  return 'string';
}

/**
 * The columns of a chart's export as the chart shows them: in the order of its sections, each headed by the
 * field's title (its alias, else `SUM(amount)` or the column), with the field's number format or date
 * pattern. The query names its result columns by field uid; a result column no field claims (a chart type's
 * own query may add one) follows, headed by its name.
 */
export function exportColumnsOf(config: ChartConfig, resultColumns: readonly string[], locale: 'en' | 'zh'): ExportShape {
  const columns: ExportColumn[] = [];
  const order: number[] = [];
  const claimed = new Set<number>();
  for (const entry of chartFieldEntries(config)) {
    const index = resultColumns.indexOf(entry.field.uid);
    if (index < 0 || claimed.has(index)) continue;
    claimed.add(index);
    const kind = kindOf(entry);
    columns.push({
      header: fieldTitle(config, entry.section, entry.field),
      kind,
      ...(kind === 'number' && entry.field.format ? { numberFormat: entry.field.format } : {}),
      ...(kind === 'date' ? { dateFormat: fieldDatePattern(entry.field, locale) } : {}),
    });
    order.push(index);
  }
  resultColumns.forEach((name, index) => {
    if (claimed.has(index)) return;
    columns.push({ header: name, kind: 'string' });
    order.push(index);
  });
  return { columns, order };
}
