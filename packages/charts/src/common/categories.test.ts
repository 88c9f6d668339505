import { describe, expect, it } from 'vitest';
import { ChartFieldSchema } from '@redbi/shared/domain';
import { testBarDefinition } from '../testing/chartFixtures';
import { categoriesOf } from './categories';
import { fieldFormatter, type PlacedField } from './chartFields';

const placed = (values: unknown[], extra: Record<string, unknown> = {}, locale: 'en' | 'zh' = 'en'): PlacedField => {
  const field = ChartFieldSchema.parse({ uid: 'd', column: 'd', type: 'string', ...extra });
  return { field, section: testBarDefinition.sections[0]!, title: 'd', format: fieldFormatter(field, locale), values };
};

describe('categories', () => {
  it('lists distinct labels in row order and maps every row to one', () => {
    const { labels, ofRow } = categoriesOf([placed(['b', 'a', 'b', 'c'])], 4, 'Total');
    expect(labels).toEqual(['b', 'a', 'c']);
    expect([...ofRow]).toEqual([0, 1, 0, 2]);
  });

  it('reads an ascending run without a lookup, and still finds repeats after it goes out of order', () => {
    const { labels, ofRow } = categoriesOf([placed(['a', 'b', 'c', 'b', 'a', 'd', 'c'])], 7, 'Total');
    expect(labels).toEqual(['a', 'b', 'c', 'd']);
    expect([...ofRow]).toEqual([0, 1, 2, 1, 0, 3, 2]);
    const repeatedFirst = categoriesOf([placed(['a', 'a', 'b'])], 3, 'Total');
    expect(repeatedFirst.labels).toEqual(['a', 'b']);
    expect([...repeatedFirst.ofRow]).toEqual([0, 0, 1]);
  });

  it('writes dates by their date level, and joins several dimensions', () => {
    const month = placed(['2024-03-01', '2024-04-01'], { type: 'date', dateLevel: 'month' }, 'zh');
    expect(categoriesOf([month], 2, '合计').labels).toEqual(['2024年3月', '2024年4月']);
    expect(categoriesOf([placed(['East', 'East']), placed(['x', 'y'])], 2, '').labels).toEqual(['East / x', 'East / y']);
  });

  it('puts every row in one named category without dimensions, and has none without rows', () => {
    expect(categoriesOf([], 3, 'Total')).toEqual({ labels: ['Total'], ofRow: new Int32Array(3) });
    expect(categoriesOf([], 0, 'Total').labels).toEqual([]);
  });
});
