import { barFamilyChart } from '../../common/barFamily';
import { buildPercentageStackBarOption } from './buildOption';

/** datart's percentage-stack-bar-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics, colour and tooltip info. */
export const percentageStackBarChart = barFamilyChart({
  id: 'percentage-stack-bar',
  name: { en: '100% stacked bar', zh: '百分比堆叠条形图' },
  orientation: 'bar',
  buildOption: buildPercentageStackBarOption,
});
