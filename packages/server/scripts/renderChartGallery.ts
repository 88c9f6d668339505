/**
 * The chart gallery: every chart type drawn by the server's real renderer (renderChart: buildChart, the SVG
 * renderers, resvg) from realistic data (a music store's genres, countries, months of 2021–2024, amounts
 * from hundreds to tens of thousands, long labels, negative steps, a 10-row and a 60-row table), at a
 * dashboard cell's size and a narrow one, in light and dark, in English and Chinese. For looking at, as a
 * chart designer would (reference/visual.md); the tests check the images mechanically.
 *
 *     npx tsx packages/server/scripts/renderChartGallery.ts [outDir] [name,name…]
 *
 * writes outDir/<chart>/<locale>-<theme>-<width>x<height>.png and outDir/<chart>.sheet.png (all eight on one
 * sheet: the two large sizes of each language above, the four narrow ones below), and prints each chart's
 * slowest render. outDir defaults to a folder in the system's temporary directory (never the checkout);
 * names pick some of the charts (see chartGallery/galleryScenarios.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { renderChart } from '../src/delivery/rendering/renderChart';
import { galleryCharts } from './chartGallery/galleryScenarios';

const sizes = [
  { width: 800, height: 500 },
  { width: 360, height: 300 },
] as const;
const themes = ['light', 'dark'] as const;
const locales = ['en', 'zh'] as const;
const GAP = 8;

interface Drawn {
  locale: (typeof locales)[number];
  theme: (typeof themes)[number];
  width: number;
  height: number;
  png: Buffer;
}

/** The eight images of a chart on one sheet: large ones two by two, the narrow ones in a row below. */
function contactSheet(images: readonly Drawn[]): Buffer {
  const large = images.filter((image) => image.width === sizes[0].width);
  const narrow = images.filter((image) => image.width === sizes[1].width);
  const placed: { image: Drawn; x: number; y: number }[] = [];
  large.forEach((image, index) => placed.push({ image, x: (index % 2) * (sizes[0].width + GAP), y: Math.floor(index / 2) * (sizes[0].height + GAP) }));
  const narrowTop = 2 * (sizes[0].height + GAP);
  narrow.forEach((image, index) => placed.push({ image, x: index * (sizes[1].width + GAP), y: narrowTop }));
  const width = Math.max(2 * sizes[0].width + GAP, narrow.length * (sizes[1].width + GAP));
  const height = narrowTop + sizes[1].height;
  const tiles = placed
    .map(({ image, x, y }) => `<image x="${x}" y="${y}" width="${image.width}" height="${image.height}" href="data:image/png;base64,${image.png.toString('base64')}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#808080"/>${tiles}</svg>`;
  return new Resvg(svg).render().asPng();
}

async function main() {
  const [outDir = join(tmpdir(), 'redbi-chart-gallery'), only] = process.argv.slice(2);
  const wanted = only ? new Set(only.split(',')) : undefined;
  const names = galleryCharts('en')
    .map((chart) => chart.name)
    .filter((name) => !wanted || wanted.has(name));
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, new Map(galleryCharts(locale).map((chart) => [chart.name, chart]))]));
  for (const name of names) {
    await mkdir(join(outDir, name), { recursive: true });
    const drawn: Drawn[] = [];
    let slowest = 0;
    for (const size of sizes) {
      for (const locale of locales) {
        for (const theme of themes) {
          const chart = byLocale[locale]!.get(name)!;
          const started = performance.now();
          const { bytes } = await renderChart({ config: chart.config, data: chart.data, theme, locale, ...size, format: 'png' });
          slowest = Math.max(slowest, performance.now() - started);
          await writeFile(join(outDir, name, `${locale}-${theme}-${size.width}x${size.height}.png`), bytes);
          drawn.push({ locale, theme, ...size, png: bytes });
        }
      }
    }
    await writeFile(join(outDir, `${name}.sheet.png`), contactSheet(drawn));
    console.log(`${name.padEnd(26)} slowest render ${slowest.toFixed(0)} ms`);
  }
  console.log(`Images in ${outDir}`);
}

await main();
