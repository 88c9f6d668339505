import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { colorForValue, paletteOf } from '../../theme/palettes';
import { pieChart } from './definition';

const genres = rowsOf(
  ['genre', 'sales', 'profit'],
  [
    ['Drama', 500, 50],
    ['Comedy', 300, 30],
    ['Horror', 200, 20],
  ],
);
const sections = { dimensions: [dimension('genre', 'genre')], metrics: [metric('sales', 'sales', { alias: 'Sales', format: { kind: 'currency', currency: 'USD', decimals: 0 } })] };
const labelOf = (series: { label: { formatter: (params: { dataIndex: number }) => string } }, dataIndex: number) => series.label.formatter({ dataIndex });
const tooltipOf = (option: { tooltip: { formatter: (params: object) => string } }, seriesIndex: number, dataIndex: number) =>
  stripTags(option.tooltip.formatter({ seriesIndex, dataIndex }));

describe('pie', () => {
  it('takes [0, 1] dimension and [1, N] metrics; tooltip info does not count', () => {
    expect(checkRequirements(pieChart, configFor(pieChart, sections))).toEqual([]);
    expect(checkRequirements(pieChart, configFor(pieChart, { ...sections, info: [metric('i', 'cost')] }))).toEqual([]);
    expect(checkRequirements(pieChart, configFor(pieChart, { metrics: [metric('a', 'sales'), metric('b', 'profit')] }))).toEqual([]);
    expect(checkRequirements(pieChart, configFor(pieChart, { dimensions: [dimension('genre', 'genre')] }))).toContainEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'requirement.metrics',
      params: { min: 1, max: 'N' },
    });
    const twoDimensions = { ...sections, dimensions: [dimension('a', 'genre'), dimension('b', 'country')] };
    expect(checkRequirements(pieChart, configFor(pieChart, twoDimensions))).toContainEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'requirement.dimensions',
      params: { min: 0, max: 1 },
    });
  });

  it('draws one slice per dimension value, coloured by the value, largest first', () => {
    const option = optionOf(buildFor(pieChart, sections, rowsOf(['genre', 'sales'], [['Horror', 200], ['Drama', 500], ['Comedy', 300]])));
    const [series] = seriesOf(option);
    expect(series.type).toBe('pie');
    expect(series.radius).toEqual(['0.0%', expect.stringMatching(/%$/)]);
    expect(series.data.map((slice: { name: string; value: number }) => [slice.name, slice.value])).toEqual([
      ['Drama', 500],
      ['Comedy', 300],
      ['Horror', 200],
    ]);
    expect(series.data[0].itemStyle.color).toBe(colorForValue('Drama', paletteOf('redbi')));
    expect(option.legend.data).toEqual(['Drama', 'Comedy', 'Horror']);
    expect(series.labelLayout).toEqual({ hideOverlap: true });
  });

  it('labels slices with their name and share, and the value when asked', () => {
    const [series] = seriesOf(optionOf(buildFor(pieChart, sections, genres)));
    expect(labelOf(series, 0)).toBe('Drama\n50.0%');
    const [withValue] = seriesOf(optionOf(buildFor(pieChart, sections, genres, {}, { 'label.showValue': true, 'label.showName': false })));
    expect(labelOf(withValue, 1)).toBe('$300 (30.0%)');
  });

  it('folds the smallest slices into Other above the slice count', () => {
    const many = rowsOf(['genre', 'sales'], Array.from({ length: 15 }, (_, index) => [`G${index + 1}`, 100 - index]));
    const [series] = seriesOf(optionOf(buildFor(pieChart, sections, many)));
    expect(series.data).toHaveLength(12);
    // Neighbours never share a colour while the palette has one to spare.
    expect(new Set(series.data.slice(0, 10).map((slice: { itemStyle: { color: string } }) => slice.itemStyle.color)).size).toBe(10);
    expect(series.data.slice(0, 2).map((slice: { name: string }) => slice.name)).toEqual(['G1', 'G2']);
    // G12 … G15: 89 + 88 + 87 + 86.
    expect(series.data[11]).toMatchObject({ name: 'Other', value: 350, itemStyle: { color: '#C9CDD4' } });
    const [five] = seriesOf(optionOf(buildFor(pieChart, sections, many, { locale: 'zh', theme: 'dark' }, { 'pie.maxSlices': 5 })));
    expect(five.data).toHaveLength(5);
    expect(five.data[4]).toMatchObject({ name: '其他', itemStyle: { color: '#4A4F57' } });
  });

  it('keeps the query order when asked, folding the smallest wherever they stand', () => {
    const rows = rowsOf(['genre', 'sales'], [['A', 1], ['B', 50], ['C', 2], ['D', 40]]);
    const [series] = seriesOf(optionOf(buildFor(pieChart, sections, rows, {}, { 'pie.sort': 'none', 'pie.maxSlices': 3 })));
    expect(series.data.map((slice: { name: string; value: number }) => [slice.name, slice.value])).toEqual([
      ['B', 50],
      ['D', 40],
      ['Other', 3],
    ]);
  });

  it('shows the category, the series and the formatted value in the tooltip', () => {
    const option = optionOf(buildFor(pieChart, { ...sections, info: [metric('cost', 'cost', { alias: 'Cost' })] }, rowsOf(['genre', 'sales', 'cost'], [['Drama', 1234, 9]])));
    expect(tooltipOf(option, 0, 0)).toBe('Drama|Sales|$1,234|Share|100.0%|Cost|9');
    const zh = optionOf(buildFor(pieChart, sections, genres, { locale: 'zh' }));
    expect(tooltipOf(zh, 0, 2)).toBe('Horror|Sales|US$200|占比|20.0%');
  });

  it('draws one ring per metric, sharing categories and colours', () => {
    const twoMetrics = { dimensions: sections.dimensions, metrics: [metric('sales', 'sales', { alias: 'Sales' }), metric('profit', 'profit', { alias: 'Profit' })] };
    const series = seriesOf(optionOf(buildFor(pieChart, twoMetrics, genres)));
    expect(series.map((ring: { name: string }) => ring.name)).toEqual(['Sales', 'Profit']);
    expect(series[1].data.map((slice: { itemStyle: { color: string } }) => slice.itemStyle.color)).toEqual(series[0].data.map((slice: { itemStyle: { color: string } }) => slice.itemStyle.color));
    expect(parseFloat(series[1].radius[1])).toBeLessThanOrEqual(parseFloat(series[0].radius[0]));
    expect(series[0].label.position).toBe('outside');
    expect(series[1].label.position).toBe('inside');
    // The inner ring is a narrow band: figures only (the outer ring and the tooltip name the slice), on wide slices only.
    expect(labelOf(series[0], 0)).toContain(series[0].data[0].name);
    expect(labelOf(series[1], 0)).not.toContain(series[1].data[0].name);
    expect(labelOf(series[1], 0)).toMatch(/%/);
    expect(series[1].minShowLabelAngle).toBeGreaterThanOrEqual(18);
  });

  it('without a dimension draws each metric as a slice', () => {
    const metricsOnly = { metrics: [metric('sales', 'sales', { alias: 'Sales' }), metric('profit', 'profit', { alias: 'Profit' })] };
    const option = optionOf(buildFor(pieChart, metricsOnly, rowsOf(['sales', 'profit'], [[300, 100]]), { locale: 'zh' }));
    const [series] = seriesOf(option);
    expect(series.name).toBe('合计');
    expect(series.data.map((slice: { name: string; value: number }) => [slice.name, slice.value])).toEqual([
      ['Sales', 300],
      ['Profit', 100],
    ]);
    expect(labelOf(series, 1)).toBe('Profit\n25.0%');
  });

  it('is themed, and moves the legend under the plot on narrow cells', () => {
    const dark = optionOf(buildFor(pieChart, sections, genres, { theme: 'dark', width: 360, height: 300 }));
    expect(dark.backgroundColor).toBe('transparent');
    expect(dark.aria.enabled).toBe(true);
    expect(dark.textStyle.color).toBe('#E6E8EB');
    expect(dark.legend).toMatchObject({ bottom: 4, orient: 'horizontal' });
    expect(seriesOf(dark)[0].itemStyle.borderColor).toBe('#141414');
    const wide = optionOf(buildFor(pieChart, sections, genres, { width: 900, height: 500 }, { 'legend.position': 'right' }));
    expect(wide.legend).toMatchObject({ right: 4, orient: 'vertical' });
    expect(parseFloat(seriesOf(wide)[0].center[0])).toBeLessThan(50);
  });

  it('says so when there are no rows or nothing to draw', () => {
    expect(buildFor(pieChart, sections, rowsOf(['genre', 'sales'], []))).toEqual({ kind: 'message', messageKey: 'text.noRows' });
    expect(buildFor(pieChart, sections, rowsOf(['genre', 'sales'], [['A', null], ['B', -3]]))).toEqual({ kind: 'message', messageKey: 'text.noData' });
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(pieChart, sections, genres));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
