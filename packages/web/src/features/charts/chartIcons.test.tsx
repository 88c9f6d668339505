import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartTypeIcon } from './chartIcons';

const iconClass = (node: ReturnType<typeof chartTypeIcon>) => render(<>{node}</>).container.querySelector('.anticon')!.getAttribute('class');

describe('chartTypeIcon', () => {
  it("draws a type's own icon by its antd name", () => {
    expect(iconClass(chartTypeIcon({ icon: 'PieChartOutlined', group: 'pie' }))).toContain('anticon-pie-chart');
    expect(iconClass(chartTypeIcon({ icon: 'FunnelPlotOutlined', group: 'other' }))).toContain('anticon-funnel-plot');
  });

  it("falls back to the palette group's icon, then to a generic chart icon", () => {
    expect(iconClass(chartTypeIcon({ icon: 'NoSuchIcon', group: 'map' }))).toContain('anticon-global');
    const bar = render(<>{chartTypeIcon({ icon: 'NoSuchIcon', group: 'bar' })}</>).container.querySelector('svg')!;
    expect(bar.getAttribute('style')).toContain('rotate(90deg)');
    expect(iconClass(chartTypeIcon({ icon: 'NoSuchIcon', group: 'unknown' }))).toContain('anticon-area-chart');
    expect(iconClass(chartTypeIcon(undefined))).toContain('anticon-area-chart');
  });
});
