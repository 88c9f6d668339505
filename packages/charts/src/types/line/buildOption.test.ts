import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { lineChart } from './definition';

const month = dimension('month', 'order_date', { type: 'date', dateLevel: 'month' });
const data = rowsOf(
  ['month', 'region', 'sales', 'orders'],
  [
    ['2024-01-01', 'East', 12345, 10],
    ['2024-02-01', 'East', 23456, 12],
    ['2024-02-01', 'West', 345, 3],
  ],
);
const sections = { dimensions: [month], metrics: [metric('sales', 'sales', { alias: 'Sales' })] };

describe('line', () => {
  it('only allows one dimension and takes [1, N] metrics; colour and info do not count', () => {
    expect(checkRequirements(lineChart, configFor(lineChart, { ...sections, color: [dimension('region', 'region')], info: [metric('orders', 'orders')] }))).toEqual([]);
    expect(checkRequirements(lineChart, configFor(lineChart, { metrics: sections.metrics }))).toEqual([
      { messageKey: 'validation.onlyAllows', sectionKey: 'section.dimensions', params: { count: 1 } },
      { messageKey: 'validation.onlyAllows', sectionKey: 'requirement.dimensions', params: { count: 1 } },
    ]);
    expect(checkRequirements(lineChart, configFor(lineChart, { dimensions: [month] }))[0]).toEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'section.metrics',
      params: { min: 1, max: 'N' },
    });
  });

  it('draws a line per colour value over the date-level categories, unstacked and unfilled', () => {
    const option = optionOf(buildFor(lineChart, { ...sections, color: [dimension('region', 'region')] }, data, { locale: 'zh' }));
    expect(option.xAxis).toMatchObject({ type: 'category', boundaryGap: false, data: ['2024年1月', '2024年2月'] });
    expect(seriesOf(option).map((series) => [series.type, series.name, series.data, series.stack, series.areaStyle])).toEqual([
      ['line', 'East', [12345, 23456], undefined, undefined],
      ['line', 'West', [null, 345], undefined, undefined],
    ]);
    expect([12000, 5000].map(option.yAxis.axisLabel.formatter)).toEqual(['1.2万', '0.5万']);
    expect(option.tooltip.trigger).toBe('axis');
    expect(axisTooltipText(option, 1)).toBe('2024年2月|East|23,456|West|345');
  });

  it('shows info fields under each value in the tooltip', () => {
    const option = optionOf(buildFor(lineChart, { ...sections, info: [metric('orders', 'orders', { alias: 'Orders' })] }, data));
    expect(axisTooltipText(option, 0)).toBe('2024-01|Sales|12,345|Orders|10');
  });

  it('follows the line settings: smooth, steps, points', () => {
    const plain = seriesOf(optionOf(buildFor(lineChart, sections, data)))[0];
    expect(plain).toMatchObject({ smooth: false, showSymbol: true, sampling: 'lttb' });
    expect(plain.step).toBeUndefined();
    const styled = seriesOf(optionOf(buildFor(lineChart, sections, data, {}, { 'line.smooth': true, 'line.step': 'middle', 'line.showSymbol': false })))[0];
    expect(styled).toMatchObject({ smooth: true, step: 'middle', showSymbol: false });
  });

  it('draws points only while they are at least 20 px apart across the cell', () => {
    const months = rowsOf(['month', 'region', 'sales', 'orders'], Array.from({ length: 48 }, (_, index) => [`${2021 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`, 'East', index, 1]));
    expect(seriesOf(optionOf(buildFor(lineChart, sections, months, { width: 1200 })))[0].showSymbol).toBe(true);
    expect(seriesOf(optionOf(buildFor(lineChart, sections, months, { width: 800 })))[0].showSymbol).toBe(false);
    expect(seriesOf(optionOf(buildFor(lineChart, sections, rowsOf(['month', 'region', 'sales', 'orders'], months.rows.slice(0, 12)), { width: 360 })))[0].showSymbol).toBe(true);
  });

  it('stays fast with 100,000 points: plain arrays, no symbols, LTTB sampling, zoom', () => {
    const minute = (index: number) => new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString().slice(0, 19);
    const big = rowsOf(['t', 'v'], Array.from({ length: 100_000 }, (_, index) => [minute(index), Math.sin(index / 500) * 1000]));
    const time = dimension('t', 'created_at', { type: 'date', dateFormat: 'YYYY-MM-DD HH:mm' });
    const option = optionOf(buildFor(lineChart, { dimensions: [time], metrics: [metric('v', 'v')] }, big));
    const [series] = seriesOf(option);
    expect(series.data).toHaveLength(100_000);
    expect(Array.isArray(series.data)).toBe(true);
    expect(series.data.every((value: unknown) => typeof value === 'number')).toBe(true);
    expect(option.xAxis.data).toHaveLength(100_000);
    expect(option.xAxis.data.slice(0, 2)).toEqual(['2024-01-01 00:00', '2024-01-01 00:01']);
    expect(series).toMatchObject({ sampling: 'lttb', showSymbol: false });
    expect(option.dataZoom.map((zoom: { type: string }) => zoom.type)).toEqual(['inside', 'slider']);
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(lineChart, { ...sections, color: [dimension('region', 'region')] }, data, { theme: 'dark' }, { 'title.show': true, 'title.text': 'Sales' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
