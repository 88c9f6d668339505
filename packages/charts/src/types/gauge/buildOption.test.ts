import { describe, expect, it } from 'vitest';
import { buildFor, configFor, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { gaugeChart } from './definition';
import { gaugeRange } from './gaugeRange';

const sections = { metrics: [metric('rate', 'rate', { alias: 'Completion', format: { kind: 'percentage', decimals: 1 } })] };
const revenue = { metrics: [metric('revenue', 'revenue', { alias: 'Revenue', format: { kind: 'numeric', unit: 'wan', decimals: 1 } })] };

describe('gauge', () => {
  it('takes no dimension and exactly 1 metric', () => {
    expect(checkRequirements(gaugeChart, configFor(gaugeChart, sections))).toEqual([]);
    expect(checkRequirements(gaugeChart, configFor(gaugeChart, { metrics: [...sections.metrics, metric('b', 'b')] }))).toContainEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'requirement.metrics',
      params: { count: 1 },
    });
    expect(checkRequirements(gaugeChart, configFor(gaugeChart, {}))).toContainEqual({ messageKey: 'validation.onlyAllows', sectionKey: 'section.metrics', params: { count: 1 } });
    expect(gaugeChart.sections.map((section) => section.key)).toEqual(['metrics', 'filters']);
  });

  it('runs from 0 to the value rounded up, or the fixed range when it is one', () => {
    expect(gaugeRange(73.2, 'auto', 0, 100)).toEqual({ min: 0, max: 80 });
    expect(gaugeRange(-73.2, 'auto', 0, 100)).toEqual({ min: -80, max: 0 });
    expect(gaugeRange(0, 'auto', 0, 100)).toEqual({ min: 0, max: 1 });
    expect(gaugeRange(73.2, 'fixed', 50, 200)).toEqual({ min: 50, max: 200 });
    expect(gaugeRange(73.2, 'fixed', 200, 50)).toEqual({ min: 0, max: 80 });
    const [series] = seriesOf(optionOf(buildFor(gaugeChart, revenue, rowsOf(['revenue'], [[123_456]]), {}, { 'gauge.range': 'fixed', 'gauge.max': 200_000 })));
    expect([series.min, series.max]).toEqual([0, 200_000]);
  });

  it('writes the value in the metric format and the scale abbreviated by locale', () => {
    const [series] = seriesOf(optionOf(buildFor(gaugeChart, revenue, rowsOf(['revenue'], [[123_456]]), { locale: 'zh' })));
    expect(series.type).toBe('gauge');
    expect(series.max).toBe(150_000);
    expect(series.data).toEqual([{ name: 'Revenue', value: 123_456 }]);
    expect(series.detail.formatter()).toBe('12.3万');
    expect(series.axisLabel.formatter(150_000)).toBe('15万');
    // The user chose 万 for the metric: the scale follows it in English too.
    const [en] = seriesOf(optionOf(buildFor(gaugeChart, revenue, rowsOf(['revenue'], [[123_456]]))));
    expect(en.axisLabel.formatter(150_000)).toBe('15万');
    const plain = { metrics: [metric('revenue', 'revenue', { alias: 'Revenue' })] };
    const [auto] = seriesOf(optionOf(buildFor(gaugeChart, plain, rowsOf(['revenue'], [[73_215.42]]), { locale: 'zh' })));
    expect([0, 16_000, 80_000].map(auto.axisLabel.formatter)).toEqual(['0', '1.6万', '8万']);
  });

  it('writes the scale of a percentage as percentages, not 0.2 … 1', () => {
    const [series] = seriesOf(optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.7243]]), {}, { 'gauge.range': 'fixed', 'gauge.min': 0, 'gauge.max': 1 })));
    expect([0, 0.2, 1].map(series.axisLabel.formatter)).toEqual(['0%', '20%', '100%']);
  });

  it('draws a progress arc, or a pointer when the arc is off, with the step count', () => {
    const [arc] = seriesOf(optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.42]]))));
    expect(arc.progress).toMatchObject({ show: true, itemStyle: { color: '#5470C6' } });
    expect(arc.pointer.show).toBe(false);
    expect(arc.splitNumber).toBe(5);
    expect(arc.detail.formatter()).toBe('42.0%');
    const [pointer] = seriesOf(optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.42]]), {}, { 'gauge.progress': false, 'gauge.splitNumber': 10, 'palette.name': 'colorblind' })));
    expect(pointer.progress.show).toBe(false);
    expect(pointer.pointer).toMatchObject({ show: true, itemStyle: { color: '#0072B2' } });
    expect(pointer.splitNumber).toBe(10);
  });

  it('is themed in light and dark and shows the value in the tooltip', () => {
    const light = optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.42]])));
    expect(seriesOf(light)[0].axisLine.lineStyle.color).toEqual([[1, '#EBEDF0']]);
    expect(stripTags(light.tooltip.formatter())).toBe('Completion|42.0%');
    const dark = optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.42]]), { theme: 'dark', locale: 'zh' }));
    expect(seriesOf(dark)[0]).toMatchObject({ axisLine: { lineStyle: { color: [[1, '#2E3238']] } }, detail: { color: '#E6E8EB' }, title: { color: '#A3A9B3' } });
    expect(JSON.parse(JSON.stringify(dark))).toEqual(withoutFunctions(dark));
  });

  it('shows an empty dial for a missing value', () => {
    const [series] = seriesOf(optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[null]]))));
    expect(series.data[0].value).toBe(0);
    expect(series.detail.formatter()).toBe('');
  });

  it('grows the value and the name with the dial, never below the set size', () => {
    const big = seriesOf(optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.42]]), { width: 800, height: 500 })))[0];
    expect(big.detail.fontSize).toBe(Math.round(200 * 0.22));
    expect(big.title.fontSize).toBe(15);
    const small = seriesOf(optionOf(buildFor(gaugeChart, sections, rowsOf(['rate'], [[0.42]]), { width: 360, height: 300 })))[0];
    expect(small.detail.fontSize).toBe(28);
    expect(small.title.fontSize).toBe(13);
  });
});
