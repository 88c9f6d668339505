import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { doughnutChart } from './definition';

const sections = { dimensions: [dimension('city', 'city')], metrics: [metric('orders', 'orders', { alias: 'Orders' })] };
const rows = rowsOf(['city', 'orders'], [['Paris', 30], ['Lyon', 10]]);

describe('doughnut', () => {
  it('takes [0, 1] dimension and [1, N] metrics', () => {
    expect(checkRequirements(doughnutChart, configFor(doughnutChart, sections))).toEqual([]);
    expect(checkRequirements(doughnutChart, configFor(doughnutChart, { dimensions: sections.dimensions }))).toContainEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'section.metrics',
      params: { min: 1, max: 'N' },
    });
  });

  it('cuts a ring around an empty centre, with rounded slices', () => {
    const [series] = seriesOf(optionOf(buildFor(doughnutChart, sections, rows, { locale: 'zh', theme: 'dark' })));
    expect(parseFloat(series.radius[0])).toBeGreaterThan(25);
    expect(parseFloat(series.radius[1])).toBeGreaterThan(parseFloat(series.radius[0]));
    expect(series.roseType).toBeUndefined();
    expect(series.itemStyle.borderRadius).toBe(4);
    expect(series.label.formatter({ dataIndex: 0 })).toBe('Paris\n75.0%');
  });

  it('splits the ring into one band per metric', () => {
    const twoMetrics = { dimensions: sections.dimensions, metrics: [...sections.metrics, metric('returns', 'returns')] };
    const series = seriesOf(optionOf(buildFor(doughnutChart, twoMetrics, rowsOf(['city', 'orders', 'returns'], [['Paris', 30, 2]]))));
    expect(series).toHaveLength(2);
    expect(parseFloat(series[0].radius[0])).toBeGreaterThan(parseFloat(series[1].radius[1]));
    expect(series[1].name).toBe('SUM(returns)');
  });

  it('writes the total in its hole, abbreviated or in the metric format, when the hole is big enough', () => {
    const big = rowsOf(['city', 'orders'], [['Paris', 120_000], ['Lyon', 75_431.27]]);
    const option = optionOf(buildFor(doughnutChart, sections, big, { width: 800, height: 500, locale: 'zh' }));
    expect(option.title).toEqual([expect.objectContaining({ text: '19.5万', subtext: '合计', textAlign: 'center', textVerticalAlign: 'middle' })]);
    expect(option.title[0].left).toBe(seriesOf(option)[0].center[0]);
    const euros = { ...sections, metrics: [metric('orders', 'orders', { format: { kind: 'currency', currency: 'EUR', decimals: 0 } })] };
    expect(optionOf(buildFor(doughnutChart, euros, big, { width: 800, height: 500 })).title[0].text).toBe('€195,431');
    expect(optionOf(buildFor(doughnutChart, sections, big, { width: 120, height: 90 })).title).toBeUndefined();
    const twoRings = { dimensions: sections.dimensions, metrics: [...sections.metrics, metric('returns', 'returns')] };
    expect(optionOf(buildFor(doughnutChart, twoRings, rowsOf(['city', 'orders', 'returns'], [['Paris', 30, 2]]), { width: 800, height: 500 })).title).toBeUndefined();
  });
});
