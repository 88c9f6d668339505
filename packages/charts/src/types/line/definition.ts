import { lineFamilyChart } from '../../common/lineFamily';
import { buildLineOption } from './buildOption';

/** datart's line-chart (reference/datart.md §4): 1 dimension, [1, N] metrics, colour and tooltip info. */
export const lineChart = lineFamilyChart({
  id: 'line',
  name: { en: 'Line', zh: '折线图' },
  icon: 'LineChartOutlined',
  buildOption: buildLineOption,
});
