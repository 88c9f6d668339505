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
