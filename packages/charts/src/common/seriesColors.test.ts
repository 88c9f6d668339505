import { describe, expect, it } from 'vitest';
import { colorForValue, paletteOf } from '../theme/palettes';
import { colorsForValues, colorsInOrder } from './seriesColors';

const palette = paletteOf('redbi');

describe('series colours', () => {
  it('gives each value its hashed colour while it is free', () => {
    const [first] = colorsForValues(['West'], palette);
    expect(first).toBe(colorForValue('West', palette));
  });

  it('never gives two series one colour while the palette has colours left', () => {
    const names = Array.from({ length: palette.length }, (_, index) => `value ${index}`);
    expect(new Set(colorsForValues(names, palette)).size).toBe(palette.length);
    expect(colorsForValues([...names, 'one more'], palette)).toHaveLength(palette.length + 1);
  });

  it('colours metrics in palette order, wrapping around', () => {
    expect(colorsInOrder(2, palette)).toEqual([palette[0], palette[1]]);
    expect(colorsInOrder(palette.length + 1, palette).at(-1)).toBe(palette[0]);
  });
});
