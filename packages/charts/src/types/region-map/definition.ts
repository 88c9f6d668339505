import type { ChartDefinition } from '../../chartDefinition';
import { geoMapRequirements, geoMapSections } from '../../common/geoMapSettings';
import { buildRegionMapOption } from './buildOption';
import { regionMapMessages, regionMapSettingGroups } from './settings';

/** datart's normal-outline-map-chart (reference/datart.md §4): regions coloured by a metric. */
export const regionMapChart: ChartDefinition = {
  id: 'region-map',
  name: { en: 'Region map', zh: '地图' },
  icon: 'GlobalOutlined',
  group: 'map',
  sections: geoMapSections,
  requirements: geoMapRequirements,
  settings: { version: 1, groups: regionMapSettingGroups },
  messages: regionMapMessages,
  buildOption: buildRegionMapOption,
};
