import { colorForValue } from '../theme/palettes';

/**
 * Colours for values drawn side by side round a circle (a pie's slices): each keeps its own colour
 * (colorForValue, stable when filters change) unless a value before it already took that colour, when it
 * takes the next free one of the palette, since two neighbouring slices in one colour read as one. Once
 * every colour is taken they repeat, still never as the slice before, nor (for the last slice, which
 * closes the circle) as the first. Pass the values most important first (the largest slices keep their
 * own colours).
 */
export function distinctColors(values: readonly string[], palette: readonly string[]): string[] {
  const taken = new Set<number>();
  const chosen: number[] = [];
  values.forEach((value, position) => {
    if (taken.size === palette.length) taken.clear();
    const neighbours = new Set([chosen.at(-1), ...(position === values.length - 1 && position > 1 ? [chosen[0]] : [])]);
    const blocked = (index: number) => taken.has(index) || (palette.length > 2 && neighbours.has(index));
    let index = palette.indexOf(colorForValue(value, palette));
    for (let step = 0; step < palette.length && blocked(index); step += 1) index = (index + 1) % palette.length;
    taken.add(index);
    chosen.push(index);
  });
  return chosen.map((index) => palette[index]!);
}
