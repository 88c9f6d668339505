import type { ChartDefinition } from '../../chartDefinition';
import { exactly } from '../../common/dataSections';
import { buildWaterfallOption } from './buildOption';
import { waterfallSections } from './sections';
import { waterfallMessages, waterfallSettingGroups } from './settings';

/** datart's waterfall-chart (reference/datart.md §4): how each step adds to or takes from a total. */
export const waterfallChart: ChartDefinition = {
  id: 'waterfall',
  name: { en: 'Waterfall', zh: '瀑布图' },
  icon: 'FallOutlined',
  group: 'column',
  sections: waterfallSections,
  requirements: { dimensions: exactly(1), metrics: exactly(1) },
  settings: { version: 1, groups: waterfallSettingGroups },
  messages: waterfallMessages,
  buildOption: buildWaterfallOption,
};
