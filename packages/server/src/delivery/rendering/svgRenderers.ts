import type { ChartOutput, ChartOutputKind } from '@redbi/charts';
import { echartsToSvg } from './echartsToSvg';
import type { ImageContext } from './imageContext';
import { modelToSvg } from './modelToSvg';

type SvgRenderer<Kind extends ChartOutputKind> = (output: Extract<ChartOutput, { kind: Kind }>, context: ImageContext) => string | Promise<string>;

/**
 * How each kind of chart output becomes SVG on the server (ARCHITECTURE §4.7: the web has one component per
 * kind, the server one renderer per kind). Keyed by output kind, never by chart type.
 */
export const svgRenderers: { [Kind in ChartOutputKind]: SvgRenderer<Kind> } = {
  echarts: echartsToSvg,
  table: modelToSvg,
  pivot: modelToSvg,
  scorecard: modelToSvg,
  richtext: modelToSvg,
  message: modelToSvg,
};

/** A chart output as SVG text of the context's size. */
export async function outputToImageSvg(output: ChartOutput, context: ImageContext): Promise<string> {
  const render = svgRenderers[output.kind] as SvgRenderer<ChartOutputKind>;
  return render(output as never, context);
}
