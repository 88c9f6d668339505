import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { percentageStackColumnChart } from './definition';

const data = rowsOf(
  ['genre', 'country', 'sales'],
  [
    ['Drama', 'China', 1000],
    ['Drama', 'USA', 3000],
    ['Comedy', 'China', 250],
    ['Comedy', 'USA', 250],
    ['Comedy', 'France', 500],
  ],
);
const sections = { dimensions: [dimension('genre', 'genre')], metrics: [metric('sales', 'sales', { alias: 'Sales' })], color: [dimension('country', 'country')] };

describe('percentage stack column', () => {
  it('has the bar family requirements', () => {
    expect(checkRequirements(percentageStackColumnChart, configFor(percentageStackColumnChart, sections))).toEqual([]);
  });

  it('normalises each category to 100%', () => {
    const option = optionOf(buildFor(percentageStackColumnChart, sections, data));
    const series = seriesOf(option);
    expect(series.map((each) => [each.name, each.data])).toEqual([
      ['China', [25, 25]],
      ['USA', [75, 25]],
      ['France', [null, 50]],
    ]);
    for (const category of [0, 1]) expect(series.reduce((sum, each) => sum + (each.data[category] ?? 0), 0)).toBeCloseTo(100, 10);
    expect(option.yAxis).toMatchObject({ min: 0, max: 100 });
    expect(option.yAxis.axisLabel.formatter(50)).toBe('50%');
  });

  it('tooltips give the value and the share, labels the share', () => {
    const option = optionOf(buildFor(percentageStackColumnChart, sections, data, { locale: 'zh' }, { 'label.show': true }));
    expect(axisTooltipText(option, 0)).toBe('Drama|China|1,000 (25.0%)|USA|3,000 (75.0%)');
    expect(seriesOf(option)[0].label.formatter({ value: 25, dataIndex: 0 })).toBe('25.0%');
  });

  it('lets the axis go below zero only when a share is negative', () => {
    const withLoss = rowsOf(['genre', 'country', 'sales'], [['Drama', 'China', -100], ['Drama', 'USA', 300]]);
    const option = optionOf(buildFor(percentageStackColumnChart, sections, withLoss));
    expect(option.yAxis.max).toBe(100);
    expect(option.yAxis.min).toBeUndefined();
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(percentageStackColumnChart, sections, data, { theme: 'dark' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
