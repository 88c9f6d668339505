import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { radarChart } from './definition';
import { radarIndicators } from './indicators';

const skills = rowsOf(
  ['skill', 'alice', 'bob'],
  [
    ['Speed', 73.2, 40],
    ['Power', 12_345, 9_000],
    ['Range', null, 3],
  ],
);
const sections = {
  dimensions: [dimension('skill', 'skill')],
  metrics: [metric('alice', 'alice', { alias: 'Alice' }), metric('bob', 'bob', { alias: 'Bob', format: { kind: 'numeric', decimals: 1 } })],
};

describe('radar', () => {
  it('takes exactly 1 dimension and [1, N] metrics', () => {
    expect(checkRequirements(radarChart, configFor(radarChart, sections))).toEqual([]);
    expect(checkRequirements(radarChart, configFor(radarChart, { metrics: sections.metrics }))).toContainEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'requirement.dimensions',
      params: { count: 1 },
    });
    expect(checkRequirements(radarChart, configFor(radarChart, { dimensions: sections.dimensions }))).toContainEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'section.metrics',
      params: { min: 1, max: 'N' },
    });
  });

  it('makes one spoke per dimension value, scaled to the largest value there', () => {
    const option = optionOf(buildFor(radarChart, sections, skills));
    expect(option.radar.indicator).toEqual([
      { name: 'Speed', min: 0, max: 80 },
      { name: 'Power', min: 0, max: 15_000 },
      { name: 'Range', min: 0, max: 3 },
    ]);
    expect(radarIndicators(['loss', 'none'], [[-42, null]])).toEqual([
      { name: 'loss', min: -50, max: 0 },
      { name: 'none', min: 0, max: 1 },
    ]);
  });

  it('draws one polygon per metric in palette order, with no point where a value is missing', () => {
    const [series] = seriesOf(optionOf(buildFor(radarChart, sections, skills)));
    expect(series.type).toBe('radar');
    expect(series.data.map((polygon: { name: string; value: unknown[]; itemStyle: { color: string } }) => [polygon.name, polygon.value, polygon.itemStyle.color])).toEqual([
      ['Alice', [73.2, 12_345, '-'], '#5470C6'],
      ['Bob', [40, 9_000, 3], '#91CC75'],
    ]);
    expect(series.data[0].areaStyle.opacity).toBe(0.15);
    const outlines = seriesOf(optionOf(buildFor(radarChart, sections, skills, {}, { 'radar.area': false, 'radar.shape': 'circle' })));
    expect(outlines[0].data[0].areaStyle).toBeUndefined();
  });

  it('lists the value on every spoke in the metric format in the tooltip', () => {
    const option = optionOf(buildFor(radarChart, sections, skills, { locale: 'zh' }));
    expect(stripTags(option.tooltip.formatter({ dataIndex: 1 }))).toBe('Bob|Speed|40.0|Power|9,000.0|Range|3.0');
    expect(stripTags(option.tooltip.formatter({ dataIndex: 0 }))).toBe('Alice|Speed|73.2|Power|12,345|Range');
  });

  it('is themed in light and dark, with the legend under the plot on narrow cells', () => {
    const light = optionOf(buildFor(radarChart, sections, skills));
    expect(light.radar.splitLine.lineStyle.color).toBe('#EBEDF0');
    expect(light.legend.data).toEqual(['Alice', 'Bob']);
    const dark = optionOf(buildFor(radarChart, sections, skills, { theme: 'dark', width: 400 }, { 'radar.shape': 'circle' }));
    expect(dark.radar).toMatchObject({ shape: 'circle', axisName: { color: '#A3A9B3' }, splitLine: { lineStyle: { color: '#2E3238' } } });
    expect(dark.legend).toMatchObject({ bottom: 4 });
    expect(JSON.parse(JSON.stringify(dark))).toEqual(withoutFunctions(dark));
  });
});
