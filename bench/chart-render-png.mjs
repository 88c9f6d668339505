// Part (b) of chart-render, in a process of its own (pinned to one core by chart-render.mjs): server-side
// chart images of a 12-bar cluster-column chart through renderChart (buildChart → ECharts SSR → resvg), as
// PNG and as SVG, against bare ECharts + resvg drawing the same option; then where a render's time goes.
// Prints one JSON object on its last line. `--quick`: one short round of each, a few calls per step (quick
// mode). See bench/README.md.
import { Resvg } from '@resvg/resvg-js';
import { register } from 'tsx/esm/api';
import { median, round } from './support.mjs';

const QUICK = process.argv.includes('--quick');
const ROUND_MS = QUICK ? 100 : Number(process.env.BENCH_ROUND_MS ?? 1000);
const ROUNDS = QUICK ? 1 : Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_UP = QUICK ? 2 : 30;
/** Calls of each step of the breakdown, timed after STEP_WARM_UP calls. */
const STEP_CALLS = QUICK ? 3 : 60;
const STEP_WARM_UP = QUICK ? 1 : 10;
const SIZE = { width: 800, height: 500 };

// tsx loads the TypeScript sources into this process's one module graph (one copy of ECharts, as in the server).
register();
const rendering = (name) => import(`../packages/server/src/delivery/rendering/${name}.ts`);
const [{ renderChart }, { echartsToSvg }, { serverFonts }, { withServerFonts }, charts, domain] = await Promise.all([
  rendering('renderChart'),
  rendering('echartsToSvg'),
  rendering('serverFonts'),
  rendering('withServerFonts'),
  import('../packages/charts/src/index.ts'),
  import('../packages/shared/src/domain/index.ts'),
]);

/** Twelve months of revenue and cost: one dimension, two metrics, 12 categories × 2 bars. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const config = domain.ChartConfigSchema.parse({
  chartType: 'cluster-column',
  sections: {
    dimensions: [{ uid: 'month', column: 'month', type: 'string' }],
    metrics: [
      { uid: 'revenue', column: 'revenue', type: 'numeric', aggregate: 'SUM' },
      { uid: 'cost', column: 'cost', type: 'numeric', aggregate: 'SUM' },
    ],
  },
});
const data = {
  columns: [
    { name: 'month', type: 'string' },
    { name: 'revenue', type: 'number' },
    { name: 'cost', type: 'number' },
  ],
  rows: months.map((month, index) => [month, 12000 + 1500 * index + 800 * Math.sin(index), 8000 + 600 * index]),
};
const input = { config, data, theme: 'light', locale: 'en', ...SIZE };
const context = { theme: 'light', locale: 'en', ...SIZE };
const surface = charts.chartThemeOf('light').surface;
const fonts = serverFonts();

/** The baseline: the same option drawn as the ECharts docs show, and resvg with the same font files. */
const option = charts.buildChart(config, data, context);
if (option.kind !== 'echarts') throw new Error(`cluster-column built a ${option.kind} output: ${JSON.stringify(option)}`);
const bareOptions = { background: surface, font: { loadSystemFonts: false, fontFiles: fonts.files, defaultFontFamily: fonts.cjkFamily }, logLevel: 'off' };
function barePng() {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...SIZE });
  chart.setOption({ ...option.option, animation: false });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return new Resvg(svg, bareOptions).render().asPng();
}

// A fresh process pays for importing ECharts (renderChart loads it on first use), then for the first image.
const echartsStarted = performance.now();
const echarts = await import('echarts');
const echartsImportMs = performance.now() - echartsStarted;
const firstStarted = performance.now();
const firstPng = (await renderChart({ ...input, format: 'png' })).bytes;
const firstPngMs = performance.now() - firstStarted;

const kinds = {
  png: () => renderChart({ ...input, format: 'png' }),
  svg: () => renderChart({ ...input, format: 'svg' }),
  bare_png: async () => barePng(),
};

/** Renders one after another for `ms`: renders per second of wall time, and the process's CPU time per render. */
async function rate(render, ms) {
  let count = 0;
  const cpuStart = process.cpuUsage();
  const started = performance.now();
  while (performance.now() - started < ms) {
    await render();
    count += 1;
  }
  const cpu = process.cpuUsage(cpuStart);
  return { perSecond: (count * 1000) / (performance.now() - started), cpuMs: (cpu.user + cpu.system) / 1000 / count };
}

/** CPU milliseconds per call of one step, over `runs` calls (CPU time, so that other load on the machine counts less). */
async function cpuMsOf(step, runs = STEP_CALLS) {
  for (let i = 0; i < STEP_WARM_UP; i += 1) await step();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i += 1) await step();
  const cpu = process.cpuUsage(cpuStart);
  return (cpu.user + cpu.system) / 1000 / runs;
}

async function measure() {
  if (firstPng.subarray(1, 4).toString() !== 'PNG') throw new Error('renderChart did not answer a PNG');
  for (const render of Object.values(kinds)) for (let i = 0; i < WARM_UP; i += 1) await render();

  // Rounds alternate between the kinds, so that drift on the machine touches all alike.
  const rates = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  for (let round_ = 0; round_ < ROUNDS; round_ += 1) for (const [kind, render] of Object.entries(kinds)) rates[kind].push(await rate(render, ROUND_MS));
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerWall = (cpu.user + cpu.system) / 1000 / (performance.now() - wallStart);
  const perSecond = (kind) => median(rates[kind].map((figure) => figure.perSecond));
  const cpuMs = (kind) => median(rates[kind].map((figure) => figure.cpuMs));

  // Where one PNG's time goes, step by step, as renderChart runs them.
  let svg = '';
  let fontedSvg = '';
  let image;
  const breakdown = {
    build_chart: await cpuMsOf(() => charts.buildChart(config, data, context)),
    echarts_svg: await cpuMsOf(async () => (svg = await echartsToSvg(option, context))),
    server_fonts: await cpuMsOf(() => (fontedSvg = withServerFonts(svg, fonts.familyList))),
    resvg_render: await cpuMsOf(() => (image = new Resvg(fontedSvg, bareOptions).render())),
    png_encode: await cpuMsOf(() => image.asPng()),
    resvg_render_browser_fonts: await cpuMsOf(() => new Resvg(svg, bareOptions).render()),
  };
  return {
    png_per_s: round(perSecond('png'), 1),
    svg_per_s: round(perSecond('svg'), 1),
    bare_png_per_s: round(perSecond('bare_png'), 1),
    png_to_bare: round(perSecond('png') / perSecond('bare_png'), 3),
    png_cpu_ms: round(cpuMs('png'), 2),
    svg_cpu_ms: round(cpuMs('svg'), 2),
    bare_png_cpu_ms: round(cpuMs('bare_png'), 2),
    png_per_cpu_s: round(1000 / cpuMs('png'), 1),
    png_bytes: firstPng.length,
    first_png_ms: round(firstPngMs),
    echarts_import_ms: round(echartsImportMs),
    text_elements: (svg.match(/<text/g) ?? []).length,
    breakdown_cpu_ms: Object.fromEntries(Object.entries(breakdown).map(([step, ms]) => [step, round(ms, 2)])),
    cpu_per_wall: round(cpuPerWall, 2),
    fonts: fonts.files,
  };
}

console.log(JSON.stringify(await measure()));
