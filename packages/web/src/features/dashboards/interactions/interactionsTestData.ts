import { BoardConfigSchema, WidgetSchema, type BoardChart, type ChartConfig, type Dashboard, type DataChartWidget, type WidgetInput } from '@redbi/shared/domain';
import { viewNode, viewOf } from '../../views/viewTestData';

const bars = (dimensions: ChartConfig['sections'][string]): ChartConfig => ({
  version: 1,
  chartType: 'cluster-column',
  aggregation: true,
  sections: { dimensions, metrics: [{ uid: 'm1', column: 'amount', type: 'numeric', aggregate: 'SUM' }] },
  settings: {},
  settingsVersion: 1,
  computedFields: [],
  variables: {},
  pageSize: 1000,
});

/** The saved chart "Sales by country" (view v1): country and city (alias Town) by SUM(amount). */
export const salesChart: BoardChart = {
  id: 'c1',
  name: 'Sales by country',
  viewId: 'v1',
  config: bars([
    { uid: 'd1', column: 'country', type: 'string' },
    { uid: 'd2', column: 'city', type: 'string', alias: 'Town' },
  ]),
};

export const widgetOf = (input: WidgetInput) => WidgetSchema.parse(input);

/** w1 shows the saved chart; w2 is a private chart on view v2 (columns country, genre; variable region). */
export const salesWidget = widgetOf({ id: 'w1', name: 'Sales', type: 'chart', config: { chartId: 'c1' } }) as DataChartWidget;
export const genresWidget = widgetOf({ id: 'w2', name: 'Genres', type: 'privateChart', config: { viewId: 'v2', chart: bars([{ uid: 'g1', column: 'genre', type: 'string' }]) } }) as DataChartWidget;
/** A chart widget whose saved chart was deleted. */
export const orphanWidget = widgetOf({ id: 'w3', name: 'Old chart', type: 'chart', config: { chartId: 'c9' } }) as DataChartWidget;

export const boardOf = (...widgets: DataChartWidget[]) => BoardConfigSchema.parse({ layout: 'auto', widgets });

export const genresView = viewOf(viewNode('v2', 'Genres', null, 0), {
  model: {
    version: 1,
    columns: [
      { name: 'country', type: 'string', category: 'country' },
      { name: 'genre', type: 'string', category: 'uncategorized' },
    ],
    hierarchies: [],
    computedFields: [],
  },
  variables: [{ id: 'x1', viewId: 'v2', name: 'region', label: 'Region', type: 'query', valueType: 'string', permission: 'editable', defaultValue: [], expression: false, values: [] }],
});

/** The dashboard d1 a jump may target: one controller, "Country". */
export const overviewDashboard: Dashboard = {
  id: 'd1',
  orgId: 'o1',
  parentId: 'f1',
  name: 'Overview',
  description: '',
  status: 'published',
  config: BoardConfigSchema.parse({ layout: 'auto', widgets: [widgetOf({ id: 'k1', name: 'Country', type: 'controller', config: { facade: 'dropdownList', operator: 'EQ' } })] }),
  charts: {},
  privileges: ['view', 'download', 'share', 'manage'],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
};
