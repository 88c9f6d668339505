import { Encodings, Font, FontNames } from '@pdf-lib/standard-fonts';

/** Characters the CJK font draws a full em wide: Han, kana, Hangul, CJK symbols and punctuation, full-width forms. */
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\u30A0-\\u30FF\\p{Script=Hangul}\\u3000-\\u303F\\uFF01-\\uFF60\\uFFE0-\\uFFE6';
const IS_CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
const RUNS = new RegExp(`[${CJK_CLASS}]+|[^${CJK_CLASS}]+`, 'gu');

/** A text element whose content is plain text (no child elements): its opening tag and its content. */
const PLAIN_TEXT = /<text\b([^>]*)>([^<]+)<\/text>/g;

/**
 * Latin widths: Liberation Sans has the advance widths of Arial, which has those of Helvetica, whose metrics
 * (with kerning pairs) ship with pdf-lib's standard fonts. Only Liberation Sans is measured so; with another
 * Latin font, text is left as it is.
 */
const MEASURED_LATIN_FAMILY = 'Liberation Sans';
const helvetica = { regular: Font.load(FontNames.Helvetica), bold: Font.load(FontNames.HelveticaBold) };

/** A Latin run's width in pixels, or undefined when it has a character the metrics do not know. */
function latinWidth(text: string, fontSize: number, bold: boolean): number | undefined {
  const font = bold ? helvetica.bold : helvetica.regular;
  let units = 0;
  let previous: string | undefined;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (!Encodings.WinAnsi.canEncodeUnicodeCodePoint(code)) return undefined;
    const glyph = Encodings.WinAnsi.encodeUnicodeCodePoint(code).name;
    const width = font.getWidthOfGlyph(glyph);
    if (width === undefined) return undefined;
    units += width + (previous ? (font.getXAxisKerningForPair(previous, glyph) ?? 0) : 0);
    previous = glyph;
  }
  return (units / 1000) * fontSize;
}

/** A CJK run's width: a full em per character in the CJK font. */
const cjkWidth = (text: string, fontSize: number) => [...text].length * fontSize;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? entity),
  );
const encode = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The value of an attribute or of a style property of a text element's attributes. */
function property(attributes: string, name: string): string | undefined {
  const style = /style="([^"]*)"/.exec(attributes)?.[1] ?? '';
  const fromStyle = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`).exec(style)?.[1];
  return (fromStyle ?? new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1])?.trim();
}

/**
 * Size and weight of a text element, as zrender writes them (font-size and font-weight properties). resvg
 * does not read the font shorthand, so a text sized by it alone is not measured (left as it is).
 */
function fontOf(attributes: string): { size: number; bold: boolean } | undefined {
  const size = Number.parseFloat(property(attributes, 'font-size') ?? '');
  if (!Number.isFinite(size) || size <= 0) return undefined;
  return { size, bold: /bold|[6-9]00/.test(property(attributes, 'font-weight') ?? 'normal') };
}

/**
 * Gives each run of characters its own font (issue 26). resvg shapes a text chunk with one font once a
 * character needs the fallback, so '2024 销售' was drawn entirely in the CJK font: thin digits, no bold.
 * A text element that mixes CJK and Latin runs becomes one chunk per run — tspans with their own x, laid
 * out from the element's anchor by the runs' widths — the Latin family for Latin runs, the CJK family for
 * CJK runs. Text of one script, elements with children, positions given per character, and text the
 * metrics cannot measure are left as they are.
 */
export function withScriptRuns(svg: string, families: { latin?: string; cjk: string }): string {
  const { latin } = families;
  if (!latin || !latin.includes(MEASURED_LATIN_FAMILY)) return svg;
  return svg.replace(PLAIN_TEXT, (whole, attributes: string, content: string) => {
    const text = decode(content);
    if (!IS_CJK.test(text)) return whole;
    const runs = text.match(RUNS) ?? [];
    const x = property(attributes, 'x') ?? '0';
    const font = fontOf(attributes);
    if (runs.length < 2 || !font || !/^-?\d+(\.\d+)?$/.test(x)) return whole;
    const widths = runs.map((run) => (IS_CJK.test(run) ? cjkWidth(run, font.size) : latinWidth(run, font.size, font.bold)));
    if (widths.some((width) => width === undefined)) return whole;
    const total = widths.reduce((sum: number, width) => sum + width!, 0);
    const anchor = property(attributes, 'text-anchor') ?? 'start';
    let left = Number(x) - (anchor === 'middle' ? total / 2 : anchor === 'end' ? total : 0);
    const spans = runs.map((run, index) => {
      const span = `<tspan x="${left.toFixed(2)}" text-anchor="start" font-family="${IS_CJK.test(run) ? families.cjk : latin}">${encode(run)}</tspan>`;
      left += widths[index]!;
      return span;
    });
    return `<text${attributes}>${spans.join('')}</text>`;
  });
}
