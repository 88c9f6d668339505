import type { EChartsOption } from 'echarts';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EChartsCanvas } from './EChartsCanvas';
import { echarts } from './echartsSetup';
import { stubLayout } from './testing/stubLayout';

const barOption = (names: string[]): EChartsOption => ({
  animation: false,
  aria: { enabled: true },
  xAxis: { type: 'category', data: names },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: 'Sales', data: names.map((_, index) => (index + 1) * 10) }],
});

const instanceIn = (container: HTMLElement) => {
  const holder = container.querySelector('[_echarts_instance_]');
  return holder ? echarts.getInstanceByDom(holder as HTMLElement) : undefined;
};

/** The first drawing waits for the ECharts chunk, which a busy machine may take seconds to load. */
const firstDraw = { timeout: 10_000 };

describe('EChartsCanvas', () => {
  it('draws the option with the SVG renderer where there is no canvas, at the size of its box', async () => {
    stubLayout({ width: 500, height: 300 });
    const { container } = render(<EChartsCanvas output={{ kind: 'echarts', option: barOption(['East', 'West', 'North']) }} />);
    await waitFor(() => expect(container.querySelectorAll('svg path').length).toBeGreaterThan(0), firstDraw);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('500');
    expect(svg.getAttribute('height')).toBe('300');
    expect(container.textContent).toContain('West');
    // ECharts describes the chart for screen readers (aria on).
    expect(container.querySelector('[aria-label]')?.getAttribute('aria-label')).toMatch(/bar/i);
  });

  it('replaces the whole option on change (a removed series disappears) and resizes without redrawing from scratch', async () => {
    const layout = stubLayout({ width: 500, height: 300 });
    const { container, rerender } = render(<EChartsCanvas output={{ kind: 'echarts', option: barOption(['East', 'West']) }} />);
    await waitFor(() => expect(instanceIn(container)?.getOption()).toBeDefined(), firstDraw);
    const chart = instanceIn(container)!;
    rerender(<EChartsCanvas output={{ kind: 'echarts', option: { ...barOption(['South']), series: [] } }} />);
    await waitFor(() => expect((chart.getOption().series as unknown[]).length).toBe(0));
    expect(container.textContent).not.toContain('East');

    layout.resize({ width: 320, height: 200 });
    await waitFor(() => expect(chart.getWidth()).toBe(320));
    expect(chart.getHeight()).toBe(200);
    // The same instance, resized.
    expect(instanceIn(container)).toBe(chart);
  });

  it('registers the maps an option names before drawing it, and says so when a map cannot be had', async () => {
    stubLayout();
    const option: EChartsOption = { series: [{ type: 'map', map: 'china', data: [{ name: '广东', value: 1 }] }] };
    const { container, unmount } = render(<EChartsCanvas output={{ kind: 'echarts', option, maps: ['china'] }} />);
    await waitFor(() => expect(container.querySelectorAll('svg path').length).toBeGreaterThan(30), { timeout: 15_000 });
    expect(echarts.getMap('china')).toBeTruthy();
    unmount();
    render(<EChartsCanvas output={{ kind: 'echarts', option: { series: [{ type: 'map', map: 'atlantis' }] }, maps: ['atlantis'] }} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The map could not be loaded.');
  });

  it('disposes its chart when unmounted', async () => {
    stubLayout();
    const { container, unmount } = render(<EChartsCanvas output={{ kind: 'echarts', option: barOption(['East']) }} />);
    await waitFor(() => expect(instanceIn(container)).toBeDefined(), firstDraw);
    const chart = instanceIn(container)!;
    unmount();
    expect(chart.isDisposed()).toBe(true);
  });
});
