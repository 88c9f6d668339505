import { Resvg } from '@resvg/resvg-js';
import { buildChart, chartRegistry, chartThemeOf, getChartType, type ChartDefinition } from '@redbi/charts';
import { ChartConfigSchema } from '@redbi/shared/domain';
import { describe, expect, it } from 'vitest';
import { renderChart } from './renderChart';
import { chartFixture, fixtureRows } from './testing/chartFixture';
import { decodePng, inkPixels } from './testing/decodePng';

const SIZE = { width: 480, height: 320 };
/** Pixels that must differ from the card colour: a chart, a card or a message, not an empty image. */
const MIN_INK = 1000;
const themes = ['light', 'dark'] as const;

/** resvg parses SVG as strict XML (roxmltree): an unescaped `&`, an unclosed tag or a bad attribute throws. */
const parsedSize = (svg: string) => {
  const parsed = new Resvg(svg);
  return [parsed.width, parsed.height];
};

describe.each(chartRegistry.map((definition) => [definition.id, definition] as const))('%s as an image', (_, definition: ChartDefinition) => {
  // Built inside each test, so that one type's failure does not stop the others'.
  const fixture = () => chartFixture(definition);

  it('has a fixture that meets its requirements (it draws, not a message)', () => {
    const { config, data } = fixture();
    const output = buildChart(config, data, { theme: 'light', locale: 'en', ...SIZE });
    expect(output.kind === 'message' ? output : 'drawn').toBe('drawn');
  });

  it.each(themes)('renders a PNG with ink on the %s card', async (theme) => {
    const { mime, bytes } = await renderChart({ ...fixture(), theme, locale: 'en', ...SIZE, format: 'png' });
    expect(mime).toBe('image/png');
    const image = decodePng(bytes);
    expect([image.width, image.height]).toEqual([SIZE.width, SIZE.height]);
    const surface = chartThemeOf(theme).surface;
    expect(inkPixels(image, surface)).toBeGreaterThan(MIN_INK);
  });

  it('renders well-formed SVG of the asked size, in Chinese too', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const { mime, bytes } = await renderChart({ ...fixture(), theme: 'light', locale, ...SIZE, format: 'svg' });
      expect(mime).toBe('image/svg+xml');
      expect(parsedSize(bytes.toString('utf8'))).toEqual([SIZE.width, SIZE.height]);
    }
  });
});

describe('Chinese text', () => {
  // A cluster column: the Chinese labels go on its category axis.
  const fixture = chartFixture(getChartType('cluster-column'));
  /** Labels of four characters from one alphabet: zrender measures CJK and private-use characters alike (1 em), so the layout is the same. */
  const labelled = (alphabet: string) => ({ ...fixture, data: fixtureRows(fixture.config, { label: (row) => `${alphabet.slice(0, 3)}${alphabet[3 + row]}` }) });
  const inkOf = async (chart: typeof fixture, title?: string) =>
    inkPixels(decodePng((await renderChart({ ...chart, theme: 'light', locale: 'zh', ...SIZE, format: 'png', ...(title ? { title } : {}) })).bytes), chartThemeOf('light').surface);
  const cjk = '华东区一二三四五六七八';
  // Private-use code points no font has: what the renderer draws for a missing glyph (an empty box, or nothing).
  const missing = '\uE000\uE001\uE002\uE003\uE004\uE005\uE006\uE007\uE008\uE009\uE00A';

  it('draws a CJK title as glyphs: more ink than no text, and than characters no font has', async () => {
    const title = (text: string) => inkOf(fixture, text);
    const none = await title(' ');
    const glyphs = (await title(cjk.slice(0, 6))) - none;
    const boxes = (await title(missing.slice(0, 6))) - none;
    expect(glyphs).toBeGreaterThan(6 * 40);
    expect(glyphs).toBeGreaterThan(1.5 * boxes);
  });

  it('draws CJK category labels as glyphs', async () => {
    const glyphs = await inkOf(labelled(cjk));
    const boxes = await inkOf(labelled(missing));
    expect(glyphs - boxes).toBeGreaterThan(8 * 4 * 10);
  });

  it('escapes the title and keeps the image’s size', async () => {
    const svg = (await renderChart({ ...fixture, theme: 'dark', locale: 'zh', ...SIZE, format: 'svg', title: '各地区销售额 & <利润>' })).bytes.toString('utf8');
    expect(svg).toContain('各地区销售额 &amp; &lt;利润&gt;');
    expect(parsedSize(svg)).toEqual([SIZE.width, SIZE.height]);
  });
});

describe('a chart that misses its requirement', () => {
  const definition = chartRegistry.find((candidate) => candidate.requirements.metrics.min >= 1)!;
  const config = ChartConfigSchema.parse({ chartType: definition.id, sections: {} });
  const data = { columns: [], rows: [] };

  it('renders the requirement’s message as the image instead of failing', async () => {
    expect(buildChart(config, data, { theme: 'dark', locale: 'zh', ...SIZE }).kind).toBe('message');
    for (const theme of themes) {
      const image = decodePng((await renderChart({ config, data, theme, locale: 'zh', ...SIZE, format: 'png' })).bytes);
      expect(inkPixels(image, chartThemeOf(theme).surface)).toBeGreaterThan(200);
    }
    const svg = (await renderChart({ config, data, theme: 'light', locale: 'en', ...SIZE, format: 'svg' })).bytes.toString('utf8');
    expect(svg).toContain('<text');
  });
});

describe('image size', () => {
  it('refuses sides that are not whole pixels within the limit', async () => {
    const fixture = chartFixture(chartRegistry[0]!);
    await expect(renderChart({ ...fixture, theme: 'light', locale: 'en', width: 0, height: 100, format: 'png' })).rejects.toThrow(RangeError);
    await expect(renderChart({ ...fixture, theme: 'light', locale: 'en', width: 100.5, height: 100, format: 'png' })).rejects.toThrow(RangeError);
    await expect(renderChart({ ...fixture, theme: 'light', locale: 'en', width: 100, height: 100_000, format: 'svg' })).rejects.toThrow(RangeError);
  });
});
