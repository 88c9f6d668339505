// Part (a) of chart-render on its own: `node bench/chartPaint/run.mjs` prints what it measured, then one
// JSON object on its last line. BENCH_PAINT_RUNS sets the number of runs (default 7).
import { measureChartPaint, paintWithinAims } from './measureChartPaint.mjs';

const figures = await measureChartPaint();
console.log(JSON.stringify({ bench: 'chart-paint', ...figures, withinAims: paintWithinAims(figures) }));
