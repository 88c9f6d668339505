import type { ChartContext } from '@redbi/charts';

/** What an image is drawn for: the chart context with its size always known. */
export type ImageContext = ChartContext & { width: number; height: number };
