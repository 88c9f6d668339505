import { describe, expect, it } from 'vitest';
import { settingDefaults, settingKey, settingsSchemaOf } from './settings/settingControls';
import { chartText } from './i18n/chartMessages';
import { chartRegistry, findChartType, getChartType } from './registry';

const locales = ['en', 'zh'] as const;

describe('the chart registry', () => {
  it('has at least the 24 types of the reference, each id once', () => {
    expect(chartRegistry.length).toBeGreaterThanOrEqual(24);
    expect(new Set(chartRegistry.map((chart) => chart.id)).size).toBe(chartRegistry.length);
    expect(findChartType('line')?.id).toBe('line');
    expect(() => getChartType('no-such-chart')).toThrow();
  });

  it.each(chartRegistry.map((chart) => [chart.id, chart] as const))('%s: names, sections and every setting labelled in English and Chinese', (_id, chart) => {
    for (const locale of locales) {
      expect(chart.name[locale]).toBeTruthy();
      const extra = chart.messages?.[locale];
      for (const section of chart.sections) expect(chartText(locale, section.labelKey, {}, extra), section.labelKey).not.toBe(section.labelKey);
      for (const group of chart.settings.groups) {
        expect(chartText(locale, group.labelKey, {}, extra), group.labelKey).not.toBe(group.labelKey);
        for (const control of group.controls) {
          const key = `${group.labelKey}.${control.key}`;
          expect(chartText(locale, key, {}, extra), key).not.toBe(key);
          const options = control.kind === 'select' ? control.options.filter((option) => !/^\d+$/.test(option)) : [];
          for (const option of options) expect(chartText(locale, `option.${option}`, {}, extra), `option.${option}`).not.toBe(`option.${option}`);
        }
      }
    }
    expect(new Set(chart.sections.map((section) => section.key)).size).toBe(chart.sections.length);
    const keys = chart.settings.groups.flatMap((group) => group.controls.map((control) => settingKey(group, control)));
    expect(new Set(keys).size).toBe(keys.length);
    expect(settingsSchemaOf(chart.settings.groups).safeParse(settingDefaults(chart.settings.groups)).success).toBe(true);
  });
});
