import type { ChartDefinition } from '../../chartDefinition';
import { pieFamilyRequirements, pieFamilySections } from '../../common/pieFamilySettings';
import { buildDoughnutOption } from './buildOption';
import { doughnutMessages, doughnutSettingGroups } from './settings';

/** datart's doughnut-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics. */
export const doughnutChart: ChartDefinition = {
  id: 'doughnut',
  name: { en: 'Doughnut', zh: '环形图' },
  icon: 'PieChartOutlined',
  group: 'pie',
  sections: pieFamilySections,
  requirements: pieFamilyRequirements,
  settings: { version: 1, groups: doughnutSettingGroups },
  messages: doughnutMessages,
  buildOption: buildDoughnutOption,
};
