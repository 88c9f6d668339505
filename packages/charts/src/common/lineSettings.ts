import type { FormatLocale } from '../format/numberFormat';
import type { NestedMessages } from '../i18n/chartMessages';
import type { SettingGroup } from '../settings/settingControls';

/** How lines are drawn (line, area and stacked area share it). */
export const lineSettings: SettingGroup = {
  key: 'line',
  labelKey: 'settings.line',
  controls: [
    { key: 'smooth', kind: 'switch', default: false },
    /** Points are drawn while there are few enough to tell apart (largeData.ts). */
    { key: 'showSymbol', kind: 'switch', default: true },
    { key: 'step', kind: 'select', options: ['none', 'start', 'middle', 'end'], default: 'none' },
  ],
};

export const lineMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: { line: { _: 'Line', smooth: 'Smooth line', showSymbol: 'Show points', step: 'Steps' } },
    option: { none: 'None', start: 'Step at start', middle: 'Step in the middle', end: 'Step at end' },
  },
  zh: {
    settings: { line: { _: '折线', smooth: '平滑曲线', showSymbol: '显示数据点', step: '阶梯线' } },
    option: { none: '无', start: '起点转折', middle: '中点转折', end: '终点转折' },
  },
};
