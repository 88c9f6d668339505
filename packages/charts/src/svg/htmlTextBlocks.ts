/**
 * Sanitised rich text (types/rich-text) read as plain text blocks for SVG: paragraphs, headings, list
 * items and quotes become blocks, <br> a new line; bold, italic, underline, strike-through, text colours
 * (span and div style) and heading sizes are kept, links are underlined; images and the other styles are
 * dropped. Roughly what the browser shows, without a DOM.
 */
export interface TextStyle {
  bold: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
  /** A CSS colour the sanitiser let through; absent: the text colour. */
  color?: string;
}

export interface TextRun extends TextStyle {
  text: string;
}

/** Whether two runs look alike (and may be written as one). */
export const sameStyle = (a: TextStyle, b: TextStyle): boolean =>
  a.bold === b.bold && !a.italic === !b.italic && !a.underline === !b.underline && !a.strike === !b.strike && a.color === b.color;

export interface TextBlock {
  runs: TextRun[];
  /** Font size relative to the text size (headings are larger). */
  scale: number;
  /** Left indent in levels (lists, quotes). */
  indent: number;
  /** Space after the block, in lines: paragraphs are apart, lines broken by <br> are not. */
  gapAfter: number;
}

const headingScales: Record<string, number> = { h1: 2, h2: 1.5, h3: 1.25, h4: 1.1 };
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'li', 'blockquote', 'ul', 'ol']);
const BOLD_TAGS = new Set(['b', 'strong']);
const ITALIC_TAGS = new Set(['i', 'em']);
const UNDERLINE_TAGS = new Set(['u', 'a']);
const COLOR_TAGS = new Set(['span', 'div']);
/** The colour a sanitised style attribute sets (sanitizeRichText checked its value). */
const STYLE_COLOR = /(?:^|;)\s*color\s*:\s*([^;"']+)/i;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Entities back to characters: the named few HTML text uses and numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return named[body.toLowerCase()] ?? whole;
  });
}

const TOKEN = /<(\/?)([a-z0-9]+)([^>]*)>|[^<]+|</gi;

export function htmlTextBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let bold = 0;
  let italic = 0;
  let underline = 0;
  let strike = 0;
  /** The colour of each open span or div, inherited when it sets none. */
  const colors: (string | undefined)[] = [];
  let quote = 0;
  let scale = 1;
  let current: TextBlock | undefined;

  /** Ends the block being written; an empty one is an empty line after a <br>, else it only widens the gap. */
  const finish = (gapAfter: number, emptyLine = false) => {
    if (current && current.runs.some((run) => run.text.trim())) {
      current.runs[0]!.text = current.runs[0]!.text.trimStart();
      blocks.push({ ...current, gapAfter });
    } else if (emptyLine && blocks.length) {
      blocks.push({ runs: [], scale, indent: lists.length + quote, gapAfter: 0 });
    } else if (blocks.length) {
      blocks.at(-1)!.gapAfter = Math.max(blocks.at(-1)!.gapAfter, gapAfter);
    }
    current = undefined;
  };
  const open = () => (current ??= { runs: [], scale, indent: lists.length + quote, gapAfter: 0 });

  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawName, attributes = ''] = match;
    const name = rawName?.toLowerCase();
    if (!name) {
      const text = decodeEntities(whole).replace(/\s+/g, ' ');
      const color = colors.at(-1);
      const style = { bold: bold > 0 || scale > 1, ...(italic ? { italic: true } : {}), ...(underline ? { underline: true } : {}), ...(strike ? { strike: true } : {}), ...(color ? { color } : {}) };
      if (text.trim() || current) open().runs.push({ text, ...style });
      continue;
    }
    if (name === 'br') {
      finish(0, current === undefined);
      continue;
    }
    const step = closing ? -1 : 1;
    if (BOLD_TAGS.has(name)) bold += step;
    if (ITALIC_TAGS.has(name)) italic += step;
    if (UNDERLINE_TAGS.has(name)) underline += step;
    if (name === 's') strike += step;
    if (COLOR_TAGS.has(name)) {
      if (closing) colors.pop();
      else colors.push(STYLE_COLOR.exec(decodeEntities(/style="([^"]*)"/i.exec(attributes)?.[1] ?? ''))?.[1]?.trim() ?? colors.at(-1));
    }
    if (!BLOCK_TAGS.has(name)) continue;
    finish(name === 'li' || name === 'div' ? 0 : 0.5);
    if (name in headingScales) scale = closing ? 1 : headingScales[name]!;
    if (name === 'blockquote') quote += closing ? -1 : 1;
    if (name === 'ul' || name === 'ol') {
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'ol', count: 0 });
    }
    if (name === 'li' && !closing) {
      const list = lists.at(-1);
      if (list) list.count += 1;
      open().runs.push({ text: list?.ordered ? `${list.count}. ` : '• ', bold: false });
    }
  }
  finish(0);
  return blocks;
}
