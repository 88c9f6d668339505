import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { stackBarChart } from './definition';

const data = rowsOf(
  ['genre', 'country', 'sales'],
  [
    ['Drama', 'China', 10],
    ['Drama', 'USA', -20],
  ],
);
const sections = { dimensions: [dimension('genre', 'genre')], metrics: [metric('sales', 'sales')], color: [dimension('country', 'country')] };

describe('stack bar', () => {
  it('has the bar family requirements', () => {
    expect(checkRequirements(stackBarChart, configFor(stackBarChart, sections))).toEqual([]);
    expect(checkRequirements(stackBarChart, configFor(stackBarChart, { dimensions: sections.dimensions })).length).toBeGreaterThan(0);
  });

  it('stacks horizontal bars by colour, negatives on their own side (ECharts samesign)', () => {
    const option = optionOf(buildFor(stackBarChart, sections, data, { locale: 'zh' }));
    expect(option.yAxis.type).toBe('category');
    expect(option.xAxis.axisLabel.formatter(-20)).toBe('-20');
    expect(seriesOf(option).map((series) => [series.type, series.stack, series.data, series.stackStrategy])).toEqual([
      ['bar', 'total', [10], undefined],
      ['bar', 'total', [-20], undefined],
    ]);
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(stackBarChart, sections, data));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
