import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { chartThemeOf } from '../../theme/chartTheme';
import { axisTooltipText, buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, withoutFunctions } from '../../common/cartesianFixtures';
import { waterfallChart } from './definition';

const data = rowsOf(
  ['step', 'change'],
  [
    ['Opening', 5000],
    ['Sales', 12000],
    ['Costs', -18000],
  ],
);
const sections = { dimensions: [dimension('step', 'step')], metrics: [metric('change', 'change', { alias: 'Cash' })] };

describe('waterfall', () => {
  it('only allows one dimension and one metric', () => {
    expect(checkRequirements(waterfallChart, configFor(waterfallChart, sections))).toEqual([]);
    expect(checkRequirements(waterfallChart, configFor(waterfallChart, { ...sections, metrics: [metric('a', 'a'), metric('b', 'b')] }))).toEqual([
      { messageKey: 'validation.onlyAllows', sectionKey: 'section.metrics', params: { count: 1 } },
      { messageKey: 'validation.onlyAllows', sectionKey: 'requirement.metrics', params: { count: 1 } },
    ]);
    expect(checkRequirements(waterfallChart, configFor(waterfallChart, { metrics: sections.metrics }))[0]).toEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'section.dimensions',
      params: { count: 1 },
    });
  });

  it('stacks each step on an invisible base, increases and decreases in the theme colours, a total at the end', () => {
    for (const themeName of ['light', 'dark'] as const) {
      const theme = chartThemeOf(themeName);
      const option = optionOf(buildFor(waterfallChart, sections, data, { theme: themeName }));
      expect(option.xAxis.data).toEqual(['Opening', 'Sales', 'Costs', 'Total']);
      const [base, increase, decrease, total] = seriesOf(option);
      expect(base).toMatchObject({ data: [0, 5000, 17000, 0], stack: 'waterfall', stackStrategy: 'all', itemStyle: { color: 'transparent' }, silent: true });
      expect(increase).toMatchObject({ name: 'Increase', data: [5000, 12000, 0, 0], itemStyle: { color: theme.positive } });
      expect(decrease).toMatchObject({ name: 'Decrease', data: [0, 0, -18000, 0], itemStyle: { color: theme.negative } });
      expect(total).toMatchObject({ name: 'Total', data: [0, 0, 0, -1000] });
      expect(option.legend.data).toEqual(['Increase', 'Decrease', 'Total']);
    }
  });

  it('drops the total bar per setting and names its series in Chinese', () => {
    const option = optionOf(buildFor(waterfallChart, sections, data, { locale: 'zh' }, { 'waterfall.showTotal': false }));
    expect(option.xAxis.data).toEqual(['Opening', 'Sales', 'Costs']);
    expect(seriesOf(option).map((series) => series.name)).toEqual(['', '增加', '减少']);
    // The running total reaches 17,000: every tick in 万, 5,000 too.
    expect([12000, 5000].map(option.yAxis.axisLabel.formatter)).toEqual(['1.2万', '0.5万']);
  });

  it('joins each step to the next with a dashed line at the running total it ends on', () => {
    const [base] = seriesOf(optionOf(buildFor(waterfallChart, sections, data)));
    expect(base.markLine).toMatchObject({ silent: true, symbol: 'none', lineStyle: { type: 'dashed', color: chartThemeOf('light').axisLine } });
    expect(base.markLine.data).toEqual([
      [{ coord: [0, 5000] }, { coord: [1, 5000] }],
      [{ coord: [1, 17000] }, { coord: [2, 17000] }],
      [{ coord: [2, -1000] }, { coord: [3, -1000] }],
    ]);
    const many = rowsOf(['step', 'change'], Array.from({ length: 80 }, (_, index) => [`s${index}`, index]));
    expect(seriesOf(optionOf(buildFor(waterfallChart, sections, many)))[0].markLine).toBeUndefined();
  });

  it('tooltips the step and the running total, never the base; labels only real steps', () => {
    const option = optionOf(buildFor(waterfallChart, sections, data, {}, { 'label.show': true }));
    expect(axisTooltipText(option, 2)).toBe('Costs|Decrease|-18,000|Running total|-1,000');
    expect(axisTooltipText(option, 3)).toBe('Total|Total|-1,000');
    const increase = seriesOf(option)[1];
    expect(increase.label.formatter({ value: 0, dataIndex: 2 })).toBe('');
    // Labels are short like the axis (the tooltip above keeps the full value), in the metric's own format when it has one.
    expect(increase.label.formatter({ value: 12000, dataIndex: 1 })).toBe('12K');
    const formatted = { ...sections, metrics: [metric('change', 'change', { alias: 'Cash', format: { kind: 'numeric', decimals: 0 } })] };
    expect(seriesOf(optionOf(buildFor(waterfallChart, formatted, data, {}, { 'label.show': true })))[1].label.formatter({ value: 12000, dataIndex: 1 })).toBe('12,000');
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(waterfallChart, sections, data, { theme: 'dark', locale: 'zh' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
