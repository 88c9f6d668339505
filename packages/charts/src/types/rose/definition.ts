import type { ChartDefinition } from '../../chartDefinition';
import { pieFamilyRequirements, pieFamilySections } from '../../common/pieFamilySettings';
import { buildRoseOption } from './buildOption';
import { roseMessages, roseSettingGroups } from './settings';

/** datart's rose-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics. */
export const roseChart: ChartDefinition = {
  id: 'rose',
  name: { en: 'Rose', zh: '玫瑰图' },
  icon: 'PieChartOutlined',
  group: 'pie',
  sections: pieFamilySections,
  requirements: pieFamilyRequirements,
  settings: { version: 1, groups: roseSettingGroups },
  messages: roseMessages,
  buildOption: buildRoseOption,
};
