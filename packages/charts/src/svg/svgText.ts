/**
 * Text for SVG drawn without a browser: escaping for XML (and HTML, the same five characters), and a width
 * estimate to truncate and wrap by, since there is no font metrics API in pure code. CJK characters are
 * about 1em wide, others about 0.55em: close enough for the app's sans-serif fonts to keep text inside its
 * cell; a bold run is a little wider.
 */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes &, <, >, " and ' for XML and HTML text and attribute values. */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (char) => entities[char]!);

/** CJK ideographs, kana, hangul and full-width forms; with symbols outside the basic plane (emoji), 1em wide. */
const CJK = '\\u1100-\\u115F\\u2E80-\\uA4CF\\uAC00-\\uD7A3\\uF900-\\uFAFF\\uFE30-\\uFE4F\\uFF00-\\uFF60\\uFFE0-\\uFFE6';
const WIDE = new RegExp(`[${CJK}]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]`);
const TOKEN = new RegExp(`[${CJK}]|[^\\s${CJK}]+|\\s+`, 'g');

/** Where text may break: runs of spaces, words, and each CJK character on its own. */
export const textTokens = (text: string): string[] => text.match(TOKEN) ?? [];

const charWidth = (char: string) => (WIDE.test(char) ? 1 : 0.55);

/** The estimated width of text in px at a font size. */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char);
  return ems * fontSize * (bold ? 1.05 : 1);
}

/** The text, cut with an ellipsis to fit a width (empty when not even the ellipsis fits). */
export function truncateText(text: string, maxWidth: number, fontSize: number, bold = false): string {
  if (textWidth(text, fontSize, bold) <= maxWidth) return text;
  const room = maxWidth - textWidth('…', fontSize, bold);
  if (room < 0) return '';
  let kept = '';
  for (const char of text) {
    if (textWidth(kept + char, fontSize, bold) > room) break;
    kept += char;
  }
  return `${kept}…`;
}

/**
 * Text broken into lines no wider than maxWidth: at spaces, and between any two CJK characters; a word
 * longer than a line is cut where it overflows.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const tokens = textTokens(text);
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (textWidth(line + token, fontSize, bold) <= maxWidth) {
      line += token;
      continue;
    }
    if (line.trim()) lines.push(line.trimEnd());
    line = /^\s+$/.test(token) ? '' : token;
    while (textWidth(line, fontSize, bold) > maxWidth && line.length > 1) {
      let cut = 1;
      while (cut < line.length && textWidth(line.slice(0, cut + 1), fontSize, bold) <= maxWidth) cut += 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
