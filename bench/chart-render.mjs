// chart-render: how fast charts draw. (b) Server-side chart images: PNG renders per second of a 12-bar
// cluster-column chart on one core through renderChart, with the SVG-only rate and bare ECharts + resvg of
// the same option as the baseline (chart-render-png.mjs, in a child process pinned to one core). (a) The
// browser's paint of a 100k-point line and a 10k-row table on the workbench's rendering path (ChartView)
// against a bare ECharts page (chartPaint/). See bench/README.md and chartPaint/README.md.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AIMS as PAINT_AIMS, measureChartPaint, paintWithinAims } from './chartPaint/measureChartPaint.mjs';

const AIM_PNG_PER_S = 20;
const TASKSET = '/usr/bin/taskset';
/** The CPU part (b) runs on (BENCH_CPU, default 0). */
const CPU = process.env.BENCH_CPU ?? '0';

/** Part (b): runs chart-render-png.mjs on one CPU (taskset, when the machine has it) and reads its JSON. */
async function measureServerImages(quick) {
  const script = [fileURLToPath(new URL('./chart-render-png.mjs', import.meta.url)), ...(quick ? ['--quick'] : [])];
  const [command, args] = existsSync(TASKSET) ? [TASKSET, ['-c', CPU, process.execPath, ...script]] : [process.execPath, script];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`chart-render-png.mjs exited with ${code}: ${output}`);
  return { pinned: existsSync(TASKSET) ? `CPU ${CPU}` : false, ...JSON.parse(output.trim().split('\n').at(-1)) };
}

/** `quick`: one short round of each measure (bench/README.md, quick mode). */
export async function run({ quick = false } = {}) {
  const server = await measureServerImages(quick);
  const { breakdown_cpu_ms: steps } = server;
  console.log(
    `chart-render (b), 12-bar cluster column ${server.pinned ? `on ${server.pinned}` : 'one render at a time'}: ${server.png_per_s} PNG/s (aim ≥ ${AIM_PNG_PER_S}), ` +
      `${server.svg_per_s} SVG/s; bare ECharts + resvg ${server.bare_png_per_s} PNG/s (ratio ${server.png_to_bare}). CPU per PNG ${server.png_cpu_ms} ms ` +
      `(${server.png_per_cpu_s} per CPU second; bare ${server.bare_png_cpu_ms} ms; the process had ${server.cpu_per_wall} of a core): buildChart ${steps.build_chart} ms, ` +
      `ECharts SVG ${steps.echarts_svg} ms, fonts ${steps.server_fonts} ms, resvg ${steps.resvg_render} ms (${steps.resvg_render_browser_fonts} ms with the browser's font stack), PNG ${steps.png_encode} ms`,
  );
  const paint = await measureChartPaint({ log: console.log, ...(quick ? { runs: 1 } : {}) });
  console.log(
    `chart-render (a), headless Chromium: 100k-point line ${paint.line100k_ms_median} ms on the workbench's path vs ${paint.line100k_bare_ms_median} ms bare ECharts ` +
      `(ratio ${paint.line100k_ratio}, aim ≤ ${PAINT_AIMS.line100k_ratio}); 10k-row table first rows ${paint.table10k_ms_median} ms (aim ≤ ${PAINT_AIMS.table10k_ms})`,
  );
  return {
    bench: 'chart-render',
    ...server,
    ...paint,
    aims: { png_per_s: AIM_PNG_PER_S, ...PAINT_AIMS },
    withinAims: server.png_per_s >= AIM_PNG_PER_S && paintWithinAims(paint),
  };
}
