import type { ChartTheme } from '@redbi/charts';

/** The height of the band an image's title takes above the chart, in CSS pixels. */
export const TITLE_BAND_HEIGHT = 40;

const TITLE_FONT_SIZE = 16;
const TITLE_PADDING = 16;

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** CJK (and full-width) characters take about 1 em, others about 0.6 em: enough to decide where to cut. */
const charWidth = (char: string): number => (/[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 1 : 0.6);

/** The title cut with an ellipsis where it would run past the image's width. */
export function fitTitle(title: string, width: number, fontSize = TITLE_FONT_SIZE): string {
  const room = (width - 2 * TITLE_PADDING) / fontSize;
  const chars = [...title.trim()];
  let used = 0;
  for (let index = 0; index < chars.length; index += 1) {
    used += charWidth(chars[index]!);
    if (used > room) return `${chars.slice(0, Math.max(0, index - 1)).join('')}…`;
  }
  return chars.join('');
}

/** The chart's SVG (drawn at width × (height − band)) under a title band, as one SVG of width × height. */
export function withTitle(chartSvg: string, title: string, size: { width: number; height: number }, theme: ChartTheme): string {
  const inner = chartSvg.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/, '');
  const { width, height } = size;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<text x="${TITLE_PADDING}" y="${TITLE_BAND_HEIGHT / 2}" dominant-baseline="central" fill="${theme.text}" style="font-size:${TITLE_FONT_SIZE}px;font-weight:600;font-family:${theme.fontFamily}">${escapeXml(fitTitle(title, width))}</text>`,
    `<g transform="translate(0 ${TITLE_BAND_HEIGHT})">${inner}</g>`,
    '</svg>',
  ].join('');
}
