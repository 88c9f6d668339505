import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { areaChart } from './definition';

const data = rowsOf(
  ['day', 'sales', 'cost'],
  [
    ['2024-03-01', 10, 4],
    ['2024-03-02', 20, 8],
  ],
);
const sections = { dimensions: [dimension('day', 'day', { type: 'date', dateLevel: 'day' })], metrics: [metric('sales', 'sales'), metric('cost', 'cost')] };

describe('area', () => {
  it('has the line requirements', () => {
    expect(checkRequirements(areaChart, configFor(areaChart, sections))).toEqual([]);
    expect(checkRequirements(areaChart, configFor(areaChart, { ...sections, dimensions: [] })).length).toBeGreaterThan(0);
  });

  it('fills lightly under each line, without stacking, in palette order', () => {
    const option = optionOf(buildFor(areaChart, sections, data));
    expect(option.xAxis.data).toEqual(['2024-03-01', '2024-03-02']);
    expect(seriesOf(option).map((series) => [series.type, series.stack, series.areaStyle, series.itemStyle.color, series.data])).toEqual([
      ['line', undefined, { opacity: 0.18 }, '#5470C6', [10, 20]],
      ['line', undefined, { opacity: 0.18 }, '#91CC75', [4, 8]],
    ]);
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(areaChart, sections, data, { theme: 'dark', locale: 'zh' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
