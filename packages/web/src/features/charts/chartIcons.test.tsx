import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartRegistry } from '@redbi/charts';
import { chartTypeIcon } from './chartIcons';
import { drawnChartTypes } from './chartTypeDrawings';

const iconClass = (node: ReturnType<typeof chartTypeIcon>) => render(<>{node}</>).container.querySelector('.anticon')!.getAttribute('class');

describe('chartTypeIcon', () => {
  it('gives every chart type a drawing of its own, no two alike (issue 26)', () => {
    expect([...drawnChartTypes].sort()).toEqual(chartRegistry.map((type) => type.id).sort());
    const markup = chartRegistry.map((type) => render(<>{chartTypeIcon(type)}</>).container.querySelector('svg')!.innerHTML);
    expect(new Set(markup).size).toBe(chartRegistry.length);
    expect(iconClass(chartTypeIcon(chartRegistry.find((type) => type.id === 'stack-bar')))).toBe('anticon');
  });

  it("draws a type without a drawing by its antd icon's name", () => {
    expect(iconClass(chartTypeIcon({ id: 'plugin-pie', icon: 'PieChartOutlined', group: 'pie' }))).toContain('anticon-pie-chart');
    expect(iconClass(chartTypeIcon({ id: 'plugin-funnel', icon: 'FunnelPlotOutlined', group: 'other' }))).toContain('anticon-funnel-plot');
  });

  it("falls back to the palette group's icon, then to a generic chart icon", () => {
    expect(iconClass(chartTypeIcon({ id: 'x', icon: 'NoSuchIcon', group: 'map' }))).toContain('anticon-global');
    const bar = render(<>{chartTypeIcon({ id: 'x', icon: 'NoSuchIcon', group: 'bar' })}</>).container.querySelector('svg')!;
    expect(bar.getAttribute('style')).toContain('rotate(90deg)');
    expect(iconClass(chartTypeIcon({ id: 'x', icon: 'NoSuchIcon', group: 'unknown' }))).toContain('anticon-area-chart');
    expect(iconClass(chartTypeIcon(undefined))).toContain('anticon-area-chart');
  });
});
