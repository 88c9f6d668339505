import type { ChartConfigInput } from '@redbi/shared/domain';
import { compileQuery, QuerySpecSchema, type CompilableView, type QuerySpec } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import { boardOf, chartWidget, controllerWidget, dataItem } from '../../board/boardFixtures';
import { widgetQuery } from '../../board/widgetQuery';
import { buildChartQuery } from '../../query/buildQuery';
import { chartExtraQueries } from '../../query/extraQueries';
import { chartConfig, field } from '../../testing/chartFixtures';
import { scoreCardChart } from './index';

const now = new Date(2024, 2, 15, 10, 30, 45);
const revenue = field('m', 'amount', { type: 'numeric', aggregate: 'SUM' });
const goal = field('t', 'goal', { type: 'numeric', aggregate: 'SUM' });
const orderDay = field('d', 'order_date', { type: 'date' });
const regionFilter = field('f', 'region', { type: 'string', filter: { operator: 'EQ', values: [{ value: 'East' }] } });

const cardOf = (settings: Record<string, unknown>, sections: ChartConfigInput['sections'] = {}) =>
  chartConfig({ chartType: 'score-card', sections: { metrics: [revenue], date: [orderDay], filters: [regionFilter], ...sections }, settings });

/** The card's main query with `filters` added (as a board's controllers add them). */
function mainQuery(config: ReturnType<typeof cardOf>, filters: QuerySpec['filters'] = []): QuerySpec {
  const spec = QuerySpecSchema.parse(buildChartQuery(scoreCardChart, config, 'v1'));
  return { ...spec, filters: [...spec.filters, ...filters] };
}

const february: QuerySpec['filters'][number] = { column: 'order_date', sqlOperator: 'BETWEEN', values: [{ value: '2024-02-01', valueType: 'DATE' }, { value: '2024-02-29 23:59:59', valueType: 'DATE' }] };

describe('the score card’s main query', () => {
  it('asks the metric and the target in one row, never grouped by the date field', () => {
    const spec = mainQuery(cardOf({}, { target: [goal] }));
    expect(spec.aggregators).toEqual([
      { column: 'amount', sqlOperator: 'SUM', alias: 'm' },
      { column: 'goal', sqlOperator: 'SUM', alias: 't' },
    ]);
    expect(spec.groups).toEqual([]);
    expect(spec.columns).toEqual([]);
  });
});

