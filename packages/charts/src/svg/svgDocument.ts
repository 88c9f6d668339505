import type { ChartContext } from '../chartDefinition';
import { chartThemeOf } from '../theme/chartTheme';
import { escapeMarkup } from './svgText';

/** Where an output is drawn: the chart's theme and language, and a size in px (the server knows it). */
export type SvgContext = ChartContext & { width: number; height: number };

/** Coordinates to a tenth of a pixel keep the text short. */
const coordinate = (value: number) => String(Math.round(value * 10) / 10);

/**
 * One SVG element with escaped attribute values; attributes that are undefined or '' are left out.
 * `children` is markup already (elements, or text escaped by textElement).
 */
export function element(name: string, attributes: Record<string, string | number | undefined>, children = ''): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? coordinate(value) : escapeMarkup(value)}"`)
    .join('');
  return children ? `<${name}${written}>${children}</${name}>` : `<${name}${written}/>`;
}

/** A <text> element with escaped content; nothing for empty text. */
export const textElement = (attributes: Record<string, string | number | undefined>, text: string): string =>
  text ? element('text', attributes, escapeMarkup(text)) : '';

/** The SVG document: the theme's card colour behind the drawing, the theme's font for every text. */
export function svgDocument(context: SvgContext, body: string): string {
  const theme = chartThemeOf(context.theme);
  const width = Math.max(1, Math.round(context.width));
  const height = Math.max(1, Math.round(context.height));
  const root = {
    xmlns: 'http://www.w3.org/2000/svg',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    'font-family': theme.fontFamily,
    style: 'font-variant-numeric: tabular-nums',
  };
  return element('svg', root, element('rect', { width, height, fill: theme.surface }) + body);
}
