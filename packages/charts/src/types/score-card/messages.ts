import type { FormatLocale } from '../../format/numberFormat';

/** Labels of the score card's own settings (flat keys of the `charts` catalogue; '_' is a group's title). */
export const scoreCardMessages: Record<FormatLocale, Record<string, string>> = {
  en: {
    'settings.scoreCard.value._': 'Value',
    'settings.scoreCard.value.autoFit': 'Grow to fill the card',
    'settings.scoreCard.value.fontSize': 'Font size',
    'settings.scoreCard.value.customColor': 'Own colour',
    'settings.scoreCard.value.color': 'Colour',
    'settings.scoreCard.label._': 'Label',
    'settings.scoreCard.label.show': 'Show label',
    'settings.scoreCard.label.fontSize': 'Font size',
    'settings.scoreCard.layout._': 'Layout',
    'settings.scoreCard.layout.align': 'Alignment',
    'settings.scoreCard.layout.caption': 'Caption',
  },
  zh: {
    'settings.scoreCard.value._': '数值',
    'settings.scoreCard.value.autoFit': '随卡片放大',
    'settings.scoreCard.value.fontSize': '字号',
    'settings.scoreCard.value.customColor': '自定义颜色',
    'settings.scoreCard.value.color': '颜色',
    'settings.scoreCard.label._': '标签',
    'settings.scoreCard.label.show': '显示标签',
    'settings.scoreCard.label.fontSize': '字号',
    'settings.scoreCard.layout._': '布局',
    'settings.scoreCard.layout.align': '对齐',
    'settings.scoreCard.layout.caption': '说明文字',
  },
};
