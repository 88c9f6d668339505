import type { EChartsOption } from 'echarts';
import { describe, expect, it } from 'vitest';
import { echartsToSvg } from './echartsToSvg';

const context = { theme: 'light', locale: 'en', width: 400, height: 300 } as const;
const bars: EChartsOption = {
  animation: true,
  xAxis: { type: 'category', data: ['North', 'South', 'East'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name: 'Revenue', data: [120, 200, 150] }],
};

describe('echartsToSvg', () => {
  it('draws the option at the context’s size, with the final frame (no animation)', async () => {
    const svg = await echartsToSvg({ kind: 'echarts', option: bars }, context);
    expect(svg).toMatch(/^<svg[^>]* width="400" height="300"/);
    expect(svg).toContain('>North</text>');
    expect(svg).not.toContain('@keyframes');
  });

  it('writes ECharts’ own texts in the chart’s language (month names on a time axis)', async () => {
    const months: EChartsOption = { xAxis: { type: 'time' }, yAxis: { type: 'value' }, series: [{ type: 'line', data: [['2024-01-01', 1], ['2024-06-01', 3]] }] };
    const en = await echartsToSvg({ kind: 'echarts', option: months }, context);
    const zh = await echartsToSvg({ kind: 'echarts', option: months }, { ...context, locale: 'zh' });
    expect(en).toContain('>Feb</text>');
    expect(zh).toContain('>2月</text>');
  });

  it('registers the maps the output names before drawing them', async () => {
    const option: EChartsOption = { series: [{ type: 'map', map: 'china', data: [{ name: '广东省', value: 10 }] }] };
    const svg = await echartsToSvg({ kind: 'echarts', option, maps: ['china'] }, context);
    expect((svg.match(/<path/g) ?? []).length).toBeGreaterThan(30);
  });

  it('refuses a map the charts package does not have', async () => {
    await expect(echartsToSvg({ kind: 'echarts', option: { series: [] }, maps: ['atlantis'] }, context)).rejects.toThrow(/atlantis/);
  });
});
