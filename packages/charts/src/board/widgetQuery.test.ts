import type { WidgetInput } from '@redbi/shared/domain';
import type { QuerySpec } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import type { WidgetQueryInput } from './boardTypes';
import { boardCharts, boardOf, chartWidget, controllerWidget, dataItem, salesConfig } from './boardFixtures';
import { widgetQuery } from './widgetQuery';

const now = new Date(2024, 2, 15, 12, 0, 0);

/** The saved sales chart's own query (as the workbench builds it). */
const salesSpec: QuerySpec = {
  viewId: 'v1',
  keywords: [],
  columns: [],
  aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'm_amount' }],
  groups: [
    { column: 'region', alias: 'd_region' },
    { column: 'sold_at', dateLevel: 'month', alias: 'd_month' },
  ],
  filters: [{ column: 'year', sqlOperator: 'GT', values: [{ value: 2000 }] }],
  orders: [],
  functionColumns: [],
  pageInfo: { pageNo: 1, pageSize: 500, countTotal: false },
  params: {},
  script: false,
};

const regionController = controllerWidget('Region', { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v1', name: 'region' }], defaults: [{ value: 'East' }] });

function ask(widgets: WidgetInput[], widgetId: string, item: Record<string, unknown> = {}, state: Partial<WidgetQueryInput> = {}) {
  const board = boardOf(widgets);
  const widget = board.widgets.find((candidate) => candidate.id === widgetId)!;
  return widgetQuery({ board, widget, item: dataItem({ widgetId, ...item }), charts: boardCharts, controllers: {}, linkage: [], now, ...state });
}

describe('widgetQuery: chart data', () => {
  it('asks a saved chart’s own query when nothing else applies', () => {
    expect(ask([chartWidget('a')], 'a')).toEqual({ viewId: 'v1', spec: salesSpec });
  });

  it('asks a private chart’s query of its own view', () => {
    const own: WidgetInput = { id: 'p', name: 'p', type: 'privateChart', config: { viewId: 'v7', chart: salesConfig } };
    expect(ask([own], 'p')).toEqual({ viewId: 'v7', spec: { ...salesSpec, viewId: 'v7' } });
  });

  it('reports a deleted saved chart', () => {
    expect(ask([chartWidget('a', 'gone')], 'a')).toEqual({ error: { errCode: 'LINKED_CHART_DELETED', messageKey: 'errors.linkedChartDeleted' } });
  });

  it('ANDs the controllers, linkages and drill path with the chart’s own filters and variables', () => {
    const source = chartWidget('s', 'c2', { interactions: { linkage: { enabled: true, targets: [{ widgetId: 'a' }] } } } as Partial<WidgetInput>);
    const target = chartWidget('a', 'c1', { interactions: { drill: { enabled: true } } } as Partial<WidgetInput>);
    const variable = controllerWidget('limit', { facade: 'value', operator: 'EQ', targets: [{ viewId: 'v1', kind: 'variable', name: 'top' }], defaults: [{ value: 5 }] });
    const charts = { ...boardCharts, c2: { id: 'c2', name: 'Other', viewId: 'v2', config: { ...salesConfig, variables: {} } } };
    const result = ask([regionController, variable, source, target], 'a', { drill: { path: ['East'] } }, { charts, linkage: [{ sourceWidgetId: 's', values: { d_region: 'North' } }] });
    expect(result).toEqual({
      viewId: 'v1',
      spec: {
        ...salesSpec,
        groups: [{ column: 'sold_at', dateLevel: 'month', alias: 'd_month' }],
        filters: [
          { column: 'year', sqlOperator: 'GT', values: [{ value: 2000 }] },
          { column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] },
          { column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] },
          { column: 'region', sqlOperator: 'EQ', values: [{ value: 'North' }] },
        ],
        params: { top: ['5'] },
      },
    });
  });

  it('stops on a required controller without a value', () => {
    const required = controllerWidget('Region', { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v1', name: 'region' }], required: true });
    expect(ask([required, chartWidget('a')], 'a')).toEqual({ error: { errCode: 'CONTROLLER_REQUIRED', messageKey: 'errors.controllerRequired', params: { name: 'Region' } } });
  });

  it('pages no further than the chart and orders first by a shown field', () => {
    const result = ask([chartWidget('a')], 'a', { pageNo: 3, pageSize: 5000, sort: { uid: 'm_amount', order: 'DESC' } });
    expect(result).toEqual({
      viewId: 'v1',
      spec: { ...salesSpec, orders: [{ column: 'amount', operator: 'DESC', aggOperator: 'SUM' }], pageInfo: { pageNo: 3, pageSize: 500, countTotal: false } },
    });
    expect(ask([chartWidget('a')], 'a', { sort: { uid: 'f_year', order: 'ASC' } })).toEqual({
      error: { errCode: 'VALIDATION', messageKey: 'validation.chartSortField', params: { uid: 'f_year' } },
    });
  });

  it('has nothing to ask of a widget without data or a chart without fields', () => {
    expect(ask([{ id: 'i', name: 'i', type: 'image', config: {} }], 'i')).toBeUndefined();
    expect(ask([chartWidget('a')], 'a', { kind: 'options' })).toBeUndefined();
    const empty: WidgetInput = { id: 'p', name: 'p', type: 'privateChart', config: { viewId: 'v1', chart: { chartType: 'cluster-column' } } };
    expect(ask([empty], 'p')).toBeUndefined();
  });
});

describe('widgetQuery: rich text', () => {
  it('asks one row of its fields’ aggregates under the controllers', () => {
    const text: WidgetInput = {
      id: 'r',
      name: 'r',
      type: 'richText',
      config: { html: '{{total}}', viewId: 'v1', fields: [{ uid: 'total', column: 'amount', type: 'numeric', aggregate: 'SUM' }, { uid: 'note', column: 'note', type: 'string' }] },
    };
    expect(ask([regionController, text], 'r')).toEqual({
      viewId: 'v1',
      spec: {
        ...salesSpec,
        columns: [{ column: 'note', alias: 'note' }],
        aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'total' }],
        groups: [],
        filters: [{ column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] }],
        pageInfo: { pageNo: 1, pageSize: 1, countTotal: false },
      },
    });
  });
});

