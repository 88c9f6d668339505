import type { ChartOutput } from '../chartDefinition';
import { element, type SvgContext } from './svgDocument';
import { htmlTextBlocks, sameStyle, type TextRun } from './htmlTextBlocks';
import { escapeMarkup, textTokens, textWidth } from './svgText';

type RichTextOutput = Extract<ChartOutput, { kind: 'richtext' }>;

const PADDING = 12;
const INDENT = 20;

/** Runs broken into lines that fit a width, at the same places plain text breaks (svgText.ts). */
function wrapRuns(runs: readonly TextRun[], maxWidth: number, fontSize: number): TextRun[][] {
  const lines: TextRun[][] = [];
  let line: TextRun[] = [];
  let width = 0;
  for (const run of runs) {
    for (const token of textTokens(run.text)) {
      const tokenWidth = textWidth(token, fontSize, run.bold);
      const space = /^\s+$/.test(token);
      if (width + tokenWidth > maxWidth && line.length) {
        lines.push(line);
        line = [];
        width = 0;
        if (space) continue;
      }
      const last = line.at(-1);
      if (last && sameStyle(last, run)) last.text += token;
      else line.push({ ...run, text: token });
      width += tokenWidth;
    }
  }
  if (line.length) lines.push(line);
  return lines;
}

/** A run's look as tspan attributes: bold, italic, underline or strike-through, its own colour. */
function runAttributes(run: TextRun): Record<string, string | undefined> {
  const decoration = [run.underline ? 'underline' : '', run.strike ? 'line-through' : ''].filter(Boolean).join(' ');
  return { 'font-weight': run.bold ? 'bold' : undefined, 'font-style': run.italic ? 'italic' : undefined, 'text-decoration': decoration || undefined, fill: run.color };
}

/**
 * Rich text as SVG: the text of its blocks wrapped to the width, headings larger, bold, italic, underline,
 * strike-through and colours kept, paragraphs apart; what does not fit the height is cut, the last line drawn ending in an ellipsis.
 */
export function richTextSvg(output: RichTextOutput, context: SvgContext): string {
  const { color, fontSize, lineHeight } = output.style;
  const parts: string[] = [];
  let top = PADDING;
  let cut = false;
  for (const block of htmlTextBlocks(output.html)) {
    const size = fontSize * block.scale;
    const height = size * lineHeight;
    const x = PADDING + block.indent * INDENT;
    const lines = block.runs.length ? wrapRuns(block.runs, context.width - x - PADDING, size) : [[]];
    for (const line of lines) {
      if (top + height > context.height - PADDING) {
        cut = true;
        break;
      }
      const spans = line.map((run) => element('tspan', runAttributes(run), escapeMarkup(run.text))).join('');
      if (spans) parts.push(element('text', { x, y: top + height / 2 + size * 0.35, 'font-size': size, fill: color, 'xml:space': 'preserve' }, spans));
      top += height;
    }
    if (cut) break;
    top += block.gapAfter * height;
  }
  if (cut && parts.length) parts[parts.length - 1] = parts.at(-1)!.replace(/<\/tspan><\/text>$/, '…</tspan></text>');
  return parts.join('');
}
