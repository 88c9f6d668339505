import type { ScoreCardModel } from '../chartDefinition';
import { sparklineShapes } from '../common/sparklinePath';
import { chartThemeOf } from '../theme/chartTheme';
import { element, textElement, type SvgContext } from './svgDocument';
import { escapeMarkup, textWidth, truncateText } from './svgText';

const PADDING = 16;
const LINE_GAP = 1.25;
/** The caption is the smallest line: 12 px, growing with the label on a large card (three quarters of it). */
const CAPTION_SIZE = 12;
const captionSize = (labelSize: number) => Math.max(CAPTION_SIZE, Math.round(labelSize * 0.75));
/** The comparison reads at least at 12 px, as large as the label. */
const comparisonSize = (labelSize: number) => Math.max(12, labelSize);
/** The sparkline takes a share of the card's height, within these bounds, and the value's width at most. */
const sparklineHeight = (height: number) => Math.round(Math.min(64, Math.max(18, height * 0.16)));

type Line =
  | { kind: 'text'; text: string; size: number; fill: string; bold?: boolean }
  | { kind: 'comparison'; comparison: NonNullable<ScoreCardModel['comparison']>; size: number; withBasis: boolean }
  | { kind: 'sparkline'; sparkline: NonNullable<ScoreCardModel['sparkline']>; size: number };

/** The arrow of a direction as a small triangle (not a glyph: every font draws it alike), or a square when flat. */
function arrowShape(direction: 'up' | 'down' | 'flat', x: number, middle: number, size: number, fill: string): string {
  const half = size * 0.34;
  if (direction === 'flat') return element('rect', { x, y: middle - half * 0.6, width: half * 1.2, height: half * 1.2, fill });
  const [tip, base] = direction === 'up' ? [middle - half, middle + half * 0.8] : [middle + half, middle - half * 0.8];
  return element('path', { d: `M${x} ${base} L${x + half * 2} ${base} L${x + half} ${tip} Z`, fill });
}

/** The comparison row: arrow and change in the good/bad colour, then the basis muted (unless it has its own line). */
function comparisonRow(line: Extract<Line, { kind: 'comparison' }>, context: SvgContext, align: 'left' | 'center', y: number, inner: number): string {
  const theme = chartThemeOf(context.theme);
  const { comparison, size } = line;
  const fill = comparison.color ?? { up: theme.positive, down: theme.negative, flat: theme.textMuted }[comparison.direction];
  const arrowWidth = size * 0.68 + size * 0.35;
  const change = truncateText(comparison.text, inner - arrowWidth, size, true);
  const basis = line.withBasis && comparison.basis ? ` ${comparison.basis}` : '';
  const total = arrowWidth + textWidth(change, size, true) + (basis ? textWidth(basis, size) : 0);
  const start = align === 'left' ? PADDING : Math.max(PADDING, (context.width - total) / 2);
  const middle = y - size * 0.35;
  const spans = element('tspan', { fill, 'font-weight': 'bold' }, escapeMarkup(change)) + (basis ? element('tspan', { fill: theme.textMuted }, escapeMarkup(truncateText(basis, inner - total + textWidth(basis, size), size))) : '');
  return arrowShape(comparison.direction, start, middle, size, fill) + element('text', { x: start + arrowWidth, y, 'font-size': size }, spans);
}

function sparklineShape(line: Extract<Line, { kind: 'sparkline' }>, context: SvgContext, align: 'left' | 'center', top: number, width: number): string {
  const height = line.size;
  const x = align === 'left' ? PADDING : (context.width - width) / 2;
  const shapes = sparklineShapes(line.sparkline.points, width, height);
  const { color } = line.sparkline;
  return element(
    'g',
    { transform: `translate(${Math.round(x * 10) / 10} ${Math.round(top * 10) / 10})` },
    element('path', { d: shapes.area, fill: color, 'fill-opacity': 0.14 }) +
      element('path', { d: shapes.line, fill: 'none', stroke: color, 'stroke-width': 2, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }) +
      (shapes.last ? element('circle', { cx: shapes.last.x, cy: shapes.last.y, r: 3, fill: color }) : ''),
  );
}

