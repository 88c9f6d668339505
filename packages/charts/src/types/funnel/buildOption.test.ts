import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { conversionRate } from './conversion';
import { contrastRatio } from '../../common/readableText';
import { funnelChart } from './definition';
import { labelledMinSize, labelLinesThatFit } from './labelRoom';

const steps = rowsOf(
  ['step', 'users'],
  [
    ['Order', 120],
    ['Visit', 1000],
    ['Cart', 300],
    ['Sign-up', 400],
  ],
);
const sections = { dimensions: [dimension('step', 'step')], metrics: [metric('users', 'users', { alias: 'Users' })] };
const labelOf = (series: { label: { formatter: (params: { dataIndex: number }) => string } }, dataIndex: number) => series.label.formatter({ dataIndex });

describe('funnel', () => {
  it('takes [0, 1] dimension and [1, N] metrics', () => {
    expect(checkRequirements(funnelChart, configFor(funnelChart, sections))).toEqual([]);
    expect(checkRequirements(funnelChart, configFor(funnelChart, { metrics: sections.metrics }))).toEqual([]);
    expect(checkRequirements(funnelChart, configFor(funnelChart, { dimensions: sections.dimensions }))).toContainEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'requirement.metrics',
      params: { min: 1, max: 'N' },
    });
  });

  it('sorts the stages from the largest down and keeps every stage', () => {
    const [series] = seriesOf(optionOf(buildFor(funnelChart, sections, steps)));
    expect(series.type).toBe('funnel');
    expect(series.sort).toBe('none');
    expect(series.data.map((stage: { name: string; value: number }) => [stage.name, stage.value])).toEqual([
      ['Visit', 1000],
      ['Sign-up', 400],
      ['Cart', 300],
      ['Order', 120],
    ]);
    expect(series.labelLayout).toEqual({ hideOverlap: true });
  });

  it('folds a long tail of stages past the most stages setting into one Other stage at the bottom, without a rate', () => {
    const genres = rowsOf(
      ['step', 'users'],
      Array.from({ length: 25 }, (_, index) => [`Genre ${index + 1}`, 1000 - index * 10]),
    );
    const [series] = seriesOf(optionOf(buildFor(funnelChart, sections, genres, { width: 800, height: 800 })));
    expect(series.data).toHaveLength(12);
    // Drawn as narrow as the smallest stage shown, so the funnel still narrows; labelled with its true sum.
    expect(series.data.at(-1)).toMatchObject({ name: 'Other', value: 1000 - 10 * 10 });
    const tail = Array.from({ length: 14 }, (_, index) => 1000 - (index + 11) * 10).reduce((a, b) => a + b, 0);
    expect(labelOf(series, 11)).toBe(`Other\n${tail.toLocaleString('en-US')} · –`);
    const [all] = seriesOf(optionOf(buildFor(funnelChart, sections, genres, {}, { 'funnel.maxStages': 30 })));
    expect(all.data).toHaveLength(25);
  });

  it('gives each label the lines its stage has room for: name and figures, the name alone, or none', () => {
    const genres = rowsOf(['step', 'users'], Array.from({ length: 12 }, (_, index) => [`Genre ${index + 1}`, 1000 - index * 10]));
    const tall = seriesOf(optionOf(buildFor(funnelChart, sections, genres, { width: 800, height: 800 })))[0];
    expect(labelOf(tall, 1)).toBe('Genre 2\n990 · 99.0%');
    const medium = seriesOf(optionOf(buildFor(funnelChart, sections, genres, { width: 800, height: 400 })))[0];
    expect(labelOf(medium, 1)).toBe('Genre 2');
    const short = seriesOf(optionOf(buildFor(funnelChart, sections, genres, { width: 360, height: 200 })))[0];
    expect(short.label.show).toBe(false);
    expect(labelLinesThatFit(340, 4, 2, 16)).toBe(2);
    expect(labelLinesThatFit(200, 12, 2, 16)).toBe(0);
  });

  it('labels each stage with its value and its conversion from the first stage or the one before', () => {
    const [series] = seriesOf(optionOf(buildFor(funnelChart, sections, steps)));
    expect(labelOf(series, 0)).toBe('Visit\n1,000 · 100.0%');
    expect(labelOf(series, 3)).toBe('Order\n120 · 12.0%');
    const [stepwise] = seriesOf(optionOf(buildFor(funnelChart, sections, steps, { locale: 'zh' }, { 'funnel.conversion': 'previous', 'label.showValue': false })));
    expect(labelOf(stepwise, 3)).toBe('Order\n40.0%');
  });

  it('has no rate after an empty stage', () => {
    const stages = [
      { name: 'a', value: 0, category: 0, rows: [], other: false },
      { name: 'b', value: 0, category: 1, rows: [], other: false },
    ];
    expect(conversionRate(stages, 0, 'first')).toBe(1);
    expect(conversionRate(stages, 1, 'previous')).toBeNull();
  });

  it('shows the stage, the metric, the value and the conversion in the tooltip', () => {
    const option = optionOf(buildFor(funnelChart, sections, steps, { locale: 'zh', theme: 'dark' }));
    expect(stripTags(option.tooltip.formatter({ seriesIndex: 0, dataIndex: 1 }))).toBe('Sign-up|Users|400|转化率|40.0%');
    expect(option.tooltip.backgroundColor).toBe('rgba(32,34,38,0.96)');
    expect(seriesOf(option)[0].itemStyle.borderColor).toBe('#141414');
  });

  it('draws one funnel per metric side by side, each named above it', () => {
    const twoMetrics = { dimensions: sections.dimensions, metrics: [...sections.metrics, metric('revenue', 'revenue', { alias: 'Revenue' })] };
    const option = optionOf(buildFor(funnelChart, twoMetrics, rowsOf(['step', 'users', 'revenue'], [['Visit', 10, 0], ['Order', 2, 50]]), { width: 800 }));
    const series = seriesOf(option);
    expect(series).toHaveLength(2);
    expect(parseFloat(series[1].left)).toBeGreaterThan(parseFloat(series[0].left) + parseFloat(series[0].width));
    expect(option.title.map((title: { text: string }) => title.text)).toEqual(['Users', 'Revenue']);
    // Stages keep the first metric's order in every funnel.
    expect(series[1].data.map((stage: { name: string }) => stage.name)).toEqual(['Visit', 'Order']);
  });

  it('without a dimension makes the metrics the stages', () => {
    const metricsOnly = { metrics: [metric('orders', 'orders', { alias: 'Orders' }), metric('visits', 'visits', { alias: 'Visits' })] };
    const [series] = seriesOf(optionOf(buildFor(funnelChart, metricsOnly, rowsOf(['orders', 'visits'], [[25, 100]]))));
    expect(series.data.map((stage: { name: string }) => stage.name)).toEqual(['Visits', 'Orders']);
    expect(labelOf(series, 1)).toBe('Orders\n25 · 25.0%');
  });

  it('moves the legend under the plot on narrow cells and survives a JSON round trip', () => {
    const option = optionOf(buildFor(funnelChart, sections, steps, { width: 320, height: 400 }));
    expect(option.legend).toMatchObject({ bottom: 4 });
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });

  it('writes inside labels in the colour that reads on each stage, without an outline', () => {
    const [series] = seriesOf(optionOf(buildFor(funnelChart, sections, steps, { width: 800, height: 500 })));
    for (const stage of series.data as { itemStyle: { color: string }; label: { color: string } }[]) {
      expect(contrastRatio(stage.itemStyle.color, stage.label.color)).toBeGreaterThanOrEqual(3);
    }
    expect(series.label.textBorderWidth).toBeUndefined();
    const outside = seriesOf(optionOf(buildFor(funnelChart, sections, steps, {}, { 'label.position': 'outside' })))[0];
    expect(outside.data[0].label).toBeUndefined();
  });

  it('widens the narrowest stages until their labels fit inside, within bounds', () => {
    expect(labelledMinSize([{ value: 100, label: 'Visit' }, { value: 50, label: 'Cart' }], 600, 12)).toBe(0.08);
    // 'Checkout started' (≈115 px + padding) on a 6 % stage of a 270 px funnel asks for about 45 %.
    const share = labelledMinSize([{ value: 48_210, label: 'Store visits' }, { value: 2_986, label: 'Checkout started\n2,986 · 6.2%' }], 270, 12);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThanOrEqual(0.5);
    const wide = seriesOf(optionOf(buildFor(funnelChart, sections, steps, { width: 800, height: 500 })))[0];
    expect(Number.parseFloat(wide.minSize)).toBeGreaterThanOrEqual(8);
  });
});
