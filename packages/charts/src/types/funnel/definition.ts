import type { ChartDefinition } from '../../chartDefinition';
import { atLeast, between } from '../../common/dataSections';
import { buildFunnelOption } from './buildOption';
import { funnelMessages, funnelSections, funnelSettingGroups } from './settings';

/** datart's funnel-chart (reference/datart.md §4): stages from the largest down, with conversion rates. */
export const funnelChart: ChartDefinition = {
  id: 'funnel',
  name: { en: 'Funnel', zh: '漏斗图' },
  icon: 'FunnelPlotOutlined',
  group: 'other',
  sections: funnelSections,
  requirements: { dimensions: between(0, 1), metrics: atLeast(1) },
  settings: { version: 1, groups: funnelSettingGroups },
  messages: funnelMessages,
  buildOption: buildFunnelOption,
};
