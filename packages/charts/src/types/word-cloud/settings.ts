import { paletteSettings, titleSettings } from '../../common/commonSettings';
import { dimensionsSection, exactly, filtersSection, metricsSection } from '../../common/dataSections';
import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';

/** datart's word-cloud: one dimension (the words) and one metric (their weight). */
export const wordCloudSections = [dimensionsSection(exactly(1)), metricsSection(exactly(1)), filtersSection] as const;

/** The words: font sizes for the lightest and heaviest, how many at most, and whether some stand upright. */
export const wordCloudSettings: SettingGroup = {
  key: 'wordCloud',
  labelKey: 'settings.wordCloud',
  controls: [
    { key: 'minFontSize', kind: 'number', min: 8, max: 48, step: 1, default: 12 },
    { key: 'maxFontSize', kind: 'number', min: 12, max: 128, step: 1, default: 56 },
    { key: 'maxWords', kind: 'number', min: 10, max: 500, step: 10, default: 200 },
    { key: 'rotation', kind: 'select', options: ['none', 'mixed'], default: 'none' },
  ],
};

export const wordCloudSettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, wordCloudSettings];

export const wordCloudMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: { wordCloud: { _: 'Words', minFontSize: 'Smallest font size', maxFontSize: 'Largest font size', maxWords: 'Most words', rotation: 'Direction' } },
    option: { none: 'All across', mixed: 'Some upright' },
  },
  zh: {
    settings: { wordCloud: { _: '词语', minFontSize: '最小字号', maxFontSize: '最大字号', maxWords: '最多词数', rotation: '方向' } },
    option: { none: '全部横排', mixed: '部分竖排' },
  },
};
