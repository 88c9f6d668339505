import { describe, expect, it } from 'vitest';
import { ChartFieldSchema } from '@redbi/shared/domain';
import { chartConfig, field, testBarDefinition } from '../testing/chartFixtures';
import { applyCustomOrder, fieldFormatter, fieldTitle, placedFields, toNumber } from './chartFields';

const metrics = testBarDefinition.sections[1]!;
const dimensions = testBarDefinition.sections[0]!;

describe('chart fields', () => {
  it('titles a field by its alias, AGG(column) for metrics, else the column', () => {
    const config = chartConfig({});
    expect(fieldTitle(config, metrics, ChartFieldSchema.parse(field('m', 'amount', { type: 'numeric' })))).toBe('SUM(amount)');
    expect(fieldTitle(config, metrics, ChartFieldSchema.parse(field('m', 'name')))).toBe('COUNT(name)');
    expect(fieldTitle(config, metrics, ChartFieldSchema.parse(field('m', 'amount', { alias: 'Sales' })))).toBe('Sales');
    expect(fieldTitle(chartConfig({ aggregation: false }), metrics, ChartFieldSchema.parse(field('m', 'amount')))).toBe('amount');
    expect(fieldTitle(config, dimensions, ChartFieldSchema.parse(field('d', 'genre')))).toBe('genre');
  });

  it('writes values as people read them: numbers without float noise, dates by level and locale', () => {
    const sum = fieldFormatter(ChartFieldSchema.parse(field('m', 'price', { type: 'numeric' })), 'en');
    expect(sum(1284.0300000000102)).toBe('1,284.03');
    const wan = fieldFormatter(ChartFieldSchema.parse(field('m', 'price', { type: 'numeric', format: { kind: 'numeric', unit: 'wan', decimals: 2 } })), 'zh');
    expect(wan(1234567)).toBe('123.46万');
    const month = ChartFieldSchema.parse(field('d', 'day', { type: 'date', dateLevel: 'month' }));
    expect(fieldFormatter(month, 'en')('2024-03-01')).toBe('2024-03');
    expect(fieldFormatter(month, 'zh')('2024-03-01')).toBe('2024年3月');
    const quarter = ChartFieldSchema.parse(field('d', 'day', { type: 'date', dateLevel: 'quarter' }));
    expect(fieldFormatter(quarter, 'en')('2024-07-01T00:00:00')).toBe('2024-Q3');
    const custom = ChartFieldSchema.parse(field('d', 'day', { type: 'date', dateFormat: 'YYYY-MM-DD HH:mm:ss' }));
    expect(fieldFormatter(custom, 'en')('2024-07-01T08:09:10')).toBe('2024-07-01 08:09:10');
    const text = fieldFormatter(ChartFieldSchema.parse(field('d', 'genre')), 'en');
    expect(text(null)).toBe('');
  });

  it('writes an average without a format of its own to at most two decimals, not its float noise (issue 26)', () => {
    const average = fieldFormatter(ChartFieldSchema.parse(field('m', 'rate', { type: 'numeric', aggregate: 'AVG' })), 'en');
    expect(average(1.03955357142855)).toBe('1.04');
    expect(average('1.0395535714285714')).toBe('1.04');
    expect(average(12345.5)).toBe('12,345.5');
    expect(average(35)).toBe('35');
    expect(average(null)).toBe('');
    const chosen = fieldFormatter(ChartFieldSchema.parse(field('m', 'rate', { type: 'numeric', aggregate: 'AVG', format: { kind: 'numeric', decimals: 4 } })), 'en');
    expect(chosen(1.03955357142855)).toBe('1.0396');
    const sum = fieldFormatter(ChartFieldSchema.parse(field('m', 'rate', { type: 'numeric', aggregate: 'SUM' })), 'en');
    expect(sum(1.03955357142855)).toBe('1.03955357142855');
    const data = { columns: [{ name: 'm', type: 'number' as const }], rows: [[1.03955357142855]] };
    const config = chartConfig({ sections: { metrics: [field('m', 'rate', { type: 'numeric', aggregate: 'AVG' })] } });
    expect(placedFields(testBarDefinition, config, data, 'metrics', 'zh')[0]!.format(1.03955357142855)).toBe('1.04');
  });

  it('writes a number the chart groups by as a label (2023, not 2,023) unless the field has a format', () => {
    const data = { columns: [{ name: 'y', type: 'number' as const }, { name: 'm', type: 'number' as const }], rows: [[2023, 12345]] };
    const config = chartConfig({ sections: { dimensions: [field('y', 'year', { type: 'numeric' })], metrics: [field('m', 'amount', { type: 'numeric' })] } });
    expect(placedFields(testBarDefinition, config, data, 'dimensions', 'en')[0]!.format(2023)).toBe('2023');
    expect(placedFields(testBarDefinition, config, data, 'metrics', 'en')[0]!.format(12345)).toBe('12,345');
    const formatted = chartConfig({ sections: { dimensions: [field('y', 'year', { type: 'numeric', format: { kind: 'numeric' } })] } });
    expect(placedFields(testBarDefinition, formatted, data, 'dimensions', 'en')[0]!.format(2023)).toBe('2,023');
  });

  it('reads values of a field by uid and numbers from decimal text', () => {
    const config = chartConfig({ sections: { metrics: [field('m', 'amount', { type: 'numeric' })] } });
    const data = { columns: [{ name: 'm', type: 'number' as const }], rows: [['1.50'], [null]] };
    const [placed] = placedFields(testBarDefinition, config, data, 'metrics', 'en');
    expect(placed?.values).toEqual(['1.50', null]);
    expect(placed?.format('1.50')).toBe('1.5');
    expect(toNumber('1.50')).toBe(1.5);
    expect(toNumber(null)).toBeNull();
    expect(toNumber('abc')).toBeNull();
  });

  it('puts rows in a custom order: listed values first, the rest as they came', () => {
    const config = chartConfig({ sections: { dimensions: [field('d', 'genre', { sort: { order: 'CUSTOM', values: ['Jazz', 'Rock'] } })] } });
    const data = { columns: [{ name: 'd', type: 'string' as const }], rows: [['Pop'], ['Rock'], ['Blues'], ['Jazz']] };
    expect(applyCustomOrder(config, data).rows).toEqual([['Jazz'], ['Rock'], ['Pop'], ['Blues']]);
  });
});
