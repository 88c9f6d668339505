import type { ScoreCardModel } from '../chartDefinition';
import { chartThemeOf } from '../theme/chartTheme';
import { textElement, type SvgContext } from './svgDocument';
import { textWidth, truncateText } from './svgText';

const PADDING = 16;
const LINE_GAP = 1.25;
/** The caption is the smallest line: 12 px, growing with the label on a large card (three quarters of it). */
const CAPTION_SIZE = 12;
const captionSize = (labelSize: number) => Math.max(CAPTION_SIZE, Math.round(labelSize * 0.75));

/**
 * A score card as SVG: the label, the value (shrunk to fit the width or height when the set size would
 * not), the comparison and the caption, stacked and centred vertically, aligned left or centred.
 */
export function scoreCardSvg({ card }: { card: ScoreCardModel }, context: SvgContext): string {
  const theme = chartThemeOf(context.theme);
  const { style } = card;
  const inner = Math.max(0, context.width - 2 * PADDING);
  const comparisonColor = card.comparison ? { up: theme.positive, down: theme.negative, flat: theme.textMuted }[card.comparison.direction] : undefined;
  const smallLines = [
    card.label ? { text: card.label, size: style.labelFontSize, fill: style.labelColor } : undefined,
    card.comparison ? { text: card.comparison.text, size: style.labelFontSize, fill: comparisonColor! } : undefined,
    card.caption ? { text: card.caption, size: captionSize(style.labelFontSize), fill: theme.textMuted } : undefined,
  ];
  const smallHeight = smallLines.reduce((total, line) => total + (line ? line.size * LINE_GAP : 0), 0);
  const widthAtOne = textWidth(card.value, 1, true);
  const valueSize = Math.max(8, Math.min(style.valueFontSize, widthAtOne > 0 ? inner / widthAtOne : style.valueFontSize, (context.height - 2 * PADDING - smallHeight) / LINE_GAP));
  const [label, comparison, caption] = smallLines;
  const lines = [label, { text: card.value, size: valueSize, fill: style.color, bold: true }, comparison, caption].filter((line) => line !== undefined);
  const blockHeight = lines.reduce((total, line) => total + line.size * LINE_GAP, 0);
  const x = style.align === 'left' ? PADDING : context.width / 2;
  let top = Math.max(0, (context.height - blockHeight) / 2);
  return lines
    .map((line) => {
      const height = line.size * LINE_GAP;
      const bold = 'bold' in line;
      const text = textElement(
        {
          x,
          y: top + height / 2 + line.size * 0.35,
          'text-anchor': style.align === 'left' ? undefined : 'middle',
          'font-size': line.size,
          'font-weight': bold ? 'bold' : undefined,
          fill: line.fill,
        },
        truncateText(line.text, inner, line.size, bold),
      );
      top += height;
      return text;
    })
    .join('');
}
