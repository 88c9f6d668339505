import type { FormatLocale } from '../format/numberFormat';

export interface NestedMessages {
  [key: string]: string | NestedMessages;
}

/**
 * The `charts` catalogue: data sections, requirements, common settings and the texts charts draw. A type's
 * own setting labels live in its definition (`messages`) and are merged over this by the web. Interpolation
 * is i18next's {{name}}.
 */
const en = {
  section: {
    dimensions: 'Dimensions',
    metrics: 'Metrics',
    mixed: 'Columns',
    filters: 'Filters',
    color: 'Colour',
    size: 'Size',
    info: 'Tooltip info',
    rows: 'Rows',
    columns: 'Columns',
    metricsLeft: 'Left axis metrics',
    metricsRight: 'Right axis metrics',
    xMetric: 'X metric',
    yMetric: 'Y metric',
    target: 'Target',
    location: 'Location',
  },
  requirement: { dimensions: 'Dimensions', metrics: 'Metrics' },
  group: { table: 'Tables', column: 'Columns', bar: 'Bars', line: 'Lines and areas', pie: 'Pies', scatter: 'Scatter', map: 'Maps', other: 'Other' },
  settings: {
    title: { _: 'Title', show: 'Show title', text: 'Title text', fontSize: 'Font size', align: 'Alignment' },
    palette: { _: 'Colours', name: 'Palette' },
    legend: { _: 'Legend', show: 'Show legend', position: 'Position', fontSize: 'Font size' },
    label: { _: 'Labels', show: 'Show labels', fontSize: 'Font size' },
    xAxis: { _: 'X axis', show: 'Show axis', showTitle: 'Show axis title', fontSize: 'Font size', rotate: 'Label rotation' },
    yAxis: { _: 'Y axis', show: 'Show axis', showTitle: 'Show axis title', fontSize: 'Font size', splitLine: 'Grid lines' },
    text: { _: 'Text', fontSize: 'Font size', lineHeight: 'Line height' },
  },
  option: {
    left: 'Left',
    center: 'Centre',
    right: 'Right',
    top: 'Top',
    bottom: 'Bottom',
    auto: 'Auto',
    redbi: 'RedBI',
    colorblind: 'Colour-blind safe',
    warm: 'Warm',
    cool: 'Cool',
  },
  text: {
    total: 'Total',
    subtotal: 'Subtotal',
    noData: 'No data',
    noRows: 'The query returned no rows',
    other: 'Other',
    unmatched: 'Not on the map',
    chartArea: 'Chart: {{name}}',
    richTextEmpty: 'No text yet: write it under Style → Content; {{Field title}} puts in the value of a field of the first row.',
  },
};

const zh: typeof en = {
  section: {
    dimensions: '维度',
    metrics: '指标',
    mixed: '列',
    filters: '筛选',
    color: '颜色',
    size: '大小',
    info: '提示信息',
    rows: '行',
    columns: '列',
    metricsLeft: '左轴指标',
    metricsRight: '右轴指标',
    xMetric: 'X 轴指标',
    yMetric: 'Y 轴指标',
    target: '目标值',
    location: '位置',
  },
  requirement: { dimensions: '维度', metrics: '指标' },
  group: { table: '表格', column: '柱状图', bar: '条形图', line: '折线与面积', pie: '饼图', scatter: '散点', map: '地图', other: '其他' },
  settings: {
    title: { _: '标题', show: '显示标题', text: '标题文字', fontSize: '字号', align: '对齐' },
    palette: { _: '颜色', name: '配色' },
    legend: { _: '图例', show: '显示图例', position: '位置', fontSize: '字号' },
    label: { _: '标签', show: '显示标签', fontSize: '字号' },
    xAxis: { _: 'X 轴', show: '显示坐标轴', showTitle: '显示轴标题', fontSize: '字号', rotate: '标签旋转' },
    yAxis: { _: 'Y 轴', show: '显示坐标轴', showTitle: '显示轴标题', fontSize: '字号', splitLine: '网格线' },
    text: { _: '文字', fontSize: '字号', lineHeight: '行高' },
  },
  option: {
    left: '左',
    center: '居中',
    right: '右',
    top: '上',
    bottom: '下',
    auto: '自动',
    redbi: 'RedBI',
    colorblind: '色盲友好',
    warm: '暖色',
    cool: '冷色',
  },
  text: {
    total: '合计',
    subtotal: '小计',
    noData: '暂无数据',
    noRows: '查询没有返回数据',
    other: '其他',
    unmatched: '未匹配到地图',
    chartArea: '图表：{{name}}',
    richTextEmpty: '还没有文字：请在“样式 → 内容”中填写；{{字段标题}} 会填入第一行中该字段的值。',
  },
};

export const chartMessages: Record<FormatLocale, NestedMessages> = { en, zh };

function lookup(messages: NestedMessages, key: string): string | undefined {
  let current: string | NestedMessages | undefined = messages;
  for (const part of key.split('.')) current = typeof current === 'object' ? current[part] : undefined;
  if (typeof current === 'object') current = current._;
  return typeof current === 'string' ? current : undefined;
}

/** A type's own messages may be written flat ('settings.table._'): the whole key first. */
function flat(messages: NestedMessages, key: string): string | undefined {
  const value = messages[key] ?? messages[`${key}._`];
  return typeof value === 'string' ? value : undefined;
}

/** A text of the catalogue (or of `extra`, a type's own messages), interpolated; the key when unknown. */
export function chartText(locale: FormatLocale, key: string, params: Record<string, string | number> = {}, extra?: NestedMessages): string {
  const template = (extra && (flat(extra, key) ?? lookup(extra, key))) ?? lookup(chartMessages[locale], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
