import { writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '@redbi/shared/errors';
import type { ShareReader } from '../../services/shares/shareReaders';
import type { ServiceContext } from '../../services/serviceContext';
import type { ChartDataService } from '../../services/vizs/chartData';
import { isChartRow } from '../../services/vizs/chartRecords';
import { firstPage, type ChartImageService, type ImageLocale, type ImageTheme } from '../../services/vizs/chartImages';
import type { PictureMaker } from '../exportTypes';

/** A chart picture's width when the download does not say, and the chart page's proportions. */
export const DEFAULT_PICTURE_WIDTH = 1200;
const ASPECT = 750 / 1200;

export interface ChartDrawingDeps {
  store: ServiceContext['store'];
  chartData: Pick<ChartDataService, 'read'>;
  chartImages: Pick<ChartImageService, 'imageOf'>;
}

/** A saved chart drawn to PNG on the server with the reader's rows, at `width` (its height from the chart page's proportions). */
export async function drawChartPng(
  { store, chartData, chartImages }: ChartDrawingDeps,
  chartId: string,
  reader: ShareReader,
  drawing: { width: number; theme: ImageTheme; locale: ImageLocale; signal: AbortSignal },
): Promise<Buffer> {
  const row = await store.vizs.find(chartId);
  if (!row || row.archived === 1 || !isChartRow(row)) throw new AppError('NOT_FOUND', { params: { resource: 'chart' } });
  const frame = await chartData.read(row, reader.reader, firstPage, { signal: drawing.signal, ...(reader.user ? { user: reader.user } : {}) });
  const image = await chartImages.imageOf(frame, { format: 'png', width: drawing.width, height: Math.round(drawing.width * ASPECT), theme: drawing.theme, locale: drawing.locale });
  if (!image.bytes) throw new Error('the chart image was not drawn');
  return image.bytes;
}

/** Points per CSS pixel: a picture's page is as big as Chromium's PDF of a page of the same width. */
const POINTS_PER_PIXEL = 0.75;

/** A PDF of one page per PNG, each page the image's size (its pixels as CSS pixels). */
export async function pdfOfPngs(title: string, pngs: readonly Buffer[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  for (const bytes of pngs) {
    const png = await pdf.embedPng(bytes);
    const [width, height] = [png.width * POINTS_PER_PIXEL, png.height * POINTS_PER_PIXEL];
    pdf.addPage([width, height]).drawImage(png, { x: 0, y: 0, width, height });
  }
  return pdf.save();
}

/**
 * A chart's picture, drawn on the server without a browser (ARCHITECTURE §4.7): PNG through the chart
 * image service, with the viewer's rows (the reader's row and column permissions), theme and language; PDF
 * as one page holding that PNG at its size. The chart is read as it is stored now.
 */
export function createChartPictures(deps: ChartDrawingDeps): PictureMaker {
  return {
    vizTypes: ['chart'],
    async write(target, { reader }, file, run) {
      const { theme, locale, format, width = DEFAULT_PICTURE_WIDTH } = target.options;
      const png = await drawChartPng(deps, target.vizId, reader, { width, theme, locale, signal: run.signal });
      run.progress(0.8);
      if (format === 'png') {
        await writeFile(file, png);
        return { extension: 'png', contentType: 'image/png' };
      }
      await writeFile(file, await pdfOfPngs(target.name, [png]));
      return { extension: 'pdf', contentType: 'application/pdf' };
    },
  };
}