describe('widgetQuery: controller options', () => {
  const cityOptions = controllerWidget('City', {
    facade: 'dropdownTree',
    operator: 'IN',
    cascadeFrom: ['Region'],
    targets: [{ viewId: 'v1', name: 'city' }],
    options: { source: 'data', viewId: 'v1', valueField: 'city', labelField: 'city_name', parentFields: ['region'] },
  });
  const unrelated = controllerWidget('Year', { facade: 'value', operator: 'GT', targets: [{ viewId: 'v1', name: 'year' }], defaults: [{ value: 2020 }] });

  it('asks the distinct values, in order of their parents and then their own, narrowed by the controllers it cascades from and the search text', () => {
    expect(ask([regionController, unrelated, cityOptions], 'City', { kind: 'options', search: ' Par ', pageSize: 5000 })).toEqual({
      viewId: 'v1',
      spec: {
        ...salesSpec,
        aggregators: [],
        groups: [
          { column: 'city', alias: 'value' },
          { column: 'city_name', alias: 'label' },
          { column: 'region', alias: 'parent_0' },
        ],
        filters: [
          { column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] },
          { column: 'city', sqlOperator: 'LIKE', values: [{ value: 'Par' }] },
        ],
        orders: [
          { column: 'region', operator: 'ASC' },
          { column: 'city', operator: 'ASC' },
        ],
        pageInfo: { pageNo: 1, pageSize: 1000, countTotal: false },
      },
    });
  });

  it('has nothing to ask for static options', () => {
    expect(ask([regionController], 'Region', { kind: 'options' })).toBeUndefined();
  });
});

describe('widgetQuery: rows behind a point', () => {
  it('asks the raw columns filtered to the point, the chart’s row filters and the controllers', () => {
    expect(ask([regionController, chartWidget('a')], 'a', { kind: 'rows', point: { d_region: 'West', d_month: '2024-03-01', m_amount: 3 } })).toEqual({
      viewId: 'v1',
      spec: {
        ...salesSpec,
        columns: [
          { column: 'region', alias: 'region' },
          { column: 'sold_at', alias: 'sold_at' },
          { column: 'amount', alias: 'amount' },
        ],
        aggregators: [],
        groups: [],
        filters: [
          { column: 'year', sqlOperator: 'GT', values: [{ value: 2000 }] },
          { column: 'region', sqlOperator: 'EQ', values: [{ value: 'West' }] },
          { column: 'sold_at', dateLevel: 'month', sqlOperator: 'EQ', values: [{ value: '2024-03-01' }] },
          { column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] },
        ],
        pageInfo: { pageNo: 1, pageSize: 100, countTotal: true },
      },
    });
  });

  it('caps the page and refuses when the widget does not offer its rows', () => {
    const result = ask([chartWidget('a')], 'a', { kind: 'rows', pageSize: 5000 });
    expect(result && 'spec' in result ? result.spec.pageInfo : undefined).toEqual({ pageNo: 1, pageSize: 1000, countTotal: true });
    const closed = chartWidget('a', 'c1', { interactions: { viewRows: { enabled: false } } } as Partial<WidgetInput>);
    expect(ask([closed], 'a', { kind: 'rows' })).toEqual({ error: { errCode: 'FORBIDDEN', messageKey: 'errors.forbidden' } });
    expect(ask([chartWidget('a', 'gone')], 'a', { kind: 'rows' })).toEqual({ error: { errCode: 'LINKED_CHART_DELETED', messageKey: 'errors.linkedChartDeleted' } });
  });
});
