import type { ChartOutput } from '../chartDefinition';
import { messageSvg } from './messageSvg';
import { pivotSvg } from './pivotSvg';
import { richTextSvg } from './richTextSvg';
import { scoreCardSvg } from './scoreCardSvg';
import { svgDocument, type SvgContext } from './svgDocument';
import { tableSvg } from './tableSvg';

export type { SvgContext } from './svgDocument';

/** The outputs ECharts does not draw; the server draws them as SVG (ECharts' own SVG renderer does the rest). */
export type SvgOutput = Exclude<ChartOutput, { kind: 'echarts' }>;

type SvgRenderers = { [Kind in SvgOutput['kind']]: (output: Extract<SvgOutput, { kind: Kind }>, context: SvgContext) => string };

/** One drawing per output kind: the body of the SVG document. */
const svgRenderers: SvgRenderers = {
  table: tableSvg,
  pivot: pivotSvg,
  scorecard: scoreCardSvg,
  richtext: richTextSvg,
  message: messageSvg,
};

/**
 * A non-ECharts output as an SVG document of the given size, in the theme's colours and font, so the
 * server can make images of tables, pivots, score cards, rich text and messages without a browser.
 */
export function outputToSvg(output: SvgOutput, context: SvgContext): string {
  const draw = svgRenderers[output.kind] as (output: SvgOutput, context: SvgContext) => string;
  return svgDocument(context, draw(output, context));
}
