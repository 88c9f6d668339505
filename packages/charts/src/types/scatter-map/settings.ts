import { geoMapMessages, geoMapSections, geoMapSettingGroups } from '../../common/geoMapSettings';
import { sizeSection } from '../../common/dataSections';
import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';

/** datart's scatter-outline-map-chart: the map's sections and a size metric (the point's area). */
export const scatterMapSections = [...geoMapSections, sizeSection] as const;

/** Point diameters for the smallest and the largest value. */
export const pointSettings: SettingGroup = {
  key: 'points',
  labelKey: 'settings.points',
  controls: [
    { key: 'minSize', kind: 'number', min: 2, max: 40, step: 1, default: 6 },
    { key: 'maxSize', kind: 'number', min: 8, max: 80, step: 1, default: 30 },
  ],
};

export const scatterMapSettingGroups: readonly SettingGroup[] = [...geoMapSettingGroups, pointSettings];

const pointMessages: Record<FormatLocale, NestedMessages> = {
  en: { _: 'Points', minSize: 'Smallest point', maxSize: 'Largest point' },
  zh: { _: '散点', minSize: '最小点', maxSize: '最大点' },
};

export const scatterMapMessages: Record<FormatLocale, NestedMessages> = {
  en: { ...geoMapMessages.en, settings: { ...(geoMapMessages.en.settings as NestedMessages), points: pointMessages.en } },
  zh: { ...geoMapMessages.zh, settings: { ...(geoMapMessages.zh.settings as NestedMessages), points: pointMessages.zh } },
};
