import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags } from '../../common/cartesianFixtures';
import { pointSizes } from '../../common/geoPoints';
import type { ChartOutput } from '../../chartDefinition';
import { checkRequirements } from '../../requirements';
import { scatterMapChart } from './definition';

const place = (category: 'country' | 'provinceOrState' | 'city') => dimension('place', 'place', { category });
const orders = metric('orders', 'orders', { alias: 'Orders' });
const stores = metric('stores', 'stores', { alias: 'Stores' });
const mapsOf = (built: ChartOutput) => (built.kind === 'echarts' ? built.maps : undefined);
const provinces = rowsOf(
  ['place', 'orders', 'stores'],
  [
    ['广东省', 900, 30],
    ['Guangdong', 100, 10],
    ['浙江', 500, 5],
    ['Narnia', 1, 1],
  ],
);

describe('scatter map', () => {
  it('takes exactly 1 location and 1 metric; size and tooltip info do not count', () => {
    expect(checkRequirements(scatterMapChart, configFor(scatterMapChart, { dimensions: [place('city')], metrics: [orders], size: [stores], info: [metric('i', 'i')] }))).toEqual([]);
    expect(checkRequirements(scatterMapChart, configFor(scatterMapChart, { dimensions: [place('city')], metrics: [orders], size: [stores, metric('x', 'x')] }))[0]).toEqual({
      messageKey: 'validation.allowedRange',
      sectionKey: 'section.size',
      params: { min: 0, max: 1 },
    });
    expect(checkRequirements(scatterMapChart, configFor(scatterMapChart, { metrics: [orders] }))).toContainEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'requirement.dimensions',
      params: { count: 1 },
    });
  });

  it('puts a point on each province at its marker, sized by the metric, in one colour without a size field', () => {
    const built = buildFor(scatterMapChart, { dimensions: [place('provinceOrState')], metrics: [orders] }, provinces);
    expect(mapsOf(built)).toEqual(['china']);
    const option = optionOf(built);
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'scatter', coordinateSystem: 'geo', itemStyle: { color: '#5470C6' } });
    expect(series.data[0]).toMatchObject({ name: 'Guangdong', value: [113.28, 23.13, 1000, 1000], symbolSize: 30 });
    expect(series.data[1]).toMatchObject({ name: 'Zhejiang', value: [120.15, 30.29, 500, 500] });
    expect(option.visualMap).toBeUndefined();
    expect(option.title[0].subtext).toBe('Not on the map: 1 (Narnia)');
  });

  it('sizes by the size field and colours by the metric when there is one', () => {
    const option = optionOf(buildFor(scatterMapChart, { dimensions: [place('provinceOrState')], metrics: [orders], size: [stores] }, provinces, { theme: 'dark', locale: 'zh' }));
    const [series] = seriesOf(option);
    expect(series.data.map((point: { name: string; symbolSize: number }) => [point.name, point.symbolSize])).toEqual([
      ['广东', 30],
      ['浙江', 6],
    ]);
    expect(series.itemStyle.color).toBeUndefined();
    expect(option.visualMap).toMatchObject({ dimension: 2, min: 500, max: 1000 });
    expect(option.geo).toMatchObject({ map: 'china', nameProperty: 'name_zh', itemStyle: { areaColor: '#2E3238' } });
    expect(stripTags(option.tooltip.formatter({ dataIndex: 0, color: '#fff' }))).toBe('广东|Orders|1,000|Stores|40');
  });

  it('grows point areas with the square root of the value, between the sizes', () => {
    expect(pointSizes([0, 25, 100, null], [4, 24])).toEqual([4, 14, 24, 4]);
    expect(pointSizes([7, 7], [4, 24])).toEqual([24, 24]);
  });

  it('draws countries on the world map', () => {
    const built = buildFor(scatterMapChart, { dimensions: [place('country')], metrics: [orders] }, rowsOf(['place', 'orders'], [['JP', 3], ['日本', 4]]), {}, { 'points.maxSize': 40 });
    expect(mapsOf(built)).toEqual(['world']);
    const [series] = seriesOf(optionOf(built));
    expect(series.data).toEqual([expect.objectContaining({ name: 'Japan', symbolSize: 40 })]);
  });
});
