import type { ChartDefinition } from '../../chartDefinition';
import { atLeast, exactly } from '../../common/dataSections';
import { buildDoubleYOption } from './buildOption';
import { doubleYSections } from './sections';
import { doubleYMessages, doubleYSettingGroups } from './settings';

/** datart's double-y (reference/datart.md §4): metrics of two scales over one dimension, on two y axes. */
export const doubleYChart: ChartDefinition = {
  id: 'double-y',
  name: { en: 'Dual axes', zh: '双轴图' },
  icon: 'FundOutlined',
  group: 'line',
  sections: doubleYSections,
  requirements: { dimensions: exactly(1), metrics: atLeast(2) },
  settings: { version: 1, groups: doubleYSettingGroups },
  messages: doubleYMessages,
  buildOption: buildDoubleYOption,
};
