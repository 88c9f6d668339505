import { describe, expect, it } from 'vitest';
import { checkRequirements } from '../../requirements';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import { colorForValue, paletteOf } from '../../theme/palettes';
import { scatterChart } from './definition';

const data = rowsOf(
  ['city', 'region', 'income', 'age', 'population'],
  [
    ['Lyon', 'West', 12345, 40, 500],
    ['Wuhan', 'East', 23000, 35, 1100],
    ['Nowhere', 'East', null, 20, 1],
    ['Xi’an', 'East', 8000, 30, 100],
  ],
);
const sections = {
  dimensions: [dimension('city', 'city')],
  metrics: [metric('income', 'income', { alias: 'Income' }), metric('age', 'age', { alias: 'Age', aggregate: 'AVG' })],
};

describe('scatter', () => {
  it('only allows two metrics; dimensions any number; colour, size and info do not count', () => {
    expect(checkRequirements(scatterChart, configFor(scatterChart, { metrics: sections.metrics }))).toEqual([]);
    const full = { ...sections, dimensions: [dimension('a', 'city'), dimension('b', 'region')], color: [dimension('region', 'region')], size: [metric('population', 'population')], info: [metric('i', 'x')] };
    expect(checkRequirements(scatterChart, configFor(scatterChart, full))).toEqual([]);
    expect(checkRequirements(scatterChart, configFor(scatterChart, { metrics: [...sections.metrics, metric('c', 'c')] }))).toEqual([
      { messageKey: 'validation.onlyAllows', sectionKey: 'section.metrics', params: { count: 2 } },
      { messageKey: 'validation.onlyAllows', sectionKey: 'requirement.metrics', params: { count: 2 } },
    ]);
  });

  it('places a point per row at (x, y), skipping rows without either, one series per colour', () => {
    const option = optionOf(buildFor(scatterChart, { ...sections, color: [dimension('region', 'region')] }, data));
    const series = seriesOf(option);
    expect(series.map((each) => [each.type, each.name, each.data])).toEqual([
      ['scatter', 'West', [[12345, 40]]],
      ['scatter', 'East', [[23000, 35], [8000, 30]]],
    ]);
    expect(series[0].itemStyle.color).toBe(colorForValue('West', paletteOf('redbi')));
    // Overlapping points stay apart by a rim in the card's colour.
    expect(series[0].itemStyle).toMatchObject({ borderColor: '#FFFFFF', borderWidth: 1 });
    expect(option.legend.data).toEqual(['West', 'East']);
    expect(option.xAxis).toMatchObject({ type: 'value', scale: true });
    expect(option.xAxis.axisLabel.formatter(12000)).toBe('12K');
    expect(series[0].symbolSize).toBe(10);
  });

  it('sizes points by the size metric between the size settings', () => {
    const option = optionOf(buildFor(scatterChart, { ...sections, size: [metric('population', 'population')] }, data, {}, { 'scatter.sizeMin': 4, 'scatter.sizeMax': 40 }));
    const [series] = seriesOf(option);
    expect(series.data[0]).toEqual([12345, 40, 500]);
    expect(series.symbolSize([23000, 35, 1100])).toBe(40);
    expect(series.symbolSize([8000, 30, 100])).toBe(4);
  });

  it('tooltips the point by its dimensions, with each field in its format', () => {
    const option = optionOf(buildFor(scatterChart, { ...sections, color: [dimension('region', 'region', { alias: 'Region' })] }, data, { locale: 'zh' }));
    expect(option.tooltip.trigger).toBe('item');
    expect(stripTags(option.tooltip.formatter({ seriesIndex: 1, dataIndex: 0 }))).toBe('Wuhan|Region|East|Income|23,000|Age|35');
    // Each axis takes the unit of its own values: incomes in 万, ages in full.
    expect([option.xAxis.axisLabel.formatter(5000), option.yAxis.axisLabel.formatter(40)]).toEqual(['0.5万', '40']);
  });

  it('switches to large mode above 2,000 points with one point size', () => {
    const many = rowsOf(['income', 'age'], Array.from({ length: 3000 }, (_, index) => [index, index % 50]));
    const [series] = seriesOf(optionOf(buildFor(scatterChart, { metrics: sections.metrics, size: [metric('age', 'age')] }, many)));
    expect(series).toMatchObject({ large: true, largeThreshold: 2000, symbolSize: 10 });
    expect(series.data).toHaveLength(3000);
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(scatterChart, { ...sections, color: [dimension('region', 'region')], size: [metric('population', 'population')] }, data, { theme: 'dark' }));
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
