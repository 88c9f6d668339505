import { chartThemeOf } from '@redbi/charts';
import { ChartConfigSchema, type ChartFieldInput } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { renderChart } from './renderChart';
import { decodePng, type DecodedPng } from './testing/decodePng';

const SIZE = { width: 480, height: 320 };
const sales: ChartFieldInput = { uid: 'm', column: 'sales', type: 'numeric', aggregate: 'SUM' };
const day: ChartFieldInput = { uid: 'd', column: 'sold_on', type: 'date' };
const trendRows = Array.from({ length: 20 }, (_, index) => [`2024-03-${String(20 - index).padStart(2, '0')}`, 1000 + (20 - index) * 40]);

/** A score card compared with the previous month (1,000 → 1,200) with a sparkline, as the batched request answers it. */
function card(settings: Record<string, unknown> = {}) {
  const config = ChartConfigSchema.parse({ chartType: 'score-card', sections: { metrics: [sales], date: [day] }, settings: { 'comparison.mode': 'previousPeriod', ...settings } });
  const data = {
    columns: [{ name: 'm', type: 'number' as const }],
    rows: [[1200]],
    extras: {
      'previous.month': { columns: [{ name: 'm', type: 'number' as const }], rows: [[1000]] },
      trend: { columns: [{ name: 'd', type: 'date' as const }, { name: 'm', type: 'number' as const }], rows: trendRows },
    },
  };
  return { config, data };
}

/** Pixels within `tolerance` of a colour (#rrggbb) in every channel. */
function pixelsOf(image: DecodedPng, color: string, tolerance = 12): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16)) as [number, number, number];
  let count = 0;
  for (let index = 0; index < image.rgba.length; index += 4) {
    const { rgba } = image;
    if (Math.abs(rgba[index]! - r) <= tolerance && Math.abs(rgba[index + 1]! - g) <= tolerance && Math.abs(rgba[index + 2]! - b) <= tolerance) count += 1;
  }
  return count;
}

describe('a score card picture with its comparison and sparkline (issue 26)', () => {
  it('writes the change, its basis, an arrow shape and the sparkline into the SVG', async () => {
    const svg = (await renderChart({ ...card({ 'comparison.showAbsolute': true }), theme: 'light', locale: 'en', ...SIZE, format: 'svg' })).bytes.toString('utf8');
    expect(svg).toContain('+20.0% (+200)');
    expect(svg).toContain('vs previous month');
    // The arrow is a drawn triangle in the good colour, not a glyph a font may lack.
    expect(svg).toMatch(new RegExp(`<path d="M[^"]+Z" fill="${chartThemeOf('light').positive}"`));
    expect(svg).toMatch(/<path d="M[^"]+" fill="none" stroke="#5470C6"/);
    const zh = (await renderChart({ ...card(), theme: 'light', locale: 'zh', ...SIZE, format: 'svg' })).bytes.toString('utf8');
    expect(zh).toContain('较上月');
  });

  it.each(['light', 'dark'] as const)('paints the rise green and the sparkline in the PNG on the %s card', async (theme) => {
    const image = decodePng((await renderChart({ ...card(), theme, locale: 'en', ...SIZE, format: 'png' })).bytes);
    const colors = chartThemeOf(theme);
    expect(pixelsOf(image, colors.positive)).toBeGreaterThan(60);
    expect(pixelsOf(image, colors.negative)).toBe(0);
    expect(pixelsOf(image, theme === 'light' ? '#5470C6' : '#7C95E0')).toBeGreaterThan(40);
  });

  it('paints the same rise red when lower is better', async () => {
    const image = decodePng((await renderChart({ ...card({ 'comparison.better': 'lowerIsBetter' }), theme: 'light', locale: 'en', ...SIZE, format: 'png' })).bytes);
    expect(pixelsOf(image, chartThemeOf('light').negative)).toBeGreaterThan(60);
    expect(pixelsOf(image, chartThemeOf('light').positive)).toBe(0);
  });

  it('leaves the sparkline out of a card too small for it, keeping the number and the comparison', async () => {
    const svg = (await renderChart({ ...card(), theme: 'light', locale: 'en', width: 200, height: 110, format: 'svg' })).bytes.toString('utf8');
    expect(svg).toContain('1.2K');
    expect(svg).toContain('+20.0%');
    expect(svg).not.toContain('stroke="#5470C6"');
  });
});
