import { getChartType } from '@redbi/charts';
import type { ChartConfig, ChartField } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { switchChartType } from './switchChartType';
import { newConfig } from './workbenchState';

const country: ChartField = { uid: 'c', column: 'Country', type: 'string' };
const amount: ChartField = { uid: 'a', column: 'Amount', type: 'numeric', aggregate: 'SUM' };
const quantity: ChartField = { uid: 'q', column: 'Quantity', type: 'numeric', aggregate: 'SUM' };
const price: ChartField = { uid: 'p', column: 'Price', type: 'numeric', aggregate: 'AVG' };
const filtered: ChartField = { uid: 'f', column: 'City', type: 'string', filter: { mode: 'list', operator: 'IN', values: [{ value: 'Paris', valueType: 'STRING' }] } };

const configOf = (chartType: string, sections: ChartConfig['sections']): ChartConfig => ({ ...newConfig(chartType), sections });
const switchTo = (config: ChartConfig, chartType: string) => switchChartType(config, getChartType(config.chartType), getChartType(chartType));

describe('switchChartType', () => {
  const table = configOf('table', { columns: [country, amount, quantity], filters: [filtered] });

  it('places a table’s dimensions in a pivot’s rows and its metrics in the metrics, by role before key', () => {
    const { config, dropped } = switchTo(table, 'pivot-table');
    expect(config.sections).toEqual({ rows: [country], metrics: [amount, quantity], filters: [filtered] });
    expect(dropped).toEqual([]);
  });

  it('spreads metrics over a dual-axes chart’s left and right axes', () => {
    const { config } = switchTo(table, 'double-y');
    expect(config.sections).toEqual({ dimensions: [country], metricsLeft: [amount], metricsRight: [quantity], filters: [filtered] });
  });

  it('fills each axis to its minimum before adding more to the left', () => {
    const line = configOf('line', { dimensions: [country], metrics: [amount, quantity, price] });
    expect(switchTo(line, 'double-y').config.sections).toEqual({ dimensions: [country], metricsLeft: [amount, price], metricsRight: [quantity] });
  });

  it('brings a dual-axes chart’s metrics back into one metrics section', () => {
    const doubleY = configOf('double-y', { dimensions: [country], metricsLeft: [amount], metricsRight: [quantity] });
    expect(switchTo(doubleY, 'cluster-column').config.sections).toEqual({ dimensions: [country], metrics: [amount, quantity] });
  });

  it('puts a pivot’s rows, columns and metrics into a table’s columns, metrics still aggregated', () => {
    const city: ChartField = { uid: 'y', column: 'City', type: 'string' };
    const pivot = configOf('pivot-table', { rows: [country], columns: [city], metrics: [amount] });
    expect(switchTo(pivot, 'table').config.sections).toEqual({ columns: [country, city, amount] });
  });

  it('never turns a metric into a dimension: a metric with no metric section left is dropped and listed', () => {
    const { config, dropped } = switchTo(configOf('table', { columns: [amount, quantity, country] }), 'word-cloud');
    expect(config.sections).toEqual({ dimensions: [country], metrics: [amount] });
    expect(dropped).toEqual([quantity]);
  });

  it('keeps a colour dimension a dimension, in a colour section where there is one, and lists what exceeds the limits', () => {
    const scatter = configOf('scatter', { metrics: [amount, quantity], color: [country] });
    expect(switchTo(scatter, 'cluster-column').config.sections).toEqual({ color: [country], metrics: [amount, quantity] });
    expect(switchTo(scatter, 'pie').config.sections).toEqual({ dimensions: [country], metrics: [amount, quantity] });
    const { config, dropped } = switchTo(configOf('cluster-column', { dimensions: [country], metrics: [amount, quantity] }), 'score-card');
    // A score card takes the second metric as its comparison's target (issue 26).
    expect(config.sections).toEqual({ metrics: [amount], target: [quantity] });
    expect(dropped).toEqual([country]);
  });
});
