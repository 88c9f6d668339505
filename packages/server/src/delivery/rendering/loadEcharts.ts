import type * as EchartsModule from 'echarts';

/** The ECharts package as a value (its functions: init, registerMap …). */
export type Echarts = typeof EchartsModule;

/**
 * ECharts for server-side rendering, imported once, on the first chart image. The full package, not
 * `echarts/core` with a list of parts: in Node (no tree-shaking) importing the parts through `echarts/charts`
 * and `echarts/components` costs the same as the whole package (≈ 300 ms either way, measured), and the whole
 * package draws whatever series or component a chart type uses without a list to keep in step with the
 * registry. Loading it on first use keeps it out of the server's start-up.
 */
let echartsModule: Promise<Echarts> | undefined;

export const loadEcharts = (): Promise<Echarts> => (echartsModule ??= import('echarts'));
