import { describe, expect, it } from 'vitest';
import { filterIsComplete, literal, modesFor, rangeIsOrdered } from './filterDraft';

describe('filter drafts', () => {
  it('offers ranges for numbers and times for dates', () => {
    expect(modesFor('numeric')).toEqual(['list', 'condition', 'range']);
    expect(modesFor('date')).toEqual(['list', 'condition', 'time']);
    expect(modesFor('string')).toEqual(['list', 'condition']);
  });

  it('types literals as their field and keeps no value untyped', () => {
    expect(literal(5, 'numeric')).toEqual({ value: 5, valueType: 'NUMERIC' });
    expect(literal('2024-01-01', 'date')).toEqual({ value: '2024-01-01', valueType: 'DATE' });
    expect(literal(null, 'string')).toEqual({ value: null });
  });

  it('knows when a filter has the values its operator reads', () => {
    expect(filterIsComplete({ mode: 'condition', operator: 'IS_NULL', values: [] })).toBe(true);
    expect(filterIsComplete({ mode: 'condition', operator: 'EQ', values: [] })).toBe(false);
    expect(filterIsComplete({ mode: 'condition', operator: 'EQ', values: [literal(' ', 'string')] })).toBe(false);
    expect(filterIsComplete({ mode: 'condition', operator: 'LIKE', values: [literal('Rock', 'string')] })).toBe(true);
    expect(filterIsComplete({ mode: 'list', operator: 'IN', values: [] })).toBe(false);
    expect(filterIsComplete({ mode: 'list', operator: 'IN', values: [literal(null, 'string')] })).toBe(true);
    expect(filterIsComplete({ mode: 'time', operator: 'BETWEEN', values: [{ recommend: 'last_7_days' }] })).toBe(true);
    expect(filterIsComplete({ mode: 'time', operator: 'BETWEEN', values: [{ relative: { amount: 7, unit: 'days', mode: 'ago' } }, literal('2030-01-01', 'date')] })).toBe(true);
  });

  it('wants a range whose end exceeds its start (spec §5)', () => {
    expect(filterIsComplete({ mode: 'range', operator: 'BETWEEN', values: [literal(1, 'numeric'), literal(5, 'numeric')] })).toBe(true);
    expect(filterIsComplete({ mode: 'range', operator: 'BETWEEN', values: [literal(5, 'numeric'), literal(5, 'numeric')] })).toBe(false);
    expect(filterIsComplete({ mode: 'range', operator: 'BETWEEN', values: [literal(1, 'numeric')] })).toBe(false);
    expect(rangeIsOrdered('2024-01-02', '2024-01-10')).toBe(true);
    expect(rangeIsOrdered('2024-02-01', '2024-01-10')).toBe(false);
    expect(rangeIsOrdered('9', '10')).toBe(true);
  });
});
