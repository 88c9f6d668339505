import { outputToSvg, type ChartOutput } from '@redbi/charts';
import type { ImageContext } from './imageContext';

/**
 * Tables, pivots, score cards, rich text and messages as SVG: the charts package draws them (svg/), from the
 * same models the web's components show, so both sides agree on what a cell or a card says.
 */
export const modelToSvg = (output: Exclude<ChartOutput, { kind: 'echarts' }>, context: ImageContext): string => outputToSvg(output, context);
