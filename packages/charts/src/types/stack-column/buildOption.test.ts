import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { stackColumnChart } from './definition';

const data = rowsOf(
  ['genre', 'country', 'sales', 'profit'],
  [
    ['Drama', 'China', 10, 1],
    ['Drama', 'USA', 20, 2],
    ['Comedy', 'USA', 30, 3],
  ],
);
const base = { dimensions: [dimension('genre', 'genre')], metrics: [metric('sales', 'sales')] };

describe('stack column', () => {
  it('accepts a colour dimension beside its dimension and refuses a second dimension', () => {
    expect(checkRequirements(stackColumnChart, configFor(stackColumnChart, { ...base, color: [dimension('country', 'country')] }))).toEqual([]);
    const issues = checkRequirements(stackColumnChart, configFor(stackColumnChart, { ...base, dimensions: [dimension('a', 'genre'), dimension('b', 'country')] }));
    expect(issues.map((issue) => issue.sectionKey)).toEqual(['section.dimensions', 'requirement.dimensions']);
  });

  it('stacks all series in one column without a colour dimension', () => {
    const option = optionOf(buildFor(stackColumnChart, { ...base, metrics: [metric('sales', 'sales'), metric('profit', 'profit')] }, data));
    expect(seriesOf(option).map((series) => series.stack)).toEqual(['total', 'total']);
    expect(seriesOf(option)[0].data).toEqual([30, 30]);
    expect(seriesOf(option)[0].label.position).toBe('inside');
  });

  it('splits the column by colour, and with several metrics stacks each metric apart', () => {
    const colored = optionOf(buildFor(stackColumnChart, { ...base, color: [dimension('country', 'country')] }, data));
    expect(seriesOf(colored).map((series) => [series.name, series.stack, series.data])).toEqual([
      ['China', 'total', [10, null]],
      ['USA', 'total', [20, 30]],
    ]);
    expect(axisTooltipText(colored, 1)).toBe('Comedy|USA|30');
    const twoMetrics = optionOf(buildFor(stackColumnChart, { ...base, metrics: [metric('sales', 'sales'), metric('profit', 'profit')], color: [dimension('country', 'country')] }, data));
    expect(seriesOf(twoMetrics).map((series) => series.stack)).toEqual(['sales', 'profit', 'sales', 'profit']);
    expect(twoMetrics.legend.data).toEqual(['China · SUM(sales)', 'China · SUM(profit)', 'USA · SUM(sales)', 'USA · SUM(profit)']);
  });

  it('writes the value axis in the unit of the stacked totals, not of single segments', () => {
    // Segments of 6,000 stack to 12,000: the axis reaches 1.2万, so its ticks are all in 万.
    const rows = rowsOf(['genre', 'country', 'sales'], [['Drama', 'China', 6000], ['Drama', 'USA', 6000]]);
    const option = optionOf(buildFor(stackColumnChart, { ...base, color: [dimension('country', 'country')] }, rows, { locale: 'zh' }));
    expect([0, 5000, 10_000].map(option.yAxis.axisLabel.formatter)).toEqual(['0', '0.5万', '1万']);
  });

  it('hides labels that do not fit inside their segment', () => {
    const option = optionOf(buildFor(stackColumnChart, base, data, {}, { 'label.show': true }));
    const layout = seriesOf(option)[0].labelLayout;
    expect(layout({ rect: { width: 10, height: 40 }, labelRect: { width: 30, height: 14 } })).toMatchObject({ fontSize: 0 });
    expect(layout({ rect: { width: 60, height: 40 }, labelRect: { width: 30, height: 14 } }).fontSize).toBeUndefined();
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(stackColumnChart, { ...base, color: [dimension('country', 'country')] }, data, { theme: 'dark' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
