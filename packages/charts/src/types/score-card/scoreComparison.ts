import type { ChartData, ChartBuildInput, ScoreCardModel } from '../../chartDefinition';
import type { FormatLocale } from '../../format/numberFormat';
import { chartText } from '../../i18n/chartMessages';
import type { SettingValues } from '../../settings/settingValues';
import { categoricalPalettes } from '../../theme/palettes';
import { chartThemeOf } from '../../theme/chartTheme';
import { columnIndex } from '../../common/chartFields';
import { changeColor, changeOf, numberOf, percentText, signedText } from './comparisonMath';
import { scoreCardMessages } from './messages';
import { comparisonPlan, scoreExtras } from './scoreQueries';
import type { DateLevel } from '@redbi/shared/query';

/** The palette's first blue lightened for a dark card (contrast over 5:1 against its surface). */
const DARK_SPARKLINE = '#7C95E0';

/** Any instant: a plan without filters resolves no relative time. */
const NO_RANGE_NOW = new Date(0);

/** The first row's value of a column, by name (a field's uid). */
function firstValue(data: ChartData | undefined, name: string, row = 0): unknown {
  if (!data) return undefined;
  const index = columnIndex(data, name);
  return index < 0 ? undefined : data.rows[row]?.[index];
}

/** What the card compares: the number shown (when the comparison changes it) and the base it is compared with. */
interface Basis {
  /** The value the headline shows instead of the main row's (latest period without a range). */
  current?: unknown;
  base: number | undefined;
  /** The basis text ('vs previous month'). */
  text: string;
}

const text = (locale: FormatLocale, key: string, params: Record<string, string> = {}) => chartText(locale, key, params, scoreCardMessages[locale]);

/**
 * The basis of the comparison the settings ask for, from the main row and the extra queries' answers;
 * undefined when there is none (no comparison, or the previous period asked without a date field).
 */
export function comparisonBasis(input: ChartBuildInput, metricUid: string, format: (value: number) => string): Basis | undefined {
  const { config, settings, data, context } = input;
  // Without the filters (no range to resolve, so no "now"): the mode, the date field and the period a card
  // without a range compares by. With a range, the previous query's name says its period.
  const plan = comparisonPlan(config, settings, [], NO_RANGE_NOW);
  if (plan.mode === 'target') {
    const [targetField] = config.sections.target ?? [];
    const target = targetField ? numberOf(firstValue(data, targetField.uid)) : settings.num('comparison.targetValue');
    return { base: target, text: text(context.locale, 'text.scoreCard.vsTarget', { target: target === undefined ? '–' : format(target) }) };
  }
  if (plan.mode !== 'previousPeriod' || !plan.date) return undefined;
  const previousKey = Object.keys(data.extras ?? {}).find((key) => key.startsWith(`${scoreExtras.previous}.`));
  if (previousKey) {
    const period = previousKey.slice(scoreExtras.previous.length + 1) as DateLevel;
    return { base: numberOf(firstValue(data.extras?.[previousKey], metricUid)), text: text(context.locale, `text.scoreCard.vsPrevious.${period}`) };
  }
  const periods = data.extras?.[scoreExtras.periods];
  if (!periods) return undefined;
  return {
    current: firstValue(periods, metricUid, 0) ?? null,
    base: numberOf(firstValue(periods, metricUid, 1)),
    text: text(context.locale, `text.scoreCard.latest.${plan.period}`),
  };
}

/** The comparison line of the card: change text, arrow direction, good/bad colour and basis. */
export function comparisonModel(current: number | undefined, basis: Basis, settings: SettingValues, input: Pick<ChartBuildInput, 'context'>, format: (value: number) => string): NonNullable<ScoreCardModel['comparison']> {
  const theme = chartThemeOf(input.context.theme);
  if (current === undefined || basis.base === undefined) {
    return { text: text(input.context.locale, 'text.scoreCard.noBase'), direction: 'flat', color: theme.textMuted, basis: basis.text };
  }
  const change = changeOf(current, basis.base);
  const absolute = signedText(change.absolute, format);
  const showPercent = settings.bool('comparison.showPercent');
  const showAbsolute = settings.bool('comparison.showAbsolute');
  const parts =
    showPercent && change.percent !== undefined
      ? [percentText(change.percent), ...(showAbsolute ? [`(${absolute})`] : [])]
      : // No percentage of nothing: the absolute change says it.
        [absolute];
  return {
    text: parts.join(' '),
    direction: change.direction,
    color: changeColor(change.direction, settings.str('comparison.better') === 'lowerIsBetter', theme),
    basis: basis.text,
  };
}

/** The sparkline's points in time order (the trend query answers latest first), or undefined without one. */
export function sparklineModel(input: ChartBuildInput, metricUid: string): ScoreCardModel['sparkline'] {
  const trend = input.data.extras?.[scoreExtras.trend];
  if (!trend || !input.settings.bool('trend.sparkline')) return undefined;
  const index = columnIndex(trend, metricUid);
  if (index < 0 || trend.rows.length < 2) return undefined;
  const points = trend.rows.map((row) => numberOf(row[index]) ?? null).reverse();
  // The palette's first colour, a step lighter on a dark card so that the thin line stays legible.
  const themed = input.context.theme === 'dark' ? DARK_SPARKLINE : categoricalPalettes.redbi[0]!;
  const color = input.settings.bool('value.customColor') ? input.settings.str('value.color') : themed;
  return { points, color };
}
