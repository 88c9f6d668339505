import { describe, expect, it } from 'vitest';
import { buildFor, configFor, dimension, metric, optionOf, rowsOf, seriesOf, stripTags, withoutFunctions } from '../../common/cartesianFixtures';
import { checkRequirements } from '../../requirements';
import { colorForValue, paletteOf } from '../../theme/palettes';
import { wordCloudChart } from './definition';

const sections = { dimensions: [dimension('word', 'word')], metrics: [metric('count', 'count', { alias: 'Mentions' })] };
const words = rowsOf(
  ['word', 'count'],
  Array.from({ length: 60 }, (_, index) => [index % 3 === 0 ? `数据${index}` : `word${index}`, Math.round(6000 / (index + 1))]),
);
/** What a custom series' renderItem draws for one word on a canvas of the given size. */
type DrawnText = { type: string; x: number; y: number; rotation: number; style: { text: string; fontSize: number; fill: string } };
const drawn = (series: { renderItem: (params: object, api: object) => DrawnText }, dataIndex: number, width = 800, height = 500) =>
  series.renderItem({ dataIndex }, { getWidth: () => width, getHeight: () => height });

describe('word cloud', () => {
  it('takes exactly 1 dimension and 1 metric', () => {
    expect(checkRequirements(wordCloudChart, configFor(wordCloudChart, sections))).toEqual([]);
    expect(checkRequirements(wordCloudChart, configFor(wordCloudChart, { ...sections, metrics: [...sections.metrics, metric('b', 'b')] }))).toContainEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'requirement.metrics',
      params: { count: 1 },
    });
    expect(checkRequirements(wordCloudChart, configFor(wordCloudChart, { metrics: sections.metrics }))).toContainEqual({
      messageKey: 'validation.onlyAllows',
      sectionKey: 'section.dimensions',
      params: { count: 1 },
    });
  });

  it('draws the words as text of a custom series, heaviest first, biggest, coloured by the word', () => {
    const option = optionOf(buildFor(wordCloudChart, sections, words));
    const [series] = seriesOf(option);
    expect(series).toMatchObject({ type: 'custom', coordinateSystem: 'none', name: 'Mentions' });
    expect(series.data[0]).toEqual({ name: '数据0', value: 6000 });
    const first = drawn(series, 0);
    expect(first).toMatchObject({ type: 'text', rotation: 0, style: { text: '数据0', fill: colorForValue('数据0', paletteOf('redbi')) } });
    expect(Math.abs(first.x - 400)).toBeLessThan(20);
    // The settings' 12 to 56 px, scaled together to the cell: the heaviest word still 56/12 times the lightest.
    const last = drawn(series, series.data.length - 1).style.fontSize;
    expect(first.style.fontSize / last).toBeCloseTo(56 / 12, 0);
  });

  it('scales and centres the layout when the canvas is resized without a rebuild', () => {
    const [series] = seriesOf(optionOf(buildFor(wordCloudChart, sections, words, { width: 800, height: 500 })));
    const full = drawn(series, 0, 800, 500);
    const half = drawn(series, 0, 400, 250);
    expect(half.style.fontSize).toBeCloseTo(full.style.fontSize / 2);
    expect(half.x).toBeCloseTo(full.x / 2);
    const wide = drawn(series, 0, 1600, 500);
    expect(wide.style.fontSize).toBeCloseTo(full.style.fontSize);
    expect(wide.x).toBeCloseTo(full.x + 400);
  });

  it('takes the sizes, word count and direction from the settings', () => {
    const settings = { 'wordCloud.minFontSize': 16, 'wordCloud.maxFontSize': 40, 'wordCloud.maxWords': 10, 'wordCloud.rotation': 'mixed' };
    const [series] = seriesOf(optionOf(buildFor(wordCloudChart, sections, words, { width: 600, height: 400 }, settings)));
    expect(series.data).toHaveLength(10);
    const all = series.data.map((_: unknown, index: number) => drawn(series, index, 600, 400));
    const sizes = all.map((word: { style: { fontSize: number } }) => word.style.fontSize);
    expect(sizes[0] / Math.min(...sizes)).toBeCloseTo(40 / 16, 1);
    expect(all.some((word: { rotation: number }) => word.rotation === Math.PI / 2)).toBe(true);
  });

  it('fills a big cell with a few words and keeps the heaviest whole on a narrow one', () => {
    const few = rowsOf(['word', 'count'], Array.from({ length: 40 }, (_, index) => [`Artist name ${index}`, 1400 / (1 + index * 0.35)]));
    const area = (width: number, height: number) => {
      const [series] = seriesOf(optionOf(buildFor(wordCloudChart, sections, few, { width, height })));
      const words = series.data.map((_: unknown, index: number) => drawn(series, index, width, height));
      return { words, covered: words.reduce((sum: number, word: DrawnText) => sum + word.style.text.length * 0.55 * word.style.fontSize * word.style.fontSize * 1.15, 0) / (width * height) };
    };
    expect(area(800, 500).covered).toBeGreaterThan(0.2);
    const narrow = area(360, 300);
    expect(narrow.words[0].style.text).toBe('Artist name 0');
    expect(narrow.words[0].style.text.length * 0.68 * narrow.words[0].style.fontSize).toBeLessThanOrEqual(360);
  });

  it('shows the word and its weight in the metric format in the tooltip, in both themes', () => {
    const light = optionOf(buildFor(wordCloudChart, sections, words));
    expect(stripTags(light.tooltip.formatter({ dataIndex: 1 }))).toBe('word1|Mentions|3,000');
    const dark = optionOf(buildFor(wordCloudChart, sections, words, { theme: 'dark', locale: 'zh' }));
    expect(dark.textStyle.color).toBe('#E6E8EB');
    expect(drawn(seriesOf(dark)[0], 0)).toMatchObject({ style: { fontFamily: expect.stringContaining('PingFang SC') } });
    expect(JSON.parse(JSON.stringify(dark))).toEqual(withoutFunctions(dark));
  });

  it('sums repeated words and says so when nothing can be drawn', () => {
    const repeated = optionOf(buildFor(wordCloudChart, sections, rowsOf(['word', 'count'], [['a', 1], ['a', 2], ['b', 1]])));
    expect(seriesOf(repeated)[0].data).toEqual([
      { name: 'a', value: 3 },
      { name: 'b', value: 1 },
    ]);
    expect(buildFor(wordCloudChart, sections, rowsOf(['word', 'count'], [['a', null]]))).toEqual({ kind: 'message', messageKey: 'text.noData' });
  });
});
