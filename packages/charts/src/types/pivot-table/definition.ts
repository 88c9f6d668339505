import type { ChartDefinition } from '../../chartDefinition';
import { buildPivotOption } from './buildOption';
import { pivotMessages } from './messages';
import { pivotSections } from './sections';
import { pivotSettingGroups } from './settings';

/**
 * The pivot table: metrics at the crossings of row and column dimensions. The default query groups by the
 * row and column fields; the crossing, subtotals and totals are laid out from its rows (buildOption.ts).
 */
export const pivotTableChart: ChartDefinition = {
  id: 'pivot-table',
  name: { en: 'Pivot table', zh: '透视表' },
  icon: 'BorderInnerOutlined',
  group: 'table',
  sections: [pivotSections.rows, pivotSections.columns, pivotSections.metrics, pivotSections.filters],
  requirements: { dimensions: { min: 0, max: Infinity }, metrics: { min: 1, max: Infinity } },
  settings: { version: 1, groups: pivotSettingGroups },
  messages: pivotMessages,
  buildOption: buildPivotOption,
};
