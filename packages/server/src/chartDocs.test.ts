import { readFileSync } from 'node:fs';
import { chartRegistry } from '@redbi/charts';
import { describe, expect, it } from 'vitest';

const chartDoc = readFileSync(new URL('../../../docs/charts.md', import.meta.url), 'utf8');
const countText = (count: { min: number; max: number }) => (count.min === count.max ? `${count.min}` : `${count.min} to ${Number.isFinite(count.max) ? count.max : 'N'}`);

describe('docs/charts.md', () => {
  it.each(chartRegistry.map((chart) => [chart.id, chart] as const))('lists %s with its names and requirements', (id, chart) => {
    const row = chartDoc.split('\n').find((line) => line.includes(`| \`${id}\` |`));
    expect(row, id).toBeDefined();
    expect(row).toContain(`| ${chart.name.en} | ${chart.name.zh} |`);
    expect(row).toContain(`| ${countText(chart.requirements.dimensions)} | ${countText(chart.requirements.metrics)} |`);
  });
});
