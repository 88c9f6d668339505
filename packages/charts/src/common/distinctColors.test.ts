import { describe, expect, it } from 'vitest';
import { colorForValue, paletteOf } from '../theme/palettes';
import { distinctColors } from './distinctColors';

const palette = paletteOf('redbi');

describe('distinct colours', () => {
  it('gives each value its own colour while the palette lasts, the first ones their hashed colour', () => {
    const values = Array.from({ length: 10 }, (_, index) => `genre ${index}`);
    const colors = distinctColors(values, palette);
    expect(new Set(colors).size).toBe(10);
    expect(colors[0]).toBe(colorForValue('genre 0', palette));
  });

  it('moves a value whose colour is taken to the next free one, and repeats once all are taken', () => {
    const first = colorForValue('a', palette);
    const clashing = Array.from({ length: 100 }, (_, index) => `b${index}`).find((value) => colorForValue(value, palette) === first)!;
    const next = palette[(palette.indexOf(first) + 1) % palette.length];
    expect(distinctColors(['a', clashing], palette)).toEqual([first, next]);
    expect(distinctColors([clashing, 'a'], palette)).toEqual([first, next]);
    const many = distinctColors(Array.from({ length: 25 }, (_, index) => `v${index}`), palette);
    expect(new Set(many.slice(10, 20)).size).toBe(10);
  });

  it('never gives neighbours round the circle one colour, the last and the first included', () => {
    for (const count of [11, 12, 13, 21, 25]) {
      const colors = distinctColors(Array.from({ length: count }, (_, index) => `country ${index}`), palette);
      colors.forEach((color, index) => expect(color, `slice ${index} of ${count}`).not.toBe(colors[(index + 1) % count]));
    }
  });
});
