import { toNumber } from '../../common/chartFields';
import { chartThemes } from '../../theme/chartTheme';
import { divergingRamp, sequentialRamp } from '../../theme/palettes';

/**
 * Conditional colours of a table (reference/visual.md: heat-style tables): every numeric column's cells
 * take a colour from a ramp by where the value lies between the column's smallest and largest value, and
 * the text on it is dark or light, whichever reads better.
 */
export const colorScales = ['sequential', 'diverging'] as const;
export type ColorScale = (typeof colorScales)[number];

const ramps: Record<ColorScale, readonly string[]> = { sequential: sequentialRamp, diverging: divergingRamp };

export interface CellColors {
  background: string;
  color: string;
}

const channels = (hex: string): [number, number, number] => {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
};

const toHex = (rgb: readonly number[]) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('').toUpperCase()}`;

/** The colour at position t (0 … 1) along a ramp, interpolated between its two nearest stops. */
export function rampColor(ramp: readonly string[], t: number): string {
  const position = Math.min(1, Math.max(0, t)) * (ramp.length - 1);
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, ramp.length - 1);
  const from = channels(ramp[lower]!);
  const to = channels(ramp[upper]!);
  const share = position - lower;
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * share));
}

/** WCAG relative luminance of an #RRGGBB colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

const darkText = chartThemes.light.text;
const lightText = '#FFFFFF';

/** Dark or white text, whichever has the higher WCAG contrast on the background. */
export function contrastText(background: string): string {
  const level = luminance(background);
  return contrast(level, luminance(darkText)) >= contrast(level, luminance(lightText)) ? darkText : lightText;
}

/** The colours of one column's cells; undefined for a cell without a number. Equal values sit mid-ramp. */
export function columnColors(values: readonly unknown[], scale: ColorScale): (CellColors | undefined)[] {
  const numbers = values.map(toNumber);
  const present = numbers.filter((number): number is number => number !== null);
  const min = Math.min(...present);
  const max = Math.max(...present);
  return numbers.map((number) => {
    if (number === null) return undefined;
    const background = rampColor(ramps[scale], max === min ? 0.5 : (number - min) / (max - min));
    return { background, color: contrastText(background) };
  });
}
