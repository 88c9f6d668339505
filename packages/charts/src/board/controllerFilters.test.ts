import { controllerFacades, facadeOperators, type ControllerFacade } from '@redbi/shared/domain';
import type { FilterValue } from '@redbi/shared/query';
import { describe, expect, it } from 'vitest';
import { boardOf, controllerWidget } from './boardFixtures';
import { controllerFilters } from './controllerFilters';
import { controllerValues, isControllerVisible } from './controllerValues';

const target = { viewId: 'v1', name: 'col' };
/** Noon on 15 March 2024, local time. */
const now = new Date(2024, 2, 15, 12, 0, 0);

/** Per facade: what the viewer picked and what each of its operators must filter with. */
const picked: Record<ControllerFacade, { values: FilterValue[]; expected: FilterValue[] }> = {
  dropdownList: { values: [{ value: 'East' }, { value: 'West' }], expected: [{ value: 'East' }] },
  radioGroup: { values: [{ value: 'East' }], expected: [{ value: 'East' }] },
  multiDropdownList: { values: [{ value: 'East' }, { value: 'West' }], expected: [{ value: 'East' }, { value: 'West' }] },
  checkboxGroup: { values: [{ value: 'East' }, { value: '' }, { value: 'West' }], expected: [{ value: 'East' }, { value: 'West' }] },
  dropdownTree: { values: [{ value: 'China' }, { value: 'Beijing' }], expected: [{ value: 'China' }, { value: 'Beijing' }] },
  tree: { values: [{ value: 'A' }], expected: [{ value: 'A' }] },
  text: { values: [{ value: 'ea' }], expected: [{ value: 'ea' }] },
  value: { values: [{ value: 10 }], expected: [{ value: 10 }] },
  slider: { values: [{ value: 42 }], expected: [{ value: 42 }] },
  time: { values: [{ relative: { amount: 1, unit: 'days', mode: 'ago' } }], expected: [{ relative: { amount: 1, unit: 'days', mode: 'ago' } }] },
  rangeValue: { values: [{ value: 1 }, { value: 5 }], expected: [{ value: 1 }, { value: 5 }] },
  rangeSlider: { values: [{ value: 0 }, { value: 100 }], expected: [{ value: 0 }, { value: 100 }] },
  rangeTime: { values: [{ value: '2024-01-01' }, { relative: { amount: 0, unit: 'days', mode: 'current' } }], expected: [{ value: '2024-01-01' }, { relative: { amount: 0, unit: 'days', mode: 'current' } }] },
  recommendTime: { values: [{ recommend: 'last_7_days' }], expected: [{ recommend: 'last_7_days' }] },
};

const cases = controllerFacades.flatMap((facade) => facadeOperators[facade].map((operator) => ({ facade, operator })));

