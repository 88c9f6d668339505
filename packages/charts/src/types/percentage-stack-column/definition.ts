import { barFamilyChart } from '../../common/barFamily';
import { buildPercentageStackColumnOption } from './buildOption';

/** datart's percentage-stack-column-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics, colour and tooltip info. */
export const percentageStackColumnChart = barFamilyChart({
  id: 'percentage-stack-column',
  name: { en: '100% stacked column', zh: '百分比堆叠柱状图' },
  orientation: 'column',
  buildOption: buildPercentageStackColumnOption,
});
