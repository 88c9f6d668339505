import { atLeast, between, dimensionsSection, filtersSection, infoSection, metricsSection } from '../../common/dataSections';
import { legendSettings, paletteSettings, titleSettings } from '../../common/commonSettings';
import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';

/** datart's funnel-chart: [0, 1] dimension (the stages) and [1, N] metrics (one funnel each). */
export const funnelSections = [dimensionsSection(between(0, 1)), metricsSection(atLeast(1)), filtersSection, infoSection] as const;

/** Stage labels: the stage's name always, its value and its conversion rate as chosen. */
export const funnelLabelSettings: SettingGroup = {
  key: 'label',
  labelKey: 'settings.label',
  controls: [
    { key: 'show', kind: 'switch', default: true },
    { key: 'position', kind: 'select', options: ['inside', 'outside'], default: 'inside' },
    { key: 'showValue', kind: 'switch', default: true },
    { key: 'showConversion', kind: 'switch', default: true },
    { key: 'fontSize', kind: 'fontSize', default: 12 },
  ],
};

/** Conversion measured against the first stage (share of the top) or the stage before (step rate). */
export const funnelSettings: SettingGroup = {
  key: 'funnel',
  labelKey: 'settings.funnel',
  controls: [
    { key: 'conversion', kind: 'select', options: ['first', 'previous'], default: 'first' },
    { key: 'gap', kind: 'number', min: 0, max: 20, step: 1, default: 2 },
    // A long tail of stages (25 genres) folds into one 'Other' stage at the bottom, so every label reads.
    { key: 'maxStages', kind: 'number', min: 2, max: 100, step: 1, default: 12 },
  ],
};

export const funnelSettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, legendSettings, funnelLabelSettings, funnelSettings];

export const funnelMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: {
      label: { position: 'Position', showValue: 'Value', showConversion: 'Conversion rate' },
      funnel: { _: 'Funnel', conversion: 'Conversion measured against', gap: 'Gap between stages', maxStages: 'Most stages (the rest as Other)' },
    },
    option: { inside: 'Inside', outside: 'Outside', first: 'The first stage', previous: 'The stage before' },
    text: { funnel: { conversion: 'Conversion' } },
  },
  zh: {
    settings: {
      label: { position: '位置', showValue: '数值', showConversion: '转化率' },
      funnel: { _: '漏斗', conversion: '转化率基准', gap: '层间距', maxStages: '最多层数（其余合并为其他）' },
    },
    option: { inside: '内侧', outside: '外侧', first: '第一层', previous: '上一层' },
    text: { funnel: { conversion: '转化率' } },
  },
};