describe('the score card’s extra queries', () => {
  it('asks nothing without a comparison or sparkline, or without a date field', () => {
    expect(chartExtraQueries(scoreCardChart, cardOf({ 'trend.sparkline': false }), mainQuery(cardOf({})), now)).toEqual({});
    const noDate = cardOf({ 'comparison.mode': 'previousPeriod' }, { date: [] });
    expect(chartExtraQueries(scoreCardChart, noDate, mainQuery(noDate), now)).toEqual({});
    // A target is in the main row: no query.
    const target = cardOf({ 'comparison.mode': 'target', 'trend.sparkline': false }, { target: [goal] });
    expect(chartExtraQueries(scoreCardChart, target, mainQuery(target), now)).toEqual({});
  });

  it('shifts only the date range back one period for the previous period, keeping every other filter', () => {
    const config = cardOf({ 'comparison.mode': 'previousPeriod', 'trend.sparkline': false });
    const spec = mainQuery(config, [february]);
    const extras = chartExtraQueries(scoreCardChart, config, spec, now);
    expect(Object.keys(extras)).toEqual(['previous.month']);
    const previous = extras['previous.month']!;
    expect(previous.filters).toEqual([
      spec.filters[0],
      { column: 'order_date', sqlOperator: 'BETWEEN', values: [{ value: '2024-01-01', valueType: 'DATE' }, { value: '2024-01-31 23:59:59', valueType: 'DATE' }] },
    ]);
    expect(previous).toMatchObject({ viewId: 'v1', aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'm' }], groups: [], pageInfo: { pageSize: 1 }, script: false });
    // A period chosen in the settings wins over the range's length.
    const yearly = cardOf({ 'comparison.mode': 'previousPeriod', 'comparison.period': 'year', 'trend.sparkline': false });
    expect(chartExtraQueries(scoreCardChart, yearly, mainQuery(yearly, [february]), now)['previous.year']!.filters[1]!.values).toEqual([
      { value: '2023-02-01', valueType: 'DATE' },
      { value: '2023-02-28 23:59:59', valueType: 'DATE' },
    ]);
  });

  it('resolves a recommended range from now before shifting it', () => {
    const config = cardOf({ 'comparison.mode': 'previousPeriod', 'trend.sparkline': false });
    const extras = chartExtraQueries(scoreCardChart, config, mainQuery(config, [{ column: 'order_date', sqlOperator: 'BETWEEN', values: [{ recommend: 'last_7_days' }] }]), now);
    expect(extras['previous.week']!.filters[1]!.values).toEqual([
      { value: '2024-03-02', valueType: 'DATE' },
      { value: '2024-03-08 23:59:59', valueType: 'DATE' },
    ]);
  });

  it('without a range asks the latest two periods, and the sparkline by one level finer', () => {
    const config = cardOf({ 'comparison.mode': 'previousPeriod' });
    const extras = chartExtraQueries(scoreCardChart, config, mainQuery(config), now);
    expect(extras.periods).toMatchObject({
      groups: [{ column: 'order_date', dateLevel: 'month', alias: 'd' }],
      orders: [{ column: 'order_date', dateLevel: 'month', operator: 'DESC' }],
      pageInfo: { pageSize: 2 },
    });
    expect(extras.trend).toMatchObject({ groups: [{ column: 'order_date', dateLevel: 'day', alias: 'd' }], orders: [{ operator: 'DESC' }], pageInfo: { pageSize: 120 } });
    // The date field's own level draws the sparkline.
    const monthly = cardOf({}, { date: [{ ...orderDay, dateLevel: 'month' }] });
    expect(chartExtraQueries(scoreCardChart, monthly, mainQuery(monthly), now).trend!.groups[0]!.dateLevel).toBe('month');
  });

  it('binds the shifted dates as parameters: no user value in the SQL text', () => {
    const config = cardOf({ 'comparison.mode': 'previousPeriod', 'trend.sparkline': false });
    const previous = chartExtraQueries(scoreCardChart, config, mainQuery(config, [february]), now)['previous.month']!;
    const view: CompilableView = {
      type: 'SQL',
      script: 'SELECT * FROM sales',
      model: { version: 1, hierarchies: [], computedFields: [], columns: ['amount', 'region', 'order_date'].map((name) => ({ name, type: name === 'amount' ? 'numeric' : name === 'order_date' ? 'date' : 'string', category: 'uncategorized' as const })) },
    };
    const compiled = compileQuery(previous, view, { dialect: 'postgres', variables: [], hiddenFields: new Set(), now });
    expect(compiled.sql).not.toContain('2024-01');
    expect(compiled.sql).not.toContain('East');
    expect(JSON.stringify(compiled.params)).toContain('2024-01-01');
    expect(JSON.stringify(compiled.params)).toContain('East');
  });

  it('reach the board’s batched request with the controller’s range shifted', () => {
    const config = cardOf({ 'comparison.mode': 'previousPeriod' });
    const charts = { c9: { id: 'c9', name: 'Revenue', viewId: 'v1', config } };
    const dates = controllerWidget('Dates', { facade: 'rangeTime', operator: 'BETWEEN', targets: [{ viewId: 'v1', name: 'order_date' }], defaults: [{ value: '2024-02-01' }, { value: '2024-02-29' }] });
    const board = boardOf([chartWidget('card', 'c9'), dates]);
    const widget = board.widgets.find((candidate) => candidate.id === 'card')!;
    const asked = widgetQuery({ board, widget, item: dataItem({ widgetId: 'card' }), charts, controllers: {}, linkage: [], now });
    if (!asked || 'error' in asked) throw new Error('expected a query');
    expect(Object.keys(asked.extras ?? {})).toEqual(['previous.month', 'trend']);
    expect(asked.extras!['previous.month']!.filters.at(-1)!.values).toEqual([
      { value: '2024-01-01', valueType: 'DATE' },
      { value: '2024-01-31', valueType: 'DATE' },
    ]);
    // The viewer's new range moves the previous one with it.
    const march = widgetQuery({ board, widget, item: dataItem({ widgetId: 'card' }), charts, controllers: { Dates: [{ value: '2024-03-01' }, { value: '2024-03-31' }] }, linkage: [], now });
    if (!march || 'error' in march) throw new Error('expected a query');
    expect(march.extras!['previous.month']!.filters.at(-1)!.values).toEqual([
      { value: '2024-02-01', valueType: 'DATE' },
      { value: '2024-02-29', valueType: 'DATE' },
    ]);
    // Only data items carry extras (a rows item is the chart's rows).
    const rows = widgetQuery({ board, widget, item: dataItem({ widgetId: 'card', kind: 'rows', point: {} }), charts, controllers: {}, linkage: [], now });
    expect(rows && 'extras' in rows).toBeFalsy();
  });
});
