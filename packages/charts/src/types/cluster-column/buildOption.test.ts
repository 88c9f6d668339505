import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { clusterColumnChart } from './definition';

const sales = rowsOf(
  ['genre', 'sales', 'profit'],
  [
    ['Drama', 12345, 2000],
    ['Comedy', 8000.5, -300],
    ['Horror', 450, 90],
  ],
);
const sections = { dimensions: [dimension('genre', 'genre')], metrics: [metric('sales', 'sales', { alias: 'Sales' }), metric('profit', 'profit', { alias: 'Profit' })] };

describe('cluster column', () => {
  it('needs [0, 1] dimension and [1, N] metrics; colour and tooltip info do not count', () => {
    expect(checkRequirements(clusterColumnChart, configFor(clusterColumnChart, sections))).toEqual([]);
    expect(checkRequirements(clusterColumnChart, configFor(clusterColumnChart, { metrics: [metric('m', 'sales')] }))).toEqual([]);
    const withRoles = { ...sections, color: [dimension('c', 'country')], info: [metric('i', 'cost')] };
    expect(checkRequirements(clusterColumnChart, configFor(clusterColumnChart, withRoles))).toEqual([]);
    expect(checkRequirements(clusterColumnChart, configFor(clusterColumnChart, { dimensions: [dimension('genre', 'genre')] }))).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'section.metrics', params: { min: 1, max: 'N' } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 1, max: 'N' } },
    ]);
    const twoDimensions = { ...sections, dimensions: [dimension('a', 'genre'), dimension('b', 'country')] };
    expect(checkRequirements(clusterColumnChart, configFor(clusterColumnChart, twoDimensions))[0]).toEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'section.dimensions',
      params: { min: 0, max: 1 },
    });
  });

  it('draws one unstacked column series per metric over the categories, in palette order', () => {
    const option = optionOf(buildFor(clusterColumnChart, sections, sales));
    expect(option.xAxis.type).toBe('category');
    expect(option.xAxis.data).toEqual(['Drama', 'Comedy', 'Horror']);
    expect(option.yAxis.type).toBe('value');
    const series = seriesOf(option);
    expect(series.map((each) => [each.type, each.name, each.stack, each.itemStyle.color])).toEqual([
      ['bar', 'Sales', undefined, '#5470C6'],
      ['bar', 'Profit', undefined, '#91CC75'],
    ]);
    expect(series[0].data).toEqual([12345, 8000.5, 450]);
    expect(series[1].data).toEqual([2000, -300, 90]);
  });

  it('writes the value axis abbreviated by locale and the tooltip in the metric format', () => {
    const en = optionOf(buildFor(clusterColumnChart, sections, sales));
    expect(en.yAxis.axisLabel.formatter(12000)).toBe('12K');
    expect(axisTooltipText(en, 0)).toBe('Drama|Sales|12,345|Profit|2,000');
    const zh = optionOf(buildFor(clusterColumnChart, sections, sales, { locale: 'zh', theme: 'dark' }));
    expect([12000, 5000].map(zh.yAxis.axisLabel.formatter)).toEqual(['1.2万', '0.5万']);
    expect(zh.yAxis.splitLine.lineStyle.color).toBe('#2E3238');
    expect(zh.textStyle.color).toBe('#E6E8EB');
  });

  it('without a dimension draws one category, Total', () => {
    const option = optionOf(buildFor(clusterColumnChart, { metrics: [metric('sales', 'sales')] }, rowsOf(['sales'], [[42]]), { locale: 'zh' }));
    expect(option.xAxis.data).toEqual(['合计']);
    expect(seriesOf(option)[0].data).toEqual([42]);
  });

  it('says so where the chart would be when the query answered no rows', () => {
    expect(buildFor(clusterColumnChart, sections, rowsOf(['genre', 'sales', 'profit'], []))).toEqual({ kind: 'message', messageKey: 'text.noRows' });
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(clusterColumnChart, { ...sections, color: [dimension('c', 'genre')] }, rowsOf(['genre', 'sales', 'profit', 'c'], [['Drama', 1, 2, 'x']])));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });

  it('writes value labels short, in the unit of the axis, unless the metric has a format', () => {
    const option = optionOf(buildFor(clusterColumnChart, sections, sales, { locale: 'zh' }, { 'label.show': true }));
    const [salesSeries, profitSeries] = seriesOf(option);
    expect([12345, 8000.5, 450].map((value, dataIndex) => salesSeries.label.formatter({ value, dataIndex }))).toEqual(['1.23万', '0.8万', '0.05万']);
    expect(profitSeries.label.formatter({ value: -300, dataIndex: 1 })).toBe('-0.03万');
    const formatted = { ...sections, metrics: [metric('sales', 'sales', { format: { kind: 'numeric', decimals: 2 } })] };
    expect(seriesOf(optionOf(buildFor(clusterColumnChart, formatted, sales, {}, { 'label.show': true })))[0].label.formatter({ value: 12345, dataIndex: 0 })).toBe('12,345.00');
  });
});
