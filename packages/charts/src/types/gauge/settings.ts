import { paletteSettings, titleSettings } from '../../common/commonSettings';
import { exactly, filtersSection, metricsSection } from '../../common/dataSections';
import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';

/** datart's gauge: one metric, no dimension. */
export const gaugeSections = [metricsSection(exactly(1)), filtersSection] as const;

const LIMIT = 1e15;

/**
 * The dial: its range (automatic from the value, or the fixed min and max), how many steps it is divided
 * into, a progress bar along the arc, and the size of the value written under the pointer.
 */
export const gaugeSettings: SettingGroup = {
  key: 'gauge',
  labelKey: 'settings.gauge',
  controls: [
    { key: 'range', kind: 'select', options: ['auto', 'fixed'], default: 'auto' },
    { key: 'min', kind: 'number', min: -LIMIT, max: LIMIT, default: 0 },
    { key: 'max', kind: 'number', min: -LIMIT, max: LIMIT, default: 100 },
    { key: 'splitNumber', kind: 'number', min: 2, max: 20, step: 1, default: 5 },
    { key: 'progress', kind: 'switch', default: true },
    { key: 'valueFontSize', kind: 'fontSize', default: 28 },
  ],
};

export const gaugeSettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, gaugeSettings];

export const gaugeMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: { gauge: { _: 'Dial', range: 'Range', min: 'Minimum', max: 'Maximum', splitNumber: 'Steps', progress: 'Progress bar', valueFontSize: 'Value font size' } },
    option: { auto: 'Automatic', fixed: 'Minimum to maximum' },
  },
  zh: {
    settings: { gauge: { _: '表盘', range: '范围', min: '最小值', max: '最大值', splitNumber: '分段数', progress: '进度条', valueFontSize: '数值字号' } },
    option: { auto: '自动', fixed: '最小值到最大值' },
  },
};
