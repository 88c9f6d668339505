import type { LinkageState, WidgetInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { boardCharts, boardOf, chartWidget } from './boardFixtures';
import { linkageFilters, linkageQuery } from './linkageFilters';

const target: WidgetInput = { id: 't', name: 't', type: 'privateChart', config: { viewId: 'v2', chart: { chartType: 'table' } } };
const source = (linkage: Record<string, unknown>) => chartWidget('s', 'c1', { interactions: { linkage } } as Partial<WidgetInput>);
const point: LinkageState = { sourceWidgetId: 's', values: { d_region: 'East', d_month: '2024-03-01', m_amount: 1200 } };

const filtersFor = (linkage: Record<string, unknown>, state = point) => {
  const board = boardOf([source(linkage), target]);
  return linkageFilters(board, [state], board.widgets[1]!, boardCharts);
};

describe('linkageFilters', () => {
  it('filters the same columns by name on the clicked dimensions (at their date level), not on metrics', () => {
    expect(filtersFor({ enabled: true, targets: [{ widgetId: 't' }] })).toEqual([
      { column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] },
      { column: 'sold_at', dateLevel: 'month', sqlOperator: 'EQ', values: [{ value: '2024-03-01' }] },
    ]);
  });

  it('follows the mappings, only for mapped fields, and checks a null with IS_NULL', () => {
    const linkage = { enabled: true, targets: [{ widgetId: 't', mappings: [{ sourceUid: 'd_region', target: 'area' }] }] };
    expect(filtersFor(linkage, { sourceWidgetId: 's', values: { d_region: null, d_month: '2024-03-01', m_amount: 1 } })).toEqual([{ column: 'area', sqlOperator: 'IS_NULL', values: [] }]);
  });

  it('sets mapped variables', () => {
    const linkage = { enabled: true, targets: [{ widgetId: 't', mappings: [{ sourceUid: 'd_region', targetKind: 'variable', target: 'region_var' }] }] };
    const board = boardOf([source(linkage), target]);
    expect(linkageQuery(board, [point], board.widgets[1]!, boardCharts)).toEqual({ filters: [], params: { region_var: ['East'] } });
  });

  it('ignores a disabled linkage, an unlisted target, the source itself and a deleted source chart', () => {
    expect(filtersFor({ enabled: false, targets: [{ widgetId: 't' }] })).toEqual([]);
    expect(filtersFor({ enabled: true, targets: [{ widgetId: 'other' }] })).toEqual([]);
    const board = boardOf([source({ enabled: true, targets: [{ widgetId: 's' }] })]);
    expect(linkageFilters(board, [point], board.widgets[0]!, boardCharts)).toEqual([]);
    const orphan = boardOf([source({ enabled: true, targets: [{ widgetId: 't' }] }), target]);
    expect(linkageFilters(orphan, [point], orphan.widgets[1]!, {})).toEqual([]);
  });
});
