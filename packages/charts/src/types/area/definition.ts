import { lineFamilyChart } from '../../common/lineFamily';
import { buildAreaOption } from './buildOption';

/** datart's area-chart (reference/datart.md §4): 1 dimension, [1, N] metrics, colour and tooltip info. */
export const areaChart = lineFamilyChart({
  id: 'area',
  name: { en: 'Area', zh: '面积图' },
  icon: 'AreaChartOutlined',
  buildOption: buildAreaOption,
});
