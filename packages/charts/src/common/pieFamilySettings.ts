import type { FormatLocale } from '../format/numberFormat';
import type { NestedMessages } from '../i18n/chartMessages';
import type { SettingGroup } from '../settings/settingControls';
import { legendSettings, paletteSettings, titleSettings } from './commonSettings';
import { atLeast, between, dimensionsSection, filtersSection, infoSection, metricsSection } from './dataSections';

/**
 * Pie, doughnut and rose (datart's pie-chart, doughnut-chart, rose-chart): one definition but for the id,
 * the names and how the circle is cut. A dimension's values are the slices; several metrics draw one ring
 * each; with no dimension the metrics are the slices.
 */
export const pieFamilyRequirements = { dimensions: between(0, 1), metrics: atLeast(1) };

export const pieFamilySections = [dimensionsSection(between(0, 1)), metricsSection(atLeast(1)), filtersSection, infoSection] as const;

/** Labels show the category, the value and the share, each on or off; outside ones hang on a guide line. */
export const pieLabelSettings: SettingGroup = {
  key: 'label',
  labelKey: 'settings.label',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'position', kind: 'select', options: ['outside', 'inside'], default: 'outside' },
    { key: 'showName', kind: 'switch', default: true },
    { key: 'showValue', kind: 'switch', default: false },
    { key: 'showPercent', kind: 'switch', default: true },
    { key: 'fontSize', kind: 'fontSize', default: 12 },
  ],
};

/** How many slices before the smallest fold into Other, and whether the largest come first. */
export const pieSliceSettings: SettingGroup = {
  key: 'pie',
  labelKey: 'settings.pie',
  controls: [
    { key: 'maxSlices', kind: 'number', min: 2, max: 100, step: 1, default: 12 },
    { key: 'sort', kind: 'select', options: ['desc', 'none'], default: 'desc' },
  ],
};

export const pieFamilySettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, legendSettings, pieLabelSettings, pieSliceSettings];

export const pieFamilyMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: {
      label: { position: 'Position', showName: 'Category', showValue: 'Value', showPercent: 'Percentage' },
      pie: { _: 'Slices', maxSlices: 'Most slices (the rest as Other)', sort: 'Order' },
    },
    option: { outside: 'Outside', inside: 'Inside', desc: 'Largest first', none: 'As queried' },
    text: { pie: { share: 'Share' } },
  },
  zh: {
    settings: {
      label: { position: '位置', showName: '类别', showValue: '数值', showPercent: '百分比' },
      pie: { _: '扇区', maxSlices: '最多扇区数（其余合并为其他）', sort: '顺序' },
    },
    option: { outside: '外侧', inside: '内侧', desc: '从大到小', none: '按查询顺序' },
    text: { pie: { share: '占比' } },
  },
};
