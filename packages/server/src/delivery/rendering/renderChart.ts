import { buildChart, chartThemeOf, type ChartData } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import { svgToPng } from './svgToPng';
import { outputToImageSvg } from './svgRenderers';
import { TITLE_BAND_HEIGHT, withTitle } from './titleSvg';

/** The largest side of an image, in pixels: a PNG of 8192 × 8192 is already 256 MB of pixels while drawn. */
export const MAX_IMAGE_SIDE = 8192;

export interface RenderChartInput {
  config: ChartConfig;
  data: ChartData;
  theme: 'light' | 'dark';
  locale: 'en' | 'zh';
  width: number;
  height: number;
  format: 'svg' | 'png';
  /** Drawn in a band above the chart, which takes the height left under it (images over 80 px high). */
  title?: string;
}

export interface RenderedChart {
  mime: 'image/svg+xml' | 'image/png';
  bytes: Buffer;
}

/**
 * A chart as an image, in pure Node (thumbnails now, e-mailed reports later; ARCHITECTURE §4.7): the same
 * buildChart the browser draws through, then the output kind's SVG renderer, then resvg for PNG with the
 * theme's card colour behind the chart. A chart whose fields miss its type's requirement becomes an image
 * of the requirement's message, as in the browser. Never starts a browser.
 */
export async function renderChart(input: RenderChartInput): Promise<RenderedChart> {
  const { config, data, theme, locale, width, height, format, title } = input;
  for (const side of [width, height]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_IMAGE_SIDE) throw new RangeError(`Chart image sides must be whole pixels from 1 to ${MAX_IMAGE_SIDE}, not ${side}`);
  }
  const band = title && height > 2 * TITLE_BAND_HEIGHT ? TITLE_BAND_HEIGHT : 0;
  const context = { theme, locale, width, height: height - band, still: true };
  const chartSvg = await outputToImageSvg(buildChart(config, data, context), context);
  const svg = band ? withTitle(chartSvg, title!, { width, height }, chartThemeOf(theme)) : chartSvg;
  if (format === 'svg') return { mime: 'image/svg+xml', bytes: Buffer.from(svg, 'utf8') };
  return { mime: 'image/png', bytes: await svgToPng(svg, chartThemeOf(theme).surface) };
}
