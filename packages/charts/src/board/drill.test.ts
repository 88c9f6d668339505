import type { ChartField, WidgetInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { getChartType } from '../registry';
import { boardCharts, boardOf, chartWidget, salesConfig } from './boardFixtures';
import { drilledConfig, drillHierarchy } from './drill';

const definition = getChartType('cluster-column');
const [region, month] = salesConfig.sections['dimensions'] as [ChartField, ChartField];

describe('drillHierarchy', () => {
  it('lists the first dimension section when drilling is on and it has two fields or more', () => {
    const board = boardOf([
      chartWidget('on', 'c1', { interactions: { drill: { enabled: true } } } as Partial<WidgetInput>),
      chartWidget('off', 'c1'),
      { id: 'one', name: 'one', type: 'privateChart', config: { viewId: 'v1', chart: { ...salesConfig, sections: { dimensions: [region] } } }, interactions: { drill: { enabled: true } } },
    ]);
    expect(board.widgets.map((widget) => drillHierarchy(widget, boardCharts))).toEqual([[region, month], [], []]);
  });
});

describe('drilledConfig', () => {
  it('shows the top level before any click', () => {
    const { config, filters } = drilledConfig(salesConfig, definition, { path: [], expand: false });
    expect([config.sections['dimensions'], filters]).toEqual([[region], []]);
  });

  it('shows the next level filtered to the clicked value', () => {
    const { config, filters } = drilledConfig(salesConfig, definition, { path: ['East'], expand: false });
    expect(config.sections['dimensions']).toEqual([month]);
    expect(config.sections['metrics']).toEqual(salesConfig.sections['metrics']);
    expect(config.sections['filters']).toEqual(salesConfig.sections['filters']);
    expect(filters).toEqual([{ column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] }]);
  });

  it('stops at the last level', () => {
    const { config, filters } = drilledConfig(salesConfig, definition, { path: ['East', '2024-03-01', 'extra'], expand: false });
    expect([config.sections['dimensions'], filters]).toEqual([[month], [{ column: 'region', sqlOperator: 'EQ', values: [{ value: 'East' }] }]]);
  });

  it('expands to the levels above next to the next one, unfiltered', () => {
    const { config, filters } = drilledConfig(salesConfig, definition, { path: ['East'], expand: true });
    expect([config.sections['dimensions'], filters]).toEqual([[region, month], []]);
  });

  it('leaves a chart with one level as it is', () => {
    const single = { ...salesConfig, sections: { ...salesConfig.sections, dimensions: [region] } };
    expect(drilledConfig(single, definition, { path: ['East'], expand: false })).toEqual({ config: single, filters: [] });
  });
});
