import { describe, expect, it } from 'vitest';
import type { ChartContext, ChartDefinition } from '../chartDefinition';
import { resolveSettings } from '../settings/settingValues';
import { chartThemeOf } from '../theme/chartTheme';
import { cartesianSettingGroups } from './cartesianSettings';
import { chartLegend, LEGEND_SIDE, legendColumns } from './chartLegend';

const definition = { settings: { version: 1, groups: cartesianSettingGroups } } as unknown as ChartDefinition;
const names = Array.from({ length: 24 }, (_, index) => `Genre number ${index + 1}`);
const legendOf = (values: Record<string, unknown>, context: Partial<ChartContext>) =>
  chartLegend(names, resolveSettings(definition, values, 1), chartThemeOf('light'), { theme: 'light', locale: 'en', width: 360, height: 300, ...context }, 0);

describe('chart legend', () => {
  it('scrolls a long legend in the browser, but shows every entry in a still picture (issue 26)', () => {
    const live = legendOf({}, {});
    expect(live.legend.type).toBe('scroll');
    const still = legendOf({}, { still: true });
    expect(still.legend.type).toBe('plain');
    expect(still.room).toBeGreaterThan(live.room * 4);
  });

  it('wraps a still legend beside the plot into as many columns as its entries need', () => {
    const beside = legendOf({ 'legend.position': 'right' }, { width: 800, height: 300, still: true });
    expect(beside.legend).toMatchObject({ type: 'plain', orient: 'vertical' });
    expect(beside.room).toBe(legendColumns(24, 12, 300) * LEGEND_SIDE);
    expect(legendColumns(24, 12, 300)).toBe(2);
    expect(legendColumns(5, 12, 300)).toBe(1);
    expect(legendOf({ 'legend.position': 'right' }, { width: 800, height: 300 }).legend.type).toBe('scroll');
  });
});
