import type { ChartDefinition } from '../../chartDefinition';
import { buildTableOption } from './buildOption';
import { buildTableQuery } from './buildQuery';
import { tableMessages } from './messages';
import { tableSections } from './sections';
import { tableSettingGroups } from './settings';

/**
 * The table (datart's mingxi-table): any mix of dimensions and metrics as columns; with aggregation off,
 * the view's detail rows. Drawn by the web's table component and, on the server, as SVG (svg/tableSvg.ts).
 */
export const tableChart: ChartDefinition = {
  id: 'table',
  name: { en: 'Table', zh: '表格' },
  icon: 'TableOutlined',
  group: 'table',
  sections: [tableSections.columns, tableSections.filters],
  requirements: { dimensions: { min: 0, max: Infinity }, metrics: { min: 0, max: Infinity } },
  allowsDetail: true,
  settings: { version: 1, groups: tableSettingGroups },
  messages: tableMessages,
  buildQuery: (config, viewId) => buildTableQuery(tableChart, config, viewId),
  buildOption: buildTableOption,
};
