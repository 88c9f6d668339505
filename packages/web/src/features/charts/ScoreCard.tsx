import { chartThemeOf } from '@redbi/charts';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { fittedFontSize } from './fittedFontSize';
import type { OutputOfKind, OutputViewProps } from './outputViewProps';
import './messages';

const arrows = { up: '▲', down: '▼', flat: '■' } as const;

/**
 * One large number that reads from across a room, its label above, an optional comparison (▲ 12.3 % vs last
 * period, coloured by direction) and a small caption (reference/visual.md, Layout).
 */
export function ScoreCard({ output, context }: OutputViewProps<OutputOfKind<'scorecard'>>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { card } = output;
  const { style } = card;
  const chartTheme = chartThemeOf(context.theme);
  const directionColor = { up: chartTheme.positive, down: chartTheme.negative, flat: chartTheme.textMuted };
  const padding = token.paddingLG;
  const valueSize = fittedFontSize(card.value, style.valueFontSize, {
    width: context.width && context.width - 2 * padding,
    height: context.height && context.height - 2 * padding,
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
      <div style={{ color: style.labelColor, fontSize: style.labelFontSize, lineHeight: 1.3 }}>{card.label}</div>
      <div style={{ color: style.color, fontSize: valueSize, fontWeight: 600, lineHeight: 1.1, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {card.value}
      </div>
      {card.comparison && (
        <div style={{ color: directionColor[card.comparison.direction], fontSize: Math.max(12, style.labelFontSize), fontVariantNumeric: 'tabular-nums' }}>
          <span role="img" aria-label={t(`charts.comparison.${card.comparison.direction}`)}>
            {arrows[card.comparison.direction]}
          </span>{' '}
          <span>{card.comparison.text}</span>
        </div>
      )}
      {card.caption && <div style={{ color: chartTheme.textMuted, fontSize: 12 }}>{card.caption}</div>}
    </div>
  );
}
