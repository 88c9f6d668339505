/**
 * Colours shared by every chart type (reference/visual.md): one categorical palette, a colour-blind-safe
 * alternative (Okabe–Ito), and sequential and diverging ramps for maps and conditional colours.
 */
export const categoricalPalettes = {
  redbi: ['#5470C6', '#91CC75', '#FAC858', '#EE6666', '#73C0DE', '#3BA272', '#FC8452', '#9A60B4', '#EA7CCC', '#2F9E9E'],
  colorblind: ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'],
  warm: ['#D94E5D', '#F08A4B', '#F5C04A', '#B5654F', '#E86F9A', '#8C4A6B', '#F2A07B', '#C9A227'],
  cool: ['#1F6FB2', '#2BA5A5', '#6A8CDF', '#49B07C', '#7A63C7', '#3C8DBC', '#5DB7DE', '#2E6B5E'],
} as const satisfies Record<string, readonly string[]>;
export type PaletteName = keyof typeof categoricalPalettes;
export const paletteNames = Object.keys(categoricalPalettes) as PaletteName[];

export const sequentialRamp = ['#E8F1FB', '#B9D4F1', '#7FB0E3', '#4A88CF', '#2A64B0', '#174A8B'] as const;
export const divergingRamp = ['#B2182B', '#EF8A62', '#FDDBC7', '#F7F7F7', '#D1E5F0', '#67A9CF', '#2166AC'] as const;

export function paletteOf(name: string): readonly string[] {
  return (categoricalPalettes as Record<string, readonly string[]>)[name] ?? categoricalPalettes.redbi;
}

/** A stable colour per value (a series keeps its colour when filters change): a hash of its text. */
export function colorForValue(value: unknown, palette: readonly string[]): string {
  const text = String(value ?? '');
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return palette[(hash >>> 0) % palette.length]!;
}
