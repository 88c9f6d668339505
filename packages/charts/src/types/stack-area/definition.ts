import { lineFamilyChart } from '../../common/lineFamily';
import { buildStackAreaOption } from './buildOption';

/** datart's stack-area-chart (reference/datart.md §4): 1 dimension, [1, N] metrics, colour and tooltip info. */
export const stackAreaChart = lineFamilyChart({
  id: 'stack-area',
  name: { en: 'Stacked area', zh: '堆叠面积图' },
  icon: 'AreaChartOutlined',
  buildOption: buildStackAreaOption,
});
