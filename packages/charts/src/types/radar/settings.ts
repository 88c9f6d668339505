import { labelSettings, legendSettings, paletteSettings, titleSettings } from '../../common/commonSettings';
import { atLeast, dimensionsSection, exactly, filtersSection, metricsSection } from '../../common/dataSections';
import type { FormatLocale } from '../../format/numberFormat';
import type { NestedMessages } from '../../i18n/chartMessages';
import type { SettingGroup } from '../../settings/settingControls';

/** datart's base radar ({1, [1, N]}): the dimension's values are the spokes, each metric one polygon. */
export const radarSections = [dimensionsSection(exactly(1)), metricsSection(atLeast(1)), filtersSection] as const;

/** The grid: a polygon or circles, and polygons filled or drawn as outlines. */
export const radarSettings: SettingGroup = {
  key: 'radar',
  labelKey: 'settings.radar',
  controls: [
    { key: 'shape', kind: 'select', options: ['polygon', 'circle'], default: 'polygon' },
    { key: 'area', kind: 'switch', default: true },
  ],
};

export const radarSettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, legendSettings, labelSettings, radarSettings];

export const radarMessages: Record<FormatLocale, NestedMessages> = {
  en: { settings: { radar: { _: 'Radar', shape: 'Grid shape', area: 'Fill the areas' } }, option: { polygon: 'Polygon', circle: 'Circle' } },
  zh: { settings: { radar: { _: '雷达', shape: '网格形状', area: '填充区域' } }, option: { polygon: '多边形', circle: '圆形' } },
};
