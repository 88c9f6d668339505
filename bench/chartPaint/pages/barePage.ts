/**
 * The library's own floor: a page that imports ECharts and nothing else of ours, and draws the same rows
 * as a plain line (canvas, the same box, no animation, no symbols, LTTB sampling as our line series has).
 */
import * as echarts from 'echarts';
import { lineData } from './paintData';
import { paintBox, paintedAfterFinished, type PaintPage } from './paintProbe';

function setUp(): PaintPage {
  const box = paintBox();
  return {
    async line() {
      const { rows } = lineData();
      const start = performance.now();
      const instance = echarts.init(box, null, { renderer: 'canvas' });
      const painted = paintedAfterFinished(instance);
      instance.setOption({
        animation: false,
        xAxis: { type: 'category', data: rows.map((row) => row[0] as string) },
        yAxis: { type: 'value' },
        series: [{ type: 'line', data: rows.map((row) => row[1] as number), showSymbol: false, sampling: 'lttb' }],
      });
      const { at, points } = await painted;
      return { ms: at - start, drawn: { points, renderer: 'canvas' } };
    },
  };
}

window.chartPaint = Promise.resolve(setUp());