describe('controllerFilters', () => {
  it.each(cases)('$facade with $operator filters its target column', ({ facade, operator }) => {
    const board = boardOf([controllerWidget('k', { facade, operator, targets: [target] })]);
    const values = controllerValues(board, { k: picked[facade].values });
    expect(controllerFilters(board, values, 'v1', now)).toEqual({ filters: [{ column: 'col', sqlOperator: operator, values: picked[facade].expected }], params: {} });
  });

  it('covers the 14 facades and their 46 operators', () => expect([new Set(cases.map((entry) => entry.facade)).size, cases.length]).toEqual([14, 46]));

  it('uses the defaults until the viewer sets a value, and nothing once the viewer clears it', () => {
    const board = boardOf([controllerWidget('k', { facade: 'dropdownList', operator: 'EQ', targets: [target], defaults: [{ value: 'North' }] })]);
    expect(controllerFilters(board, controllerValues(board, {}), 'v1', now).filters).toEqual([{ column: 'col', sqlOperator: 'EQ', values: [{ value: 'North' }] }]);
    expect(controllerFilters(board, controllerValues(board, { k: [] }), 'v1', now).filters).toEqual([]);
  });

  it('leaves out controllers of other views and half ranges, and keeps null checks without values', () => {
    const board = boardOf([
      controllerWidget('other', { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: 'v2', name: 'x' }], defaults: [{ value: 'a' }] }),
      controllerWidget('half', { facade: 'rangeValue', operator: 'BETWEEN', targets: [target], defaults: [{ value: 1 }] }),
      controllerWidget('nulls', { facade: 'text', operator: 'IS_NULL', targets: [{ viewId: 'v1', name: 'note' }] }),
    ]);
    expect(controllerFilters(board, controllerValues(board, {}), 'v1', now)).toEqual({ filters: [{ column: 'note', sqlOperator: 'IS_NULL', values: [] }], params: {} });
  });

  it('sets variables, splitting a range over its two variables and resolving relative times from now', () => {
    const board = boardOf([
      controllerWidget('region', { facade: 'multiDropdownList', operator: 'IN', targets: [{ viewId: 'v1', kind: 'variable', name: 'regions' }] }),
      controllerWidget('period', { facade: 'rangeTime', operator: 'BETWEEN', targets: [{ viewId: 'v1', kind: 'variable', name: 'from', endName: 'to' }] }),
      controllerWidget('day', { facade: 'time', operator: 'EQ', targets: [{ viewId: 'v1', kind: 'variable', name: 'day' }] }),
      controllerWidget('week', { facade: 'recommendTime', operator: 'BETWEEN', targets: [{ viewId: 'v1', kind: 'variable', name: 'ws', endName: 'we' }] }),
      controllerWidget('limit', { facade: 'value', operator: 'EQ', targets: [{ viewId: 'v1', kind: 'variable', name: 'limit' }] }),
    ]);
    const values = controllerValues(board, {
      region: [{ value: 'East' }, { value: 'West' }],
      period: [{ value: '2024-01-01' }, { relative: { amount: 1, unit: 'months', mode: 'ago' } }],
      day: [{ relative: { amount: 2, unit: 'days', mode: 'ago' } }],
      week: [{ recommend: 'today' }],
      limit: [{ value: 10 }],
    });
    expect(controllerFilters(board, values, 'v1', now)).toEqual({
      filters: [],
      params: {
        regions: ['East', 'West'],
        from: ['2024-01-01'],
        to: ['2024-02-15 12:00:00'],
        day: ['2024-03-13 12:00:00'],
        ws: ['2024-03-15 00:00:00'],
        we: ['2024-03-15 23:59:59'],
        limit: ['10'],
      },
    });
  });

  it('reports a required controller without a value, unless it is hidden', () => {
    const required = (mode: string) => boardOf([controllerWidget('Region', { facade: 'dropdownList', operator: 'EQ', targets: [target], required: true, visibility: { mode } })]);
    expect(controllerFilters(required('show'), controllerValues(required('show'), {}), 'v1', now)).toEqual({ filters: [], params: {}, missingRequired: 'Region' });
    expect(controllerFilters(required('hide'), controllerValues(required('hide'), {}), 'v1', now)).toEqual({ filters: [], params: {} });
    expect(controllerFilters(required('show'), controllerValues(required('show'), {}), 'v2', now)).toEqual({ filters: [], params: {} });
  });

  it('asks only the listed controllers when given', () => {
    const board = boardOf([
      controllerWidget('a', { facade: 'dropdownList', operator: 'EQ', targets: [target], defaults: [{ value: 'x' }] }),
      controllerWidget('b', { facade: 'dropdownList', operator: 'NE', targets: [target], defaults: [{ value: 'y' }] }),
    ]);
    expect(controllerFilters(board, controllerValues(board, {}), 'v1', now, ['b']).filters).toEqual([{ column: 'col', sqlOperator: 'NE', values: [{ value: 'y' }] }]);
  });
});

describe('isControllerVisible', () => {
  const board = boardOf([
    controllerWidget('region', { facade: 'dropdownList', operator: 'EQ' }),
    controllerWidget('city', { facade: 'dropdownList', operator: 'EQ', targets: [target], defaults: [{ value: 'Paris' }], visibility: { mode: 'condition', controllerId: 'region', operator: 'EQ', value: 'Europe' } }),
    controllerWidget('notEurope', { facade: 'dropdownList', operator: 'EQ', visibility: { mode: 'condition', controllerId: 'region', operator: 'NE', value: 'Europe' } }),
    controllerWidget('hidden', { facade: 'dropdownList', operator: 'EQ', visibility: { mode: 'hide' } }),
  ]);

  it('follows the condition on the other controller’s first value', () => {
    const europe = controllerValues(board, { region: [{ value: 'Europe' }, { value: 'Asia' }] });
    const asia = controllerValues(board, { region: [{ value: 'Asia' }] });
    expect([isControllerVisible(board, 'city', europe), isControllerVisible(board, 'notEurope', europe)]).toEqual([true, false]);
    expect([isControllerVisible(board, 'city', asia), isControllerVisible(board, 'notEurope', asia)]).toEqual([false, true]);
    expect(isControllerVisible(board, 'region', asia)).toBe(true);
    expect(isControllerVisible(board, 'hidden', asia)).toBe(false);
  });

  it('drops the filters of a controller its condition hides', () => {
    expect(controllerFilters(board, controllerValues(board, { region: [{ value: 'Asia' }] }), 'v1', now).filters).toEqual([]);
    expect(controllerFilters(board, controllerValues(board, { region: [{ value: 'Europe' }] }), 'v1', now).filters).toEqual([{ column: 'col', sqlOperator: 'EQ', values: [{ value: 'Paris' }] }]);
  });
});
