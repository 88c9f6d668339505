import type { FormatLocale } from '../format/numberFormat';
import type { NestedMessages } from '../i18n/chartMessages';
import type { SettingGroup } from '../settings/settingControls';
import { labelSettings, paletteSettings, titleSettings } from './commonSettings';
import { exactly, filtersSection, infoSection, metricsSection } from './dataSections';
import type { DataSection } from '../chartDefinition';

/**
 * What the region map and the scatter map share: a location dimension (its column category in the view
 * model says whether it names countries, provinces or cities), one metric, filters and tooltip info, and
 * the map's own settings.
 */
export const locationSection: DataSection = { key: 'dimensions', kind: 'group', labelKey: 'section.location', count: exactly(1) };

export const geoMapSections = [locationSection, metricsSection(exactly(1)), filtersSection, infoSection] as const;

export const geoMapRequirements = { dimensions: exactly(1), metrics: exactly(1) };

/** Zoom and pan in the browser (off: the map stays put in a dashboard), and the colour scale's legend. */
export const mapSettings: SettingGroup = {
  key: 'map',
  labelKey: 'settings.map',
  controls: [
    { key: 'roam', kind: 'switch', default: false },
    { key: 'visualMap', kind: 'switch', default: true },
  ],
};

/** Region labels are off by default: a world map with every name on it is unreadable. */
export const geoMapSettingGroups: readonly SettingGroup[] = [titleSettings, paletteSettings, labelSettings, mapSettings];

export const geoMapMessages: Record<FormatLocale, NestedMessages> = {
  en: {
    settings: { map: { _: 'Map', roam: 'Zoom and pan', visualMap: 'Colour scale' } },
    text: {
      map: {
        noLocations: 'No value of {{field}} names a place on the map. Set its category (country, province or city) in the view.',
        more: '{{names}} and {{count}} more',
      },
    },
  },
  zh: {
    settings: { map: { _: '地图', roam: '缩放和平移', visualMap: '颜色图例' } },
    text: {
      map: {
        noLocations: '{{field}} 的值都不是地图上的地名。请在视图中设置它的类别（国家、省份或城市）。',
        more: '{{names}} 等 {{count}} 个',
      },
    },
  },
};
