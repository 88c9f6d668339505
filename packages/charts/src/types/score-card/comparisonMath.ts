import type { ChartTheme } from '../../theme/chartTheme';

/** The way a value moved: ▲ up, ▼ down, ■ unchanged. */
export type ChangeDirection = 'up' | 'down' | 'flat';

export interface Change {
  /** current − base. */
  absolute: number;
  /** The change as a percentage of the base's size; undefined when the base is 0 (no percentage of nothing). */
  percent: number | undefined;
  direction: ChangeDirection;
}

/** A value read as a number: numbers, numeric text (decimals and big integers come as text), bigints. */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/**
 * The change from `base` to `current`. The percentage is of the base's size (|base|), so a loss that
 * shrinks (−100 → −50) reads as +50 %, up; a change too small to tell from float noise is no change.
 */
export function changeOf(current: number, base: number): Change {
  const raw = current - base;
  const noise = 1e-9 * Math.max(Math.abs(current), Math.abs(base));
  const absolute = Math.abs(raw) <= noise ? 0 : raw;
  const percent = base === 0 ? undefined : (absolute / Math.abs(base)) * 100;
  return { absolute, percent, direction: absolute > 0 ? 'up' : absolute < 0 ? 'down' : 'flat' };
}

/** Good or bad in the theme's colours: up is good unless lower is better; no change is neither. */
export function changeColor(direction: ChangeDirection, lowerIsBetter: boolean, theme: Pick<ChartTheme, 'positive' | 'negative' | 'textMuted'>): string {
  if (direction === 'flat') return theme.textMuted;
  return (direction === 'up') !== lowerIsBetter ? theme.positive : theme.negative;
}

/** A percentage change with its sign: one decimal below 100 %, none from there (+12.5%, −340%). */
export function percentText(percent: number): string {
  const size = Math.abs(percent);
  const digits = size >= 100 ? 0 : 1;
  const text = size.toFixed(digits);
  if (Number(text) === 0) return `${(0).toFixed(digits)}%`;
  return `${percent > 0 ? '+' : '−'}${text}%`;
}

/** A formatted size with the change's sign ('+1.2K', '−$30.00'); the formatter is given the size alone. */
export const signedText = (absolute: number, format: (size: number) => string): string =>
  absolute === 0 ? format(0) : `${absolute > 0 ? '+' : '−'}${format(Math.abs(absolute))}`;
