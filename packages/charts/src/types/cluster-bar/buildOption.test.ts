import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { clusterBarChart } from './definition';

const data = rowsOf(
  ['genre', 'sales'],
  [
    ['Drama', 12345],
    ['A documentary title far too long for the side of the chart', 500],
  ],
);
const sections = { dimensions: [dimension('genre', 'genre')], metrics: [metric('sales', 'sales', { format: { kind: 'currency', currency: 'USD' } })] };

describe('cluster bar', () => {
  it('has the bar group and the bar family requirements', () => {
    expect(clusterBarChart.group).toBe('bar');
    expect(checkRequirements(clusterBarChart, configFor(clusterBarChart, sections))).toEqual([]);
    expect(checkRequirements(clusterBarChart, configFor(clusterBarChart, {}))[0]).toMatchObject({ messageKey: 'validation.allowedRange', sectionKey: 'section.metrics' });
  });

  it('lays the bars down: categories down the y axis (first on top, long ones truncated), values along x', () => {
    const option = optionOf(buildFor(clusterBarChart, sections, data, { width: 800 }));
    expect(option.yAxis).toMatchObject({ type: 'category', inverse: true, data: ['Drama', 'A documentary title far too long for the side of the chart'] });
    expect(option.yAxis.axisLabel).toMatchObject({ overflow: 'truncate', width: 160, rotate: 0 });
    expect(option.xAxis.type).toBe('value');
    expect(option.xAxis.axisLabel.formatter(12_000)).toBe('$12K');
    expect(seriesOf(option)[0]).toMatchObject({ type: 'bar', data: [12345, 500] });
    expect(seriesOf(option)[0].stack).toBeUndefined();
    expect(seriesOf(option)[0].label.position).toBe('right');
  });

  it('writes the tooltip with the full category and the currency value', () => {
    const option = optionOf(buildFor(clusterBarChart, sections, data));
    expect(axisTooltipText(option, 1)).toBe('A documentary title far too long for the side of the chart|SUM(sales)|$500.00');
  });

  it('shows labels per the label settings, in the metric format', () => {
    const option = optionOf(buildFor(clusterBarChart, sections, data, {}, { 'label.show': true, 'label.fontSize': 14 }));
    const label = seriesOf(option)[0].label;
    expect(label).toMatchObject({ show: true, fontSize: 14 });
    expect(label.formatter({ value: 12345, dataIndex: 0 })).toBe('$12,345.00');
  });

  it('survives a JSON round trip except for its functions, in the dark theme and Chinese', () => {
    const option = optionOf(buildFor(clusterBarChart, sections, data, { theme: 'dark', locale: 'zh' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
    expect(option.xAxis.axisLabel.formatter(12000)).toBe('US$1.2万');
  });
});
