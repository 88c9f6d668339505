import type { ChartDefinition } from '../../chartDefinition';
import { atLeast, exactly } from '../../common/dataSections';
import { buildRadarOption } from './buildOption';
import { radarMessages, radarSections, radarSettingGroups } from './settings';

/** datart's radar (reference/datart.md §4, a base class there): metrics compared across a dimension's values. */
export const radarChart: ChartDefinition = {
  id: 'radar',
  name: { en: 'Radar', zh: '雷达图' },
  icon: 'RadarChartOutlined',
  group: 'other',
  sections: radarSections,
  requirements: { dimensions: exactly(1), metrics: atLeast(1) },
  settings: { version: 1, groups: radarSettingGroups },
  messages: radarMessages,
  buildOption: buildRadarOption,
};