/**
 * A score card as SVG: the label, the value (shrunk to fit the width or height when the set size would
 * not), the comparison (an arrow and the change in the good/bad colour, its basis muted), the sparkline
 * and the caption, stacked and centred vertically, aligned left or centred. What does not fit a small card
 * goes first: the sparkline, then the basis's own line.
 */
export function scoreCardSvg({ card }: { card: ScoreCardModel }, context: SvgContext): string {
  const theme = chartThemeOf(context.theme);
  const { style } = card;
  const inner = Math.max(0, context.width - 2 * PADDING);
  const compareSize = comparisonSize(style.labelFontSize);
  const comparison = card.comparison;
  const changeWidth = comparison ? compareSize * 1.03 + textWidth(comparison.text, compareSize, true) : 0;
  const basisInline = comparison?.basis ? changeWidth + textWidth(` ${comparison.basis}`, compareSize) <= inner : false;
  const room = context.height - 2 * PADDING;
  const sparkSize = sparklineHeight(context.height);
  const label: Line | undefined = card.label ? { kind: 'text', text: card.label, size: style.labelFontSize, fill: style.labelColor } : undefined;
  const compareLines: Line[] = comparison
    ? [
        { kind: 'comparison', comparison, size: compareSize, withBasis: basisInline },
        ...(comparison.basis && !basisInline ? [{ kind: 'text' as const, text: comparison.basis, size: captionSize(style.labelFontSize), fill: theme.textMuted }] : []),
      ]
    : [];
  const caption: Line | undefined = card.caption ? { kind: 'text', text: card.caption, size: captionSize(style.labelFontSize), fill: theme.textMuted } : undefined;
  const heightOf = (lines: readonly Line[]) => lines.reduce((total, line) => total + (line.kind === 'sparkline' ? line.size + 8 : line.size * LINE_GAP), 0);
  const small = [label, ...compareLines, caption].filter((line) => line !== undefined);
  // A sparkline only where the value keeps at least 28 px beside the rest.
  const sparkline: Line | undefined = card.sparkline && room - heightOf(small) - sparkSize - 8 >= 28 * LINE_GAP ? { kind: 'sparkline', sparkline: card.sparkline, size: sparkSize } : undefined;
  const smallHeight = heightOf(sparkline ? [...small, sparkline] : small);
  const widthAtOne = textWidth(card.value, 1, true);
  const valueSize = Math.max(8, Math.min(style.valueFontSize, widthAtOne > 0 ? inner / widthAtOne : style.valueFontSize, (room - smallHeight) / LINE_GAP));
  const value: Line = { kind: 'text', text: card.value, size: valueSize, fill: style.color, bold: true };
  const lines = [label, value, ...compareLines, sparkline, caption].filter((line) => line !== undefined);
  const blockHeight = heightOf(lines);
  const x = style.align === 'left' ? PADDING : context.width / 2;
  const sparkWidth = Math.min(inner, Math.max(textWidth(card.value, valueSize, true) * 1.2, Math.min(inner, 160)));
  let top = Math.max(0, (context.height - blockHeight) / 2);
  return lines
    .map((line) => {
      if (line.kind === 'sparkline') {
        const drawn = sparklineShape(line, context, style.align, top + 4, sparkWidth);
        top += line.size + 8;
        return drawn;
      }
      const height = line.size * LINE_GAP;
      const baseline = top + height / 2 + line.size * 0.35;
      top += height;
      if (line.kind === 'comparison') return comparisonRow(line, context, style.align, baseline, inner);
      return textElement(
        {
          x,
          y: baseline,
          'text-anchor': style.align === 'left' ? undefined : 'middle',
          'font-size': line.size,
          'font-weight': line.bold ? 'bold' : undefined,
          fill: line.fill,
        },
        truncateText(line.text, inner, line.size, line.bold === true),
      );
    })
    .join('');
}
