import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { percentageStackBarChart } from './definition';

const data = rowsOf(
  ['region', 'sales', 'cost'],
  [
    ['East', 300, 100],
    ['West', 50, 150],
  ],
);
const sections = { dimensions: [dimension('region', 'region')], metrics: [metric('sales', 'sales', { alias: 'Sales' }), metric('cost', 'cost', { alias: 'Cost' })] };

describe('percentage stack bar', () => {
  it('has the bar family requirements', () => {
    expect(checkRequirements(percentageStackBarChart, configFor(percentageStackBarChart, sections))).toEqual([]);
    expect(percentageStackBarChart.group).toBe('bar');
  });

  it('stacks the metrics of each category to 100% along the x axis', () => {
    const option = optionOf(buildFor(percentageStackBarChart, sections, data));
    expect(option.yAxis.type).toBe('category');
    expect(option.xAxis).toMatchObject({ type: 'value', min: 0, max: 100 });
    expect(seriesOf(option).map((series) => [series.stack, series.data])).toEqual([
      ['total', [75, 25]],
      ['total', [25, 75]],
    ]);
    expect(axisTooltipText(option, 1)).toBe('West|Sales|50 (25.0%)|Cost|150 (75.0%)');
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(percentageStackBarChart, sections, data, { theme: 'dark', locale: 'zh' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
