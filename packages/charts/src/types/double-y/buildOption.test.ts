import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { doubleYChart } from './definition';

const data = rowsOf(
  ['month', 'sales', 'margin', 'orders'],
  [
    ['2024-01-01', 123456, 0.125, 10],
    ['2024-02-01', 234567, 0.2, 12],
  ],
);
const sections = {
  dimensions: [dimension('month', 'day', { type: 'date', dateLevel: 'month' })],
  metricsLeft: [metric('sales', 'sales', { alias: 'Sales' })],
  metricsRight: [metric('margin', 'margin', { alias: 'Margin', aggregate: 'AVG', format: { kind: 'percentage', decimals: 1 } })],
};

describe('double y', () => {
  it('needs one dimension and a metric on each side', () => {
    expect(checkRequirements(doubleYChart, configFor(doubleYChart, sections))).toEqual([]);
    expect(checkRequirements(doubleYChart, configFor(doubleYChart, { ...sections, metricsRight: [] }))).toEqual([
      { messageKey: 'validation.allowedRange', sectionKey: 'section.metricsRight', params: { min: 1, max: 'N' } },
      { messageKey: 'validation.allowedRange', sectionKey: 'requirement.metrics', params: { min: 2, max: 'N' } },
    ]);
    expect(checkRequirements(doubleYChart, configFor(doubleYChart, { ...sections, dimensions: [] }))[0]).toMatchObject({ messageKey: 'validation.onlyAllows', sectionKey: 'section.dimensions' });
  });

  it('puts the left metrics on the left axis as bars and the right ones on the right as lines', () => {
    const option = optionOf(buildFor(doubleYChart, sections, data));
    expect(seriesOf(option).map((series) => [series.type, series.name, series.yAxisIndex, series.data])).toEqual([
      ['bar', 'Sales', 0, [123456, 234567]],
      ['line', 'Margin', 1, [0.125, 0.2]],
    ]);
    expect(option.yAxis.map((axis: { position: string }) => axis.position)).toEqual(['left', 'right']);
    expect(option.yAxis[1]).toMatchObject({ alignTicks: true, splitLine: { show: false } });
    expect(option.yAxis[0].splitLine.show).toBe(true);
  });

  it('writes each axis in its first metric’s format, and the tooltip in each metric’s', () => {
    const en = optionOf(buildFor(doubleYChart, sections, data));
    expect(en.yAxis[0].axisLabel.formatter(12000)).toBe('12K');
    expect(en.yAxis[1].axisLabel.formatter(0.25)).toBe('25%');
    expect(axisTooltipText(en, 0)).toBe('2024-01|Sales|123,456|Margin|12.5%');
    const zh = optionOf(buildFor(doubleYChart, sections, data, { locale: 'zh' }));
    expect(zh.yAxis[0].axisLabel.formatter(12000)).toBe('1.2万');
    expect(zh.xAxis.data).toEqual(['2024年1月', '2024年2月']);
  });

  it('draws each side as the settings say', () => {
    const option = optionOf(buildFor(doubleYChart, sections, data, {}, { 'left.type': 'line', 'right.type': 'bar' }));
    expect(seriesOf(option).map((series) => series.type)).toEqual(['line', 'bar']);
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(doubleYChart, sections, data, { theme: 'dark' }, { 'yAxis.showTitle': true }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
    expect(option.yAxis.map((axis: { name: string }) => axis.name)).toEqual(['Sales', 'Margin']);
  });
});
