import type { Chart, View } from '@redbi/shared/domain';
import type { Dataframe, QuerySpecInput } from '@redbi/shared/query';
import { vizChart, vizFolder } from '../vizs/vizTestData';
import { viewNode, viewOf } from '../views/viewTestData';

/** A view of invoices: a place hierarchy, a date, numbers, a computed field and a query variable. */
export const invoicesNode = viewNode('v1', 'Invoices', null, 0);
export const invoices: View = viewOf(invoicesNode, {
  model: {
    version: 1,
    columns: [
      { name: 'BillingCountry', type: 'string', category: 'country' },
      { name: 'BillingCity', type: 'string', category: 'city' },
      { name: 'InvoiceDate', type: 'date', category: 'uncategorized' },
      { name: 'Total', type: 'numeric', category: 'uncategorized' },
      { name: 'Quantity', type: 'numeric', category: 'uncategorized' },
    ],
    hierarchies: [{ name: 'Place', fields: ['BillingCountry', 'BillingCity'] }],
    computedFields: [{ name: 'Net', expression: '[Total] * 0.8', type: 'numeric' }],
  },
  variables: [{ id: 'x1', viewId: 'v1', name: 'minTotal', label: 'Minimum total', type: 'query', valueType: 'numeric', permission: 'editable', defaultValue: ['0'], expression: false, values: [] }],
});
export const expensiveInvoices: View = { ...invoices, config: { ...invoices.config, expensiveQuery: true } };

/** A few rows per value: what the fake data provider answers. */
const countries = ['Brazil', 'Canada', 'France'];

/**
 * Answers a QuerySpec as the server would shape it: one column per alias (groups, then aggregators, then
 * columns), three rows, the SQL when asked. The values are plain but typed by what the spec asks.
 */
export function answerSpec(spec: QuerySpecInput): Dataframe {
  const groups = (spec.groups ?? []).map((group) => ({ name: group.alias ?? String(group.column), type: 'string' as const }));
  const aggregates = (spec.aggregators ?? []).map((aggregator) => ({ name: aggregator.alias ?? String(aggregator.column), type: 'number' as const }));
  const plain = (spec.columns ?? []).map((column) => ({ name: column.alias ?? String(column.column), type: String(column.column) === 'Total' ? ('number' as const) : ('string' as const) }));
  const columns = [...groups, ...aggregates, ...plain];
  // A keyword search (LIKE) narrows the values, as the database would.
  const like = (spec.filters ?? []).find((filter) => filter.sqlOperator === 'LIKE');
  const keyword = like?.values?.[0] && 'value' in like.values[0] ? String(like.values[0].value).toLowerCase() : '';
  const rows = countries
    .map((country, index) => ({ country, index }))
    .filter(({ country }) => country.toLowerCase().includes(keyword))
    .map(({ country, index }) => columns.map((column) => (column.type === 'number' ? 1234567 * (index + 1) : country)));
  return {
    columns,
    rows,
    pageInfo: { pageNo: spec.pageInfo?.pageNo ?? 1, pageSize: spec.pageInfo?.pageSize ?? 1000 },
    ...(spec.script ? { script: 'SELECT "BillingCountry" AS "a" FROM "Invoice" GROUP BY "BillingCountry"' } : {}),
    cached: false,
  };
}

export const chartsFolder = vizFolder('f1', 'Reports', null, 0);

export const savedChart = (extra: Partial<Chart> = {}): Chart => ({
  id: 'c1',
  orgId: 'o1',
  parentId: 'f1',
  name: 'Sales by country',
  description: 'Totals per country',
  viewId: 'v1',
  status: 'unpublished',
  config: {
    version: 1,
    chartType: 'cluster-column',
    aggregation: true,
    sections: {
      dimensions: [{ uid: 'd1', column: 'BillingCountry', type: 'string', category: 'country' }],
      metrics: [{ uid: 'm1', column: 'Total', type: 'numeric', aggregate: 'SUM' }],
    },
    settings: {},
    settingsVersion: 1,
    computedFields: [],
    variables: {},
    pageSize: 1000,
  },
  privileges: ['view', 'download', 'share', 'manage'],
  createdAt: '2024-05-01T10:00:00.000Z',
  updatedAt: '2024-05-01T10:00:00.000Z',
  ...extra,
});

export const vizNodes = [chartsFolder, vizChart('c1', 'Sales by country', 'f1', 0)];
