import { barFamilyChart } from '../../common/barFamily';
import { buildClusterBarOption } from './buildOption';

/** datart's cluster-bar-chart (reference/datart.md §4): [0, 1] dimension, [1, N] metrics, colour and tooltip info. */
export const clusterBarChart = barFamilyChart({
  id: 'cluster-bar',
  name: { en: 'Clustered bar', zh: '分组条形图' },
  orientation: 'bar',
  buildOption: buildClusterBarOption,
});
