import { chartThemeOf } from '@redbi/charts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { fittedFontSize } from './fittedFontSize';
import type { OutputOfKind, OutputViewProps } from './outputViewProps';
import { Sparkline, sparklineHeight } from './Sparkline';
import './messages';

const arrows = { up: '▲', down: '▼', flat: '■' } as const;
const LINE_HEIGHT = 1.3;

/**
 * One large number that reads from across a room, its label above, an optional comparison (▲ +12.3% in
 * the good/bad colour, its basis "vs previous month" muted; arrows, not colour alone), an optional sparkline
 * of the metric over time and a small caption (reference/visual.md, Layout). On a card too small for all of
 * it the sparkline goes first.
 */
export function ScoreCard({ output, context }: OutputViewProps<OutputOfKind<'scorecard'>>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { card } = output;
  const { style, comparison } = card;
  const chartTheme = chartThemeOf(context.theme);
  const directionColor = { up: chartTheme.positive, down: chartTheme.negative, flat: chartTheme.textMuted };
  const padding = context.width !== undefined && context.width < 240 ? token.paddingSM : token.paddingLG;
  const compareSize = Math.max(12, style.labelFontSize);
  const innerHeight = context.height && context.height - 2 * padding;
  const lineOf = (size: number, shown: unknown) => (shown ? size * LINE_HEIGHT + token.marginXS : 0);
  const smallHeight = lineOf(style.labelFontSize, card.label) + lineOf(compareSize, comparison) + lineOf(12, card.caption);
  const sparkHeight = sparklineHeight(context.height);
  // The sparkline only where the value keeps 28 px beside everything else.
  const showSparkline = card.sparkline !== undefined && (innerHeight === undefined || innerHeight - smallHeight - sparkHeight - token.marginXS >= 28 * 1.1);
  const valueSize = fittedFontSize(card.value, style.valueFontSize, {
    width: context.width && context.width - 2 * padding,
    height: innerHeight && Math.max(24, (innerHeight - smallHeight - (showSparkline ? sparkHeight + token.marginXS : 0)) * 2),
  });
  return (
    <div
      style={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        alignItems: style.align === 'center' ? 'center' : 'flex-start',
        textAlign: style.align,
        gap: token.marginXS,
        padding,
        boxSizing: 'border-box',
        overflow: 'hidden',
      }}
    >
      {card.label && <div style={{ color: style.labelColor, fontSize: style.labelFontSize, lineHeight: LINE_HEIGHT }}>{card.label}</div>}
      <div style={{ color: style.color, fontSize: valueSize, fontWeight: 600, lineHeight: 1.1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {card.value}
      </div>
      {comparison && (
        <div style={{ fontSize: compareSize, lineHeight: LINE_HEIGHT, fontVariantNumeric: 'tabular-nums', maxWidth: '100%' }} data-direction={comparison.direction}>
          <span style={{ color: comparison.color ?? directionColor[comparison.direction], fontWeight: 600, whiteSpace: 'nowrap' }}>
            <span role="img" aria-label={t(`charts.comparison.${comparison.direction}`)} style={{ fontSize: '0.8em', marginRight: 4 }}>
              {arrows[comparison.direction]}
            </span>
            <span>{comparison.text}</span>
          </span>
          {/* The basis wraps as a whole onto its own line when the card is narrow. */}
          {comparison.basis && <span style={{ color: chartTheme.textMuted, marginLeft: 6, display: 'inline-block', whiteSpace: 'nowrap', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'bottom' }}>{comparison.basis}</span>}
        </div>
      )}
      {showSparkline && card.sparkline && <Sparkline sparkline={card.sparkline} height={sparkHeight} width={context.width && Math.min(context.width - 2 * padding, Math.max(160, valueSize * card.value.length * 0.7))} />}
      {card.caption && <div style={{ color: chartTheme.textMuted, fontSize: 12 }}>{card.caption}</div>}
    </div>
  );
}
