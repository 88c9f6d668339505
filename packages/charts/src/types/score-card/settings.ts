import type { SettingGroup } from '../../settings/settingControls';
import { categoricalPalettes } from '../../theme/palettes';

/**
 * The value reads from across a room (reference/visual.md): it grows to fill its card (fittedValue.ts), or
 * with autoFit off is drawn at its font size. Its colour follows the theme unless a colour of its own is
 * switched on, so one chart reads well in light and dark.
 */
export const scoreValueSettings: SettingGroup = {
  key: 'value',
  labelKey: 'settings.scoreCard.value',
  controls: [
    { key: 'autoFit', kind: 'switch', default: true },
    { key: 'fontSize', kind: 'fontSize', default: 48 },
    { key: 'customColor', kind: 'switch', default: false },
    { key: 'color', kind: 'color', default: categoricalPalettes.redbi[0] },
  ],
};

export const scoreLabelSettings: SettingGroup = {
  key: 'label',
  labelKey: 'settings.scoreCard.label',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'fontSize', kind: 'fontSize', default: 14 },
  ],
};

export const scoreLayoutSettings: SettingGroup = {
  key: 'layout',
  labelKey: 'settings.scoreCard.layout',
  controls: [
    { key: 'align', kind: 'select', options: ['center', 'left'], default: 'center' },
    { key: 'caption', kind: 'text', maxLength: 200, default: '' },
  ],
};

/**
 * The comparison (Superset's "Big Number with Trendline", Metabase's "Trend"): against the previous period
 * (the date range shifted by one period: comparisonPeriod.ts) or a target (the target section's metric,
 * else the value here), as a percentage and/or an absolute change, coloured good or bad by `better`.
 */
export const scoreComparisonSettings: SettingGroup = {
  key: 'comparison',
  labelKey: 'settings.scoreCard.comparison',
  controls: [
    { key: 'mode', kind: 'select', options: ['noComparison', 'previousPeriod', 'target'], default: 'noComparison' },
    { key: 'period', kind: 'select', options: ['auto', 'day', 'week', 'month', 'quarter', 'year'], default: 'auto' },
    { key: 'targetValue', kind: 'number', min: -1e15, max: 1e15, default: 0 },
    { key: 'showPercent', kind: 'switch', default: true },
    { key: 'showAbsolute', kind: 'switch', default: false },
    { key: 'better', kind: 'select', options: ['higherIsBetter', 'lowerIsBetter'], default: 'higherIsBetter' },
  ],
};

/** The metric over time beneath the number, by the date field (at its level, else one finer than the period). */
export const scoreTrendSettings: SettingGroup = {
  key: 'trend',
  labelKey: 'settings.scoreCard.trend',
  controls: [{ key: 'sparkline', kind: 'switch', default: true }],
};

/**
 * The comparison and trend groups only add keys, each with a default that draws a card as before (no
 * comparison; a sparkline only once a date field is placed): stored settings stay at version 1 and need no
 * migration, as for the other types' added settings (resolveSettings fills the defaults).
 */
export const scoreCardSettingGroups: readonly SettingGroup[] = [scoreValueSettings, scoreLabelSettings, scoreComparisonSettings, scoreTrendSettings, scoreLayoutSettings];
