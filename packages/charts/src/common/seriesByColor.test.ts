import { describe, expect, it } from 'vitest';
import { ChartFieldSchema } from '@redbi/shared/domain';
import { testBarDefinition } from '../testing/chartFixtures';
import { colorForValue, paletteOf } from '../theme/palettes';
import { categoriesOf } from './categories';
import { fieldFormatter, type PlacedField } from './chartFields';
import { seriesByColor } from './seriesByColor';

const palette = paletteOf('redbi');
const placed = (title: string, values: unknown[], type: 'string' | 'numeric' = 'string'): PlacedField => {
  const field = ChartFieldSchema.parse({ uid: title, column: title, type });
  return { field, section: testBarDefinition.sections[0]!, title, format: fieldFormatter(field, 'en'), values };
};

describe('series by colour', () => {
  it('draws one series per metric in palette order, values aligned to the categories', () => {
    const genre = placed('genre', ['Drama', 'Comedy']);
    const series = seriesByColor(categoriesOf([genre], 2, ''), [placed('sales', [10, 20], 'numeric'), placed('profit', ['3.5', null], 'numeric')], undefined, palette);
    expect(series.map((each) => [each.name, each.color, each.values])).toEqual([
      ['sales', palette[0], [10, 20]],
      ['profit', palette[1], [3.5, null]],
    ]);
    expect([...series[1]!.rows]).toEqual([0, -1]);
  });

  it('splits metrics by the colour value, leaving gaps where a value has no row', () => {
    const rows = { genre: ['Drama', 'Drama', 'Comedy'], country: ['China', 'USA', 'USA'], sales: [1, 2, 3] };
    const categories = categoriesOf([placed('genre', rows.genre)], 3, '');
    const one = seriesByColor(categories, [placed('sales', rows.sales, 'numeric')], placed('country', rows.country), palette);
    expect(one.map((each) => [each.name, each.values, [...each.rows]])).toEqual([
      ['China', [1, null], [0, -1]],
      ['USA', [2, 3], [1, 2]],
    ]);
    const two = seriesByColor(categories, [placed('sales', rows.sales, 'numeric'), placed('profit', [5, 6, 7], 'numeric')], placed('country', rows.country), palette);
    expect(two.map((each) => each.name)).toEqual(['China · sales', 'China · profit', 'USA · sales', 'USA · profit']);
    expect(new Set(two.map((each) => each.color)).size).toBe(4);
  });

  it('keeps a colour value’s colour when a filter removes another value (unless the two collide)', () => {
    const colorOf = (countries: string[], name: string) => {
      const categories = categoriesOf([placed('genre', countries.map(() => 'Drama'))], countries.length, '');
      return seriesByColor(categories, [placed('sales', countries.map(() => 1), 'numeric')], placed('country', countries), palette).find((each) => each.name === name)?.color;
    };
    const [first, second] = ['China', 'USA', 'France', 'Japan', 'Brazil'].filter((name, index, all) => all.findIndex((other) => colorForValue(other, palette) === colorForValue(name, palette)) === index);
    expect(colorOf([first!, second!], second!)).toBe(colorOf([second!], second!));
    expect(colorOf([first!, second!], second!)).toBe(colorForValue(second, palette));
  });

  it('adds up rows that fall in one category (detail rows)', () => {
    const series = seriesByColor(categoriesOf([placed('genre', ['a', 'a', 'b'])], 3, ''), [placed('n', [1, 2, 4], 'numeric')], undefined, palette);
    expect(series[0]!.values).toEqual([3, 4]);
  });
});
