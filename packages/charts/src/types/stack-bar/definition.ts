import { barFamilyChart } from '../../common/barFamily';
import { buildStackBarOption } from './buildOption';

/** datart's stack-bar-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics, colour and tooltip info. */
export const stackBarChart = barFamilyChart({
  id: 'stack-bar',
  name: { en: 'Stacked bar', zh: '堆叠条形图' },
  orientation: 'bar',
  buildOption: buildStackBarOption,
});
