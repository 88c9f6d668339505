import type { NumberFormat } from '@redbi/shared/domain';
import type { ChartBuildInput, ChartOutput, ScoreCardModel } from '../../chartDefinition';
import { roundedAverage } from '../../common/chartFields';
import { compactNumber } from '../../format/compactNumber';
import { chartThemeOf } from '../../theme/chartTheme';
import { tableFieldsOf, valueIn } from '../table/tableFields';
import { numberOf } from './comparisonMath';
import { fittedSizes } from './fittedValue';
import { comparisonBasis, comparisonModel, sparklineModel } from './scoreComparison';
import { scoreCardSections } from './sections';

/** A format that asks for nothing in particular: the card then abbreviates (1.2M, 123.5万) to stay readable. */
const isDefaultFormat = (format: NumberFormat | undefined) =>
  !format || (format.kind === 'default' && (format.unit ?? 'none') === 'none' && format.decimals === undefined && !format.prefix && !format.suffix);

/** What a card shows when the value is empty (no row, or NULL). */
const NO_VALUE = '–';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The score card: the metric's value of the one row, large, with the metric's title as its label; with a
 * comparison (against the previous period or a target: scoreComparison.ts) and a sparkline beneath when the
 * settings ask and the extra queries answered (scoreQueries.ts).
 */
export function buildScoreCardOption(input: ChartBuildInput): ChartOutput {
  const { config, settings, data, context } = input;
  const theme = chartThemeOf(context.theme);
  const [metric] = tableFieldsOf(config, scoreCardSections.metrics, data, context.locale);
  const row = data.rows[0];
  const write = (value: unknown): string =>
    !metric ? '' : metric.numeric && isDefaultFormat(metric.field.format) ? compactNumber(metric.aggregate === 'AVG' ? roundedAverage(value) : value, context.locale) : metric.format(value);
  const basis = metric ? comparisonBasis(input, metric.field.uid, (value) => write(value)) : undefined;
  const value = basis && 'current' in basis ? basis.current : metric && row ? valueIn(row, metric) : null;
  const text = isEmpty(value) ? '' : write(value);
  const caption = settings.str('layout.caption').trim();
  const shown = text === '' ? NO_VALUE : text;
  const chosen = { value: settings.num('value.fontSize'), label: settings.num('label.fontSize') };
  const sparkline = metric ? sparklineModel(input, metric.field.uid) : undefined;
  const sizes = settings.bool('value.autoFit') ? fittedSizes(shown, context, chosen, { comparison: basis !== undefined, sparkline: sparkline !== undefined }) : chosen;
  const card: ScoreCardModel = {
    value: shown,
    label: settings.bool('label.show') && metric ? metric.title : '',
    ...(basis ? { comparison: comparisonModel(numberOf(value), basis, settings, input, (size) => write(size)) } : {}),
    ...(sparkline ? { sparkline } : {}),
    ...(caption ? { caption } : {}),
    style: {
      color: settings.bool('value.customColor') ? settings.str('value.color') : theme.text,
      labelColor: theme.textMuted,
      valueFontSize: sizes.value,
      labelFontSize: sizes.label,
      align: settings.str('layout.align') === 'left' ? 'left' : 'center',
    },
  };
  return { kind: 'scorecard', card };
}
