import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { stackAreaChart } from './definition';

const data = rowsOf(
  ['quarter', 'region', 'sales', 'cost'],
  [
    ['2024-01-01', 'East', 10, 1],
    ['2024-04-01', 'East', 20, 2],
    ['2024-04-01', 'West', 30, 3],
  ],
);
const sections = { dimensions: [dimension('quarter', 'day', { type: 'date', dateLevel: 'quarter' })], metrics: [metric('sales', 'sales', { alias: 'Sales' })], color: [dimension('region', 'region')] };

describe('stack area', () => {
  it('has the line requirements', () => {
    expect(checkRequirements(stackAreaChart, configFor(stackAreaChart, sections))).toEqual([]);
  });

  it('stacks filled areas by colour, and each metric apart when there are several', () => {
    const option = optionOf(buildFor(stackAreaChart, sections, data));
    expect(option.xAxis.data).toEqual(['2024-Q1', '2024-Q2']);
    expect(seriesOf(option).map((series) => [series.name, series.stack, series.areaStyle, series.data])).toEqual([
      ['East', 'total', { opacity: 0.55 }, [10, 20]],
      ['West', 'total', { opacity: 0.55 }, [null, 30]],
    ]);
    expect(axisTooltipText(option, 1)).toBe('2024-Q2|East|20|West|30');
    const twoMetrics = optionOf(buildFor(stackAreaChart, { ...sections, metrics: [metric('sales', 'sales'), metric('cost', 'cost')] }, data));
    expect(seriesOf(twoMetrics).map((series) => series.stack)).toEqual(['sales', 'cost', 'sales', 'cost']);
  });

  it('fills stacked areas nearly solid on a dark card, where half strength turns muddy', () => {
    const dark = optionOf(buildFor(stackAreaChart, sections, data, { theme: 'dark' }));
    expect(seriesOf(dark).map((series) => series.areaStyle.opacity)).toEqual([0.8, 0.8]);
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(stackAreaChart, sections, data, { theme: 'dark', locale: 'zh', width: 400 }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
    expect(option.legend.bottom).toBe(4);
  });
});
