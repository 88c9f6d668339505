import type { ChartDefinition } from '../../chartDefinition';
import { pieFamilyRequirements, pieFamilySections } from '../../common/pieFamilySettings';
import { buildPieOption } from './buildOption';
import { pieMessages, pieSettingGroups } from './settings';

/** datart's pie-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics. */
export const pieChart: ChartDefinition = {
  id: 'pie',
  name: { en: 'Pie', zh: '饼图' },
  icon: 'PieChartOutlined',
  group: 'pie',
  sections: pieFamilySections,
  requirements: pieFamilyRequirements,
  settings: { version: 1, groups: pieSettingGroups },
  messages: pieMessages,
  buildOption: buildPieOption,
};
