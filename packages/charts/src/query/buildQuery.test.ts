import { QuerySpecSchema } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import { chartConfig, field, testBarDefinition } from '../testing/chartFixtures';
import { buildChartQuery } from './buildQuery';

describe('chart config → QuerySpec', () => {
  it('groups dimensions (with date level), aggregates metrics, names every column by its uid', () => {
    const config = chartConfig({
      sections: {
        dimensions: [field('d1', 'invoice_date', { type: 'date', dateLevel: 'month', sort: { order: 'ASC' } })],
        metrics: [field('m1', 'amount', { type: 'numeric', aggregate: 'AVG', sort: { order: 'DESC' } }), field('m2', 'customer')],
        filters: [field('f1', 'country', { filter: { operator: 'IN', values: [{ value: 'France' }, { value: 'Brazil' }] } })],
      },
      computedFields: [{ name: 'net', expression: '[amount] * 0.9', type: 'numeric' }],
      variables: { region: ['EU'] },
      pageSize: 500,
    });
    const spec = QuerySpecSchema.parse(buildChartQuery(testBarDefinition, config, 'view1'));
    expect(spec.groups).toEqual([{ column: 'invoice_date', dateLevel: 'month', alias: 'd1' }]);
    expect(spec.aggregators).toEqual([
      { column: 'amount', sqlOperator: 'AVG', alias: 'm1' },
      { column: 'customer', sqlOperator: 'COUNT', alias: 'm2' },
    ]);
    expect(spec.filters).toEqual([{ column: 'country', sqlOperator: 'IN', values: [{ value: 'France' }, { value: 'Brazil' }] }]);
    expect(spec.orders).toEqual([
      { column: 'invoice_date', dateLevel: 'month', operator: 'ASC' },
      { column: 'amount', operator: 'DESC', aggOperator: 'AVG' },
    ]);
    expect(spec.functionColumns).toEqual([{ alias: 'net', snippet: '[amount] * 0.9' }]);
    expect(spec.params).toEqual({ region: ['EU'] });
    expect(spec.pageInfo).toEqual({ pageNo: 1, pageSize: 500, countTotal: false });
  });

  it('reads raw columns in detail mode and applies a filter on an aggregate only when aggregating', () => {
    const sections = {
      dimensions: [field('d', 'genre')],
      metrics: [field('m', 'amount', { type: 'numeric', aggregate: 'SUM' })],
      filters: [field('f', 'amount', { type: 'numeric', filter: { operator: 'GT', values: [{ value: 10 }], aggregate: 'SUM' } })],
    };
    const detail = QuerySpecSchema.parse(buildChartQuery(testBarDefinition, chartConfig({ aggregation: false, sections }), 'v'));
    expect(detail.columns.map((column) => column.alias)).toEqual(['d', 'm']);
    expect(detail.aggregators).toEqual([]);
    expect(detail.filters[0]).not.toHaveProperty('aggOperator');
    const aggregated = QuerySpecSchema.parse(buildChartQuery(testBarDefinition, chartConfig({ sections }), 'v'));
    expect(aggregated.filters[0]).toMatchObject({ aggOperator: 'SUM', sqlOperator: 'GT' });
  });

  it('asks nothing of a chart without fields, and leaves custom orders to the chart', () => {
    expect(buildChartQuery(testBarDefinition, chartConfig({}), 'v')).toBeUndefined();
    const custom = chartConfig({ sections: { dimensions: [field('d', 'genre', { sort: { order: 'CUSTOM', values: ['Rock'] } })], metrics: [field('m', 'n', { type: 'numeric' })] } });
    expect(QuerySpecSchema.parse(buildChartQuery(testBarDefinition, custom, 'v')).orders).toEqual([]);
  });
});
