import { ChartWidgetSchema, controllerFacades, facadeOperators, PrivateChartWidgetSchema, type BoardChart } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { boardOf, controllerWidget } from '../controllerTestData';
import { boardViewIds, moved, viewTargets, withFacade, withTarget } from './controllerConfigEdits';

describe('changing a controller’s facade', () => {
  it('keeps the operator only when the new facade allows it, else takes the facade’s default', () => {
    for (const from of controllerFacades) {
      for (const to of controllerFacades) {
        const config = withFacade(controllerWidget(from).config, to);
        expect(facadeOperators[to]).toContain(config.operator);
        expect(config.operator).toBe(facadeOperators[to].includes(facadeOperators[from][0]!) ? facadeOperators[from][0] : facadeOperators[to][0]);
      }
    }
    expect(withFacade(controllerWidget('dropdownList', { operator: 'NE' }).config, 'radioGroup').operator).toBe('NE');
    expect(withFacade(controllerWidget('value', { operator: 'GTE' }).config, 'slider').operator).toBe('GTE');
    expect(withFacade(controllerWidget('value', { operator: 'GTE' }).config, 'text').operator).toBe('LIKE');
  });

  it('keeps defaults of the same shape and drops the others', () => {
    const one = controllerWidget('dropdownList', { defaults: [{ value: 'East' }] }).config;
    expect(withFacade(one, 'radioGroup').defaults).toEqual([{ value: 'East' }]);
    expect(withFacade(one, 'multiDropdownList').defaults).toEqual([]);
    const range = controllerWidget('rangeTime', { defaults: [{ relative: { amount: 1, unit: 'days', mode: 'ago' } }, { value: '2024-01-01' }] }).config;
    expect(withFacade(range, 'recommendTime').defaults).toEqual([]);
    expect(withFacade(controllerWidget('rangeValue', { defaults: [{ value: 1 }, { value: 2 }] }).config, 'rangeSlider').defaults).toEqual([{ value: 1 }, { value: 2 }]);
  });

  it('drops the end variable when the facade is no longer a range', () => {
    const config = controllerWidget('rangeValue', { targets: [{ viewId: 'v1', kind: 'variable', name: 'low', endName: 'high' }] }).config;
    expect(withFacade(config, 'rangeSlider').targets).toEqual([{ viewId: 'v1', kind: 'variable', name: 'low', endName: 'high' }]);
    expect(withFacade(config, 'value').targets).toEqual([{ viewId: 'v1', kind: 'variable', name: 'low' }]);
  });
});

describe('targets', () => {
  it('are one per view: set, replaced, removed', () => {
    let config = controllerWidget('dropdownList').config;
    config = withTarget(config, 'v1', { kind: 'field', name: 'region' });
    config = withTarget(config, 'v2', { kind: 'variable', name: 'area' });
    config = withTarget(config, 'v1', { kind: 'field', name: 'country' });
    expect(config.targets).toEqual([
      { viewId: 'v1', kind: 'field', name: 'country' },
      { viewId: 'v2', kind: 'variable', name: 'area' },
    ]);
    expect(withTarget(config, 'v1', undefined).targets).toEqual([{ viewId: 'v2', kind: 'variable', name: 'area' }]);
  });

  it('are first offered for the views the other widgets read, saved charts’ included', () => {
    const chart = ChartWidgetSchema.parse({ id: 'w1', name: 'Sales', type: 'chart', config: { chartId: 'ch1' } });
    const privateChart = PrivateChartWidgetSchema.parse({ id: 'w2', name: 'Mine', type: 'privateChart', config: { viewId: 'v2', chart: { chartType: 'bar' } } });
    const self = controllerWidget('dropdownList', { targets: [{ viewId: 'v9', name: 'x' }] }, { id: 'c1' });
    const other = controllerWidget('dropdownList', { targets: [{ viewId: 'v3', name: 'x' }] }, { id: 'c2', name: 'Other' });
    const charts: Record<string, BoardChart> = { ch1: { id: 'ch1', name: 'Sales', viewId: 'v1', config: privateChart.config.chart } };
    const board = boardOf([chart, privateChart, self, other]);
    expect(boardViewIds(board, charts, 'c1')).toEqual(['v1', 'v2', 'v3']);
  });

  it('are fields (columns, then computed fields) or query variables of the view', () => {
    const view = {
      model: { version: 1 as const, columns: [{ name: 'region', type: 'string' as const, category: 'uncategorized' as const }], hierarchies: [], computedFields: [{ name: 'year', expression: 'YEAR([d])', type: 'numeric' as const }] },
      variables: [
        { id: 'x', viewId: 'v1', name: 'area', label: '', type: 'query' as const, valueType: 'string' as const, permission: 'editable' as const, defaultValue: [], expression: false, values: [] },
        { id: 'y', viewId: 'v1', name: 'dept', label: '', type: 'permission' as const, valueType: 'string' as const, permission: 'hidden' as const, defaultValue: [], expression: false, values: [] },
      ],
    };
    expect(viewTargets(view)).toEqual({ fields: ['region', 'year'], variables: ['area'] });
  });
});

describe('moving an option', () => {
  it('swaps it with its neighbour, and stays at the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
