import type { ChartDefinition } from '../../chartDefinition';
import { geoMapRequirements } from '../../common/geoMapSettings';
import { buildScatterMapOption } from './buildOption';
import { scatterMapMessages, scatterMapSections, scatterMapSettingGroups } from './settings';

/** datart's scatter-outline-map-chart (reference/datart.md §4): a point per place, sized by a metric. */
export const scatterMapChart: ChartDefinition = {
  id: 'scatter-map',
  name: { en: 'Scatter map', zh: '散点地图' },
  icon: 'EnvironmentOutlined',
  group: 'map',
  sections: scatterMapSections,
  requirements: geoMapRequirements,
  settings: { version: 1, groups: scatterMapSettingGroups },
  messages: scatterMapMessages,
  buildOption: buildScatterMapOption,
};
