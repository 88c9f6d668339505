import type { CustomSeriesOption } from 'echarts';
import type { ChartBuildInput, ChartOutput } from '../../chartDefinition';
import { baseOption, titleOffset } from '../../common/baseOption';
import { categoriesOf } from '../../common/categories';
import { placedFields, toNumber } from '../../common/chartFields';
import { itemTooltipHtml } from '../../common/itemTooltip';
import { noRowsMessage } from '../../common/noRows';
import { chartThemeOf } from '../../theme/chartTheme';
import { colorForValue } from '../../theme/palettes';
import { fittedFontRange } from './fitFontRange';
import { layoutWords, type CloudWord, type PlacedWord } from './layoutWords';
import { wordCloudSections } from './settings';

/** The cell a chart is laid out for when the renderer does not say (the server's default image size). */
const DEFAULT_SIZE = { width: 800, height: 500 };

/** The words with their summed weights, heaviest first, at most `limit`. */
function cloudWords(input: ChartBuildInput, limit: number): { words: CloudWord[]; format: (value: unknown) => string; title: string } {
  const { config, data, context } = input;
  const place = (key: string) => placedFields({ sections: wordCloudSections }, config, data, key, context.locale);
  const [metric] = place('metrics');
  const categories = categoriesOf(place('dimensions'), data.rows.length, '');
  const weights: (number | null)[] = categories.labels.map(() => null);
  categories.ofRow.forEach((category, row) => {
    const value = toNumber(metric?.values[row]);
    if (value !== null) weights[category] = (weights[category] ?? 0) + value;
  });
  const words = categories.labels.flatMap((text, index) => (weights[index] === null ? [] : [{ text, weight: weights[index]! }]));
  words.sort((a, b) => b.weight - a.weight);
  return { words: words.slice(0, limit), format: metric?.format ?? String, title: metric?.title ?? '' };
}

type RenderApi = { getWidth(): number; getHeight(): number };

/**
 * The word cloud: words sized to fill the cell (fitFontRange.ts) and laid out by layoutWords for its size,
 * drawn as text by a custom series, so
 * ECharts' SVG renderer on the server draws the same picture as the browser. When the cell is resized
 * without a rebuild, the layout is scaled to fit and stays centred. Colours follow the word.
 */
export function buildWordCloudOption(input: ChartBuildInput): ChartOutput {
  const empty = noRowsMessage(input.data);
  if (empty) return empty;
  const { settings, context } = input;
  const theme = chartThemeOf(context.theme);
  const base = baseOption(context, settings);
  const { words, format, title } = cloudWords(input, settings.num('wordCloud.maxWords'));
  const top = titleOffset(settings);
  const width = context.width ?? DEFAULT_SIZE.width;
  const height = Math.max(40, (context.height ?? DEFAULT_SIZE.height) - top);
  const [smallest, largest] = [settings.num('wordCloud.minFontSize'), settings.num('wordCloud.maxFontSize')].sort((a, b) => a - b) as [number, number];
  const fitted = fittedFontRange(words, { width, height }, { minFontSize: smallest, maxFontSize: largest });
  const placed = layoutWords(words, { width, height, ...fitted, rotation: settings.str('wordCloud.rotation') === 'mixed' ? 'mixed' : 'none' });
  if (placed.length === 0) return { kind: 'message', messageKey: 'text.noData' };
  const colorOf = (word: PlacedWord) => colorForValue(word.text, base.color);
  const bold = (fitted.minFontSize + fitted.maxFontSize) / 2;
  const renderItem = (params: { dataIndex: number }, api: RenderApi) => {
    const word = placed[params.dataIndex]!;
    const scale = Math.min(api.getWidth() / width, (api.getHeight() - top) / height);
    const left = (api.getWidth() - width * scale) / 2;
    const upper = top + (api.getHeight() - top - height * scale) / 2;
    return {
      type: 'text',
      x: left + word.x * scale,
      y: upper + word.y * scale,
      rotation: word.rotated ? Math.PI / 2 : 0,
      style: {
        text: word.text,
        fontSize: word.fontSize * scale,
        fontFamily: theme.fontFamily,
        fontWeight: word.fontSize >= bold ? 600 : 400,
        fill: colorOf(word),
        align: 'center',
        verticalAlign: 'middle',
      },
      emphasis: { style: { fill: theme.text } },
    };
  };
  const series: CustomSeriesOption = {
    type: 'custom',
    name: title,
    coordinateSystem: 'none',
    renderItem: renderItem as unknown as CustomSeriesOption['renderItem'],
    data: placed.map((word) => ({ name: word.text, value: word.weight })),
  };
  const formatter = (params: { dataIndex: number }) => {
    const word = placed[params.dataIndex];
    return word ? itemTooltipHtml({ header: word.text, color: colorOf(word), name: title, value: format(word.weight) }, theme.textMuted) : '';
  };
  return { kind: 'echarts', option: { ...base, tooltip: { ...base.tooltip, trigger: 'item', formatter: formatter as never }, series: [series] } };
}
