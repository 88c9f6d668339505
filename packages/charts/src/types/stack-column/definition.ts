import { barFamilyChart } from '../../common/barFamily';
import { buildStackColumnOption } from './buildOption';

/** datart's stack-column-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics, colour and tooltip info. */
export const stackColumnChart = barFamilyChart({
  id: 'stack-column',
  name: { en: 'Stacked column', zh: '堆叠柱状图' },
  orientation: 'column',
  buildOption: buildStackColumnOption,
});
