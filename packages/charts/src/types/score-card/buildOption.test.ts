import { ChartConfigSchema, type ChartConfigInput, type ChartFieldInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import type { ChartContext, ChartData, ChartOutput, ScoreCardModel } from '../../chartDefinition';
import { checkRequirements, requirementsOf } from '../../requirements';
import { resolveSettings } from '../../settings/settingValues';
import { chartThemes } from '../../theme/chartTheme';
import { missingSettingLabels } from '../table/missingSettingLabels';
import { scoreCardChart } from './index';

const revenue: ChartFieldInput = { uid: 'm', column: 'revenue', type: 'numeric', aggregate: 'SUM' };
const region: ChartFieldInput = { uid: 'd', column: 'region', type: 'string' };

const configOf = (input: Partial<ChartConfigInput>) => ChartConfigSchema.parse({ chartType: 'score-card', ...input });
const one = (value: unknown): ChartData => ({ columns: [{ name: 'm', type: 'number' }], rows: [[value]] });

function cardOf(output: ChartOutput): ScoreCardModel {
  if (output.kind !== 'scorecard') throw new Error(`expected a score card, got ${output.kind}`);
  return output.card;
}

function draw(input: Partial<ChartConfigInput>, data: ChartData, context: ChartContext = { theme: 'light', locale: 'en' }) {
  const config = configOf(input);
  const settings = resolveSettings(scoreCardChart, config.settings, config.settingsVersion);
  return cardOf(scoreCardChart.buildOption({ config, settings, data, context }));
}

describe('score card requirements', () => {
  it('only allows one metric and no dimension', () => {
    expect(requirementsOf(scoreCardChart)).toEqual([
      { messageKey: 'validation.onlyAllows', sectionKey: 'requirement.dimensions', params: { count: 0 } },
      { messageKey: 'validation.onlyAllows', sectionKey: 'requirement.metrics', params: { count: 1 } },
    ]);
    expect(checkRequirements(scoreCardChart, configOf({ sections: { metrics: [revenue] } }))).toEqual([]);
    expect(checkRequirements(scoreCardChart, configOf({ sections: { metrics: [revenue, { ...revenue, uid: 'm2' }] } }))).toEqual([
      { messageKey: 'validation.onlyAllows', sectionKey: 'section.metrics', params: { count: 1 } },
      { messageKey: 'validation.onlyAllows', sectionKey: 'requirement.metrics', params: { count: 1 } },
    ]);
    expect(checkRequirements(scoreCardChart, configOf({ sections: {} }))[0]).toEqual({ messageKey: 'validation.onlyAllows', sectionKey: 'section.metrics', params: { count: 1 } });
    // Fields under keys the type has no section for (left by another type) are not counted.
    expect(checkRequirements(scoreCardChart, configOf({ sections: { dimensions: [region], metrics: [revenue] } }))).toEqual([]);
    expect(missingSettingLabels(scoreCardChart, 'en')).toEqual([]);
    expect(missingSettingLabels(scoreCardChart, 'zh')).toEqual([]);
  });
});

describe('score card buildOption', () => {
  it('abbreviates a value without a format by locale, and labels it with the field title', () => {
    const en = draw({ sections: { metrics: [revenue] } }, one(1234567));
    expect(en).toMatchObject({ value: '1.2M', label: 'SUM(revenue)' });
    const zh = draw({ sections: { metrics: [revenue] } }, one(1234567), { theme: 'dark', locale: 'zh' });
    expect(zh).toMatchObject({ value: '123.5万', label: 'SUM(revenue)' });
    expect(draw({ sections: { metrics: [revenue] } }, one(1284.0300000000102)).value).toBe('1.3K');
    expect(draw({ sections: { metrics: [revenue] } }, one(12.5)).value).toBe('12.5');
  });

  it('writes an average to at most two decimals, however small (issue 26)', () => {
    const average = { ...revenue, aggregate: 'AVG' as const };
    expect(draw({ sections: { metrics: [average] } }, one(0.123456789)).value).toBe('0.12');
    expect(draw({ sections: { metrics: [average] } }, one('1.0395535714285714')).value).toBe('1.04');
    expect(draw({ sections: { metrics: [revenue] } }, one(0.123456789)).value).toBe('0.123456789');
  });

  it("writes the field's own format in full", () => {
    const wan = { ...revenue, alias: 'Revenue', format: { kind: 'numeric' as const, unit: 'wan' as const, decimals: 2 } };
    expect(draw({ sections: { metrics: [wan] } }, one(1234567))).toMatchObject({ value: '123.46万', label: 'Revenue' });
    expect(draw({ sections: { metrics: [wan] } }, one(1234567), { theme: 'light', locale: 'zh' }).value).toBe('123.46万');
    const currency = { ...revenue, format: { kind: 'currency' as const } };
    expect(draw({ sections: { metrics: [currency] } }, one(1284.0300000000102)).value).toBe('$1,284.03');
    expect(draw({ sections: { metrics: [currency] } }, one(1284.0300000000102), { theme: 'dark', locale: 'zh' }).value).toBe('¥1,284.03');
  });

  it('shows a dash when the query answered nothing', () => {
    expect(draw({ sections: { metrics: [revenue] } }, one(null)).value).toBe('–');
    expect(draw({ sections: { metrics: [revenue] } }, { columns: [], rows: [] }).value).toBe('–');
  });

  it('takes colours from the theme unless the value has its own, and sizes, alignment and caption from the settings', () => {
    const light = draw({ sections: { metrics: [revenue] } }, one(1));
    expect(light.style).toEqual({ color: chartThemes.light.text, labelColor: chartThemes.light.textMuted, valueFontSize: 48, labelFontSize: 14, align: 'center' });
    expect(light.caption).toBeUndefined();
    const dark = draw(
      {
        sections: { metrics: [revenue] },
        settings: { 'value.customColor': true, 'value.color': '#D93026', 'value.fontSize': 64, 'label.fontSize': 16, 'layout.align': 'left', 'layout.caption': ' vs last year ', 'label.show': false },
      },
      one(1),
      { theme: 'dark', locale: 'en' },
    );
    expect(dark.style).toEqual({ color: '#D93026', labelColor: chartThemes.dark.textMuted, valueFontSize: 64, labelFontSize: 16, align: 'left' });
    expect(dark.caption).toBe('vs last year');
    expect(dark.label).toBe('');
  });

  it('grows the value to read from across a room, within the card, unless autoFit is off', () => {
    const cell = { theme: 'light' as const, locale: 'en' as const, width: 800, height: 500 };
    const big = draw({ sections: { metrics: [revenue] } }, one(2_328_600.43), cell);
    expect(big.value).toBe('2.3M');
    // 36 % of the height would be 180 px; beyond 120 a number shouts.
    expect(big.style.valueFontSize).toBe(120);
    expect(big.style.labelFontSize).toBe(24);
    // A long value is held by the width: its estimated width stays inside the padded card.
    const long = draw({ sections: { metrics: [{ ...revenue, format: { kind: 'currency' as const } }] } }, one(2_328_600.43), { ...cell, width: 360, height: 300 });
    expect(long.style.valueFontSize * '$2,328,600.43'.length * 0.55 * 1.05).toBeLessThanOrEqual(360 * 0.75 + 1);
    const fixed = draw({ sections: { metrics: [revenue] }, settings: { 'value.autoFit': false } }, one(2_328_600.43), cell);
    expect(fixed.style).toMatchObject({ valueFontSize: 48, labelFontSize: 14 });
    // Never smaller than the chosen size: a tiny cell is left to the renderers, which shrink to fit.
    expect(draw({ sections: { metrics: [revenue] } }, one(1), { ...cell, width: 100, height: 60 }).style.valueFontSize).toBe(48);
  });
});

describe('score card comparison and sparkline (issue 26)', () => {
  const goal: ChartFieldInput = { uid: 't', column: 'goal', type: 'numeric', aggregate: 'SUM' };
  const orderDate: ChartFieldInput = { uid: 'd', column: 'order_date', type: 'date' };
  const frame = (columns: string[], rows: unknown[][]): ChartData => ({ columns: columns.map((name) => ({ name, type: 'number' as const })), rows });
  const light = chartThemes.light;

  it('compares with a target value, the percentage first, coloured good when higher is better', () => {
    const card = draw({ sections: { metrics: [revenue] }, settings: { 'comparison.mode': 'target', 'comparison.targetValue': 1_000_000 } }, one(1_234_567));
    expect(card.value).toBe('1.2M');
    expect(card.comparison).toEqual({ text: '+23.5%', direction: 'up', color: light.positive, basis: 'vs target 1M' });
    const both = draw({ sections: { metrics: [revenue] }, settings: { 'comparison.mode': 'target', 'comparison.targetValue': 1_000_000, 'comparison.showAbsolute': true } }, one(1_234_567));
    expect(both.comparison?.text).toBe('+23.5% (+234.6K)');
    const onlyAbsolute = draw({ sections: { metrics: [revenue] }, settings: { 'comparison.mode': 'target', 'comparison.targetValue': 2000, 'comparison.showPercent': false, 'comparison.showAbsolute': true } }, one(1500));
    expect(onlyAbsolute.comparison).toMatchObject({ text: '−500', direction: 'down', color: light.negative });
  });

  it('takes the target from the target metric in the same row when one is placed', () => {
    const card = draw({ sections: { metrics: [revenue], target: [goal] }, settings: { 'comparison.mode': 'target' } }, frame(['m', 't'], [[90, 120]]), { theme: 'dark', locale: 'zh' });
    expect(card.comparison).toEqual({ text: '−25.0%', direction: 'down', color: chartThemes.dark.negative, basis: '较目标 120' });
  });

  it('compares with a placed target metric even before a comparison is chosen (the second metric of a switched chart)', () => {
    const card = draw({ sections: { metrics: [revenue], target: [goal] } }, frame(['m', 't'], [[150, 120]]));
    expect(card.comparison).toMatchObject({ text: '+25.0%', direction: 'up', basis: 'vs target 120' });
  });

  it('colours a fall good when lower is better, and keeps the arrow for colour-blind readers', () => {
    const card = draw({ sections: { metrics: [revenue] }, settings: { 'comparison.mode': 'target', 'comparison.targetValue': 100, 'comparison.better': 'lowerIsBetter' } }, one(80));
    expect(card.comparison).toMatchObject({ direction: 'down', color: light.positive });
    const worse = draw({ sections: { metrics: [revenue] }, settings: { 'comparison.mode': 'target', 'comparison.targetValue': 100, 'comparison.better': 'lowerIsBetter' } }, one(120));
    expect(worse.comparison).toMatchObject({ direction: 'up', color: light.negative });
  });

  it('compares with the previous period the extra query answered, named by its period', () => {
    const data = { ...one(1200), extras: { 'previous.month': frame(['m'], [[1000]]) } };
    const card = draw({ sections: { metrics: [revenue], date: [orderDate] }, settings: { 'comparison.mode': 'previousPeriod', 'trend.sparkline': false } }, data);
    expect(card).toMatchObject({ value: '1.2K', comparison: { text: '+20.0%', direction: 'up', basis: 'vs previous month' } });
    expect(draw({ sections: { metrics: [revenue], date: [orderDate] }, settings: { 'comparison.mode': 'previousPeriod' } }, data, { theme: 'light', locale: 'zh' }).comparison?.basis).toBe('较上月');
  });

  it('says so when there is nothing to compare with, and gives no percentage of a zero base', () => {
    const settings = { 'comparison.mode': 'previousPeriod' };
    const empty = draw({ sections: { metrics: [revenue], date: [orderDate] }, settings }, { ...one(5), extras: { 'previous.week': frame(['m'], [[null]]) } });
    expect(empty.comparison).toEqual({ text: 'no value to compare with', direction: 'flat', color: light.textMuted, basis: 'vs previous week' });
    const zero = draw({ sections: { metrics: [revenue], date: [orderDate] }, settings }, { ...one(5), extras: { 'previous.week': frame(['m'], [[0]]) } });
    expect(zero.comparison).toMatchObject({ text: '+5', direction: 'up' });
    // A negative base: measured against its size.
    const loss = draw({ sections: { metrics: [revenue], date: [orderDate] }, settings }, { ...one(-50), extras: { 'previous.week': frame(['m'], [[-100]]) } });
    expect(loss.comparison).toMatchObject({ text: '+50.0%', direction: 'up', color: light.positive });
  });

  it('without a range shows the latest period against the one before', () => {
    const data = { ...one(99_999), extras: { periods: frame(['d', 'm'], [['2024-03-01', 300], ['2024-02-01', 400]]) } };
    const card = draw({ sections: { metrics: [revenue], date: [orderDate] }, settings: { 'comparison.mode': 'previousPeriod' } }, data);
    expect(card).toMatchObject({ value: '300', comparison: { text: '−25.0%', direction: 'down', basis: 'Latest month vs the month before' } });
  });

  it('draws no comparison when none is asked, or the previous period without a date field', () => {
    expect(draw({ sections: { metrics: [revenue] } }, one(1)).comparison).toBeUndefined();
    expect(draw({ sections: { metrics: [revenue] }, settings: { 'comparison.mode': 'previousPeriod' } }, one(1)).comparison).toBeUndefined();
  });

  it('gives the sparkline in time order from the trend answer (latest first), in the value’s colour', () => {
    const data = { ...one(6), extras: { trend: frame(['d', 'm'], [['2024-03-03', 6], ['2024-03-02', null], ['2024-03-01', '4.5']]) } };
    const card = draw({ sections: { metrics: [revenue], date: [orderDate] } }, data);
    expect(card.sparkline).toEqual({ points: [4.5, null, 6], color: '#5470C6' });
    expect(draw({ sections: { metrics: [revenue], date: [orderDate] }, settings: { 'value.customColor': true, 'value.color': '#D93026' } }, data).sparkline?.color).toBe('#D93026');
    expect(draw({ sections: { metrics: [revenue], date: [orderDate] }, settings: { 'trend.sparkline': false } }, data).sparkline).toBeUndefined();
    expect(draw({ sections: { metrics: [revenue], date: [orderDate] } }, { ...one(6), extras: { trend: frame(['d', 'm'], [['2024-03-03', 6]]) } }).sparkline).toBeUndefined();
  });

  it('draws a card saved before the comparison existed as before: no comparison, no sparkline without a date field', () => {
    const config = ChartConfigSchema.parse({ chartType: 'score-card', sections: { metrics: [revenue] }, settings: { 'value.fontSize': 64 }, settingsVersion: 1 });
    const settings = resolveSettings(scoreCardChart, config.settings, config.settingsVersion);
    expect(settings.str('comparison.mode')).toBe('noComparison');
    expect(settings.num('value.fontSize')).toBe(64);
    expect(draw({ sections: { metrics: [revenue] }, settings: { 'value.fontSize': 64 } }, one(1))).not.toHaveProperty('comparison');
  });
});
