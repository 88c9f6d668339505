import { colorForValue } from '../theme/palettes';

/**
 * Colours for series named by colour-dimension values (reference/visual.md: a series keeps its colour when
 * filters change). Each name takes its hashed palette colour (colorForValue); when an earlier series holds
 * that colour already, the next free one, so two series on one chart never share a colour while the palette
 * has colours left. A value therefore keeps its colour unless a value listed before it claims the same one.
 */
export function colorsForValues(names: readonly string[], palette: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const hashed = palette.indexOf(colorForValue(name, palette));
    let color = palette[hashed]!;
    if (taken.size < palette.length) {
      for (let step = 0; taken.has(color); step += 1) color = palette[(hashed + step + 1) % palette.length]!;
    }
    taken.add(color);
    return color;
  });
}

/** Metric series (no colour dimension) take the palette in metric order, so the first metric is always the first colour. */
export const colorsInOrder = (count: number, palette: readonly string[]): string[] =>
  Array.from({ length: count }, (_, index) => palette[index % palette.length]!);
