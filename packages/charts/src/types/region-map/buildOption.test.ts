import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import type { ChartOutput } from '../../chartDefinition';
import { checkRequirements } from '../../requirements';
import { sequentialRamp } from '../../theme/palettes';
import { regionMapChart } from './definition';

const country = (category: 'country' | 'provinceOrState' | 'city' | 'uncategorized' = 'country') => dimension('place', 'place', { category });
const sales = metric('sales', 'sales', { alias: 'Sales', format: { kind: 'numeric', unit: 'K', decimals: 1 } });
const sections = { dimensions: [country()], metrics: [sales] };
const countries = rowsOf(
  ['place', 'sales'],
  [
    ['CN', 1000],
    ['China', 500],
    ['中国', 250],
    ['United States', 3000],
    ['Atlantis', 9],
    [null, 1],
  ],
);
/** The GeoJSON maps an output asks the renderer to register. */
const mapsOf = (built: ChartOutput) => (built.kind === 'echarts' ? built.maps : undefined);

describe('region map', () => {
  it('takes exactly 1 location dimension and 1 metric; tooltip info does not count', () => {
    expect(checkRequirements(regionMapChart, configFor(regionMapChart, { ...sections, info: [metric('a', 'a'), metric('b', 'b')] }))).toEqual([]);
    expect(checkRequirements(regionMapChart, configFor(regionMapChart, { dimensions: sections.dimensions }))).toContainEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'requirement.metrics',
      params: { count: 1 },
    });
    expect(checkRequirements(regionMapChart, configFor(regionMapChart, { ...sections, dimensions: [country(), dimension('b', 'b')] }))[0]).toEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'section.location',
      params: { count: 1 },
    });
  });

  it("fills the world's countries by the metric, 'CN', 'China' and '中国' meeting as one", () => {
    const built = buildFor(regionMapChart, sections, countries);
    expect(mapsOf(built)).toEqual(['world']);
    const option = optionOf(built);
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'map', map: 'world', nameProperty: 'name_en' });
    expect(series.data).toEqual([
      { name: 'China', value: 1750 },
      { name: 'United States', value: 3000 },
    ]);
    expect(option.visualMap).toMatchObject({ type: 'continuous', min: 1750, max: 3000, inRange: { color: sequentialRamp.slice(1) } });
    expect(option.geo).toBeUndefined();
  });

  it('writes the colour scale’s ends in one unit of the metric, three significant digits', () => {
    const wide = rowsOf(['place', 'sales'], [['France', 934.17], ['Germany', 81_400]]);
    const plain = { dimensions: [country()], metrics: [metric('sales', 'sales')] };
    const zh = optionOf(buildFor(regionMapChart, plain, wide, { locale: 'zh' }));
    expect([934.17, 81_400].map(zh.visualMap.formatter)).toEqual(['0.09万', '8.14万']);
    const en = optionOf(buildFor(regionMapChart, plain, wide));
    expect([934.17, 81_400].map(en.visualMap.formatter)).toEqual(['0.93K', '81.4K']);
    // The unit the metric's format chose (K) holds in Chinese too.
    expect(optionOf(buildFor(regionMapChart, sections, wide, { locale: 'zh' })).visualMap.formatter(934.17)).toBe('0.93K');
  });

  it('on a narrow cell puts the note of places not on the map above the colour scale, not over it', () => {
    const wide = optionOf(buildFor(regionMapChart, sections, countries, { width: 800, height: 500 }));
    expect(wide.title[0].bottom).toBe(4);
    expect(wide.title[0].subtextStyle.width).toBeLessThanOrEqual(800 - 24 - 220);
    const narrow = optionOf(buildFor(regionMapChart, sections, countries, { width: 360, height: 300 }));
    expect(narrow.title[0].bottom).toBeGreaterThanOrEqual(narrow.visualMap.bottom + narrow.visualMap.itemWidth + 16);
    expect(seriesOf(narrow)[0].bottom).toBeGreaterThan(seriesOf(wide)[0].bottom);
  });

  it('counts the rows not on the map in a note under it', () => {
    const option = optionOf(buildFor(regionMapChart, sections, countries));
    expect(option.title).toEqual([expect.objectContaining({ subtext: 'Not on the map: 2 (Atlantis)' })]);
    const zh = optionOf(buildFor(regionMapChart, sections, countries, { locale: 'zh' }, { 'title.show': true, 'title.text': '销售' }));
    expect(zh.title.map((title: { text: string; subtext?: string }) => title.subtext ?? title.text)).toEqual(['销售', '未匹配到地图：2 (Atlantis)']);
    const all = optionOf(buildFor(regionMapChart, sections, rowsOf(['place', 'sales'], [['France', 1]])));
    expect(all.title).toBeUndefined();
  });

  it('names regions in the locale and shows the value in the metric format in the tooltip', () => {
    const option = optionOf(buildFor(regionMapChart, sections, countries, { locale: 'zh', theme: 'dark' }));
    const [series] = seriesOf(option);
    expect(series.nameProperty).toBe('name_zh');
    expect(series.data[0]).toEqual({ name: '中国', value: 1750 });
    expect(series.itemStyle).toMatchObject({ areaColor: '#2E3238', borderColor: '#141414' });
    expect(option.visualMap.inRange.color).toEqual([...sequentialRamp].reverse());
    expect(stripTags(option.tooltip.formatter({ dataIndex: 0, color: '#4A88CF' }))).toBe('中国|Sales|1.8K');
    expect(stripTags(option.tooltip.formatter({ dataIndex: -1, name: '法国' }))).toBe('法国');
  });

  it("fills China's provinces for a province field, '广东', '广东省' and 'Guangdong' meeting as one", () => {
    const provinces = rowsOf(['place', 'sales'], [['广东', 1], ['广东省', 2], ['Guangdong', 3], ['浙江', 4]]);
    const built = buildFor(regionMapChart, { dimensions: [country('provinceOrState')], metrics: [sales] }, provinces);
    expect(mapsOf(built)).toEqual(['china']);
    // ECharts' South China Sea inset has a Chinese name only; in English it gets one.
    expect(seriesOf(optionOf(built))[0].nameMap).toEqual({ 南海诸岛: 'South China Sea Islands' });
    expect(seriesOf(optionOf(built))[0].data).toEqual([
      { name: 'Guangdong', value: 6 },
      { name: 'Zhejiang', value: 4 },
    ]);
  });

  it('draws cities as points on the China map, coloured by the scale', () => {
    const cities = rowsOf(['place', 'sales'], [['杭州市', 10], ['Shanghai', 20]]);
    const built = buildFor(regionMapChart, { dimensions: [country('city')], metrics: [sales] }, cities, {}, { 'label.show': true });
    expect(mapsOf(built)).toEqual(['china']);
    const option = optionOf(built);
    expect(option.geo).toMatchObject({ map: 'china', label: { show: false } });
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'scatter', coordinateSystem: 'geo', label: { show: true } });
    expect(series.data.map((point: { name: string; value: number[] }) => [point.name, point.value[2]])).toEqual([
      ['Hangzhou', 10],
      ['Shanghai', 20],
    ]);
    expect(option.visualMap.dimension).toBe(2);
  });

  it('guesses the map of an uncategorised field, and says so when its values name no place', () => {
    const guessed = buildFor(regionMapChart, { dimensions: [country('uncategorized')], metrics: [sales] }, rowsOf(['place', 'sales'], [['北京市', 1], ['四川', 2]]));
    expect(mapsOf(guessed)).toEqual(['china']);
    expect(buildFor(regionMapChart, { dimensions: [country('uncategorized')], metrics: [sales] }, rowsOf(['place', 'sales'], [['Mars', 1]]))).toEqual({
      kind: 'message',
      messageKey: 'text.map.noLocations',
      params: { field: 'place' },
    });
    expect(buildFor(regionMapChart, sections, rowsOf(['place', 'sales'], []))).toEqual({ kind: 'message', messageKey: 'text.noRows' });
  });

  it('survives a JSON round trip except for its functions', () => {
    const option = optionOf(buildFor(regionMapChart, sections, countries, {}, { 'map.roam': true }));
    expect(seriesOf(option)[0].roam).toBe(true);
    expect(JSON.parse(JSON.stringify(option))).toEqual(withoutFunctions(option));
  });
});
