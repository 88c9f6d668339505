/** Text drawn on a fill: the darkest and lightest the charts use (the light theme's text, white). */
const DARK_TEXT = '#1F2329';
const LIGHT_TEXT = '#FFFFFF';

/** A #RGB or #RRGGBB colour's channels (0–255); undefined for anything else. */
function channels(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a colour. */
export function relativeLuminance(color: string): number {
  const rgb = channels(color);
  if (!rgb) return 0;
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour that reads best on a fill (a funnel stage, a pie slice): dark text on light fills
 * (yellow, light blue, green), white on dark ones, whichever contrasts more, so no outline is needed.
 */
export const readableTextOn = (fill: string): string => (contrastRatio(fill, DARK_TEXT) >= contrastRatio(fill, LIGHT_TEXT) ? DARK_TEXT : LIGHT_TEXT);
