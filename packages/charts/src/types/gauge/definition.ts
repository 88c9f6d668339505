import type { ChartDefinition } from '../../chartDefinition';
import { exactly } from '../../common/dataSections';
import { buildGaugeOption } from './buildOption';
import { gaugeMessages, gaugeSections, gaugeSettingGroups } from './settings';

/** datart's gauge (reference/datart.md §4): one number on a dial. */
export const gaugeChart: ChartDefinition = {
  id: 'gauge',
  name: { en: 'Gauge', zh: '仪表盘' },
  icon: 'DashboardOutlined',
  group: 'other',
  sections: gaugeSections,
  requirements: { dimensions: exactly(0), metrics: exactly(1) },
  settings: { version: 1, groups: gaugeSettingGroups },
  messages: gaugeMessages,
  buildOption: buildGaugeOption,
};
