import type { ChartOutput } from '@redbi/charts';
import type { ImageContext } from './imageContext';
import { loadEcharts } from './loadEcharts';
import { registerChartMaps } from './registerChartMaps';

type EChartsOutput = Extract<ChartOutput, { kind: 'echarts' }>;

/**
 * An ECharts option as SVG text, drawn by ECharts' own server-side renderer (no DOM, no canvas): the option
 * the browser draws, with animation off so the first frame is the final one. Maps the option names are
 * registered first.
 */
export async function echartsToSvg(output: EChartsOutput, context: ImageContext): Promise<string> {
  const echarts = await loadEcharts();
  if (output.maps?.length) await registerChartMaps(echarts, output.maps);
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: context.width, height: context.height, locale: context.locale === 'zh' ? 'ZH' : 'EN' });
  try {
    chart.setOption({ ...output.option, animation: false });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
