import type { ChartDefinition } from '../../chartDefinition';
import { atLeast, exactly } from '../../common/dataSections';
import { buildScatterOption } from './buildOption';
import { scatterSections } from './sections';
import { scatterMessages, scatterSettingGroups } from './settings';

/** datart's scatter (reference/datart.md §4): two metrics against each other, a point per row. */
export const scatterChart: ChartDefinition = {
  id: 'scatter',
  name: { en: 'Scatter', zh: '散点图' },
  icon: 'DotChartOutlined',
  group: 'scatter',
  sections: scatterSections,
  requirements: { dimensions: atLeast(0), metrics: exactly(2) },
  settings: { version: 1, groups: scatterSettingGroups },
  messages: scatterMessages,
  buildOption: buildScatterOption,
};
