import { barFamilyChart } from '../../common/barFamily';
import { buildClusterColumnOption } from './buildOption';

/** datart's cluster-column-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics, colour and tooltip info. */
export const clusterColumnChart = barFamilyChart({
  id: 'cluster-column',
  name: { en: 'Clustered column', zh: '分组柱状图' },
  orientation: 'column',
  buildOption: buildClusterColumnOption,
});
