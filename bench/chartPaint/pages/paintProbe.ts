/**
 * How both pages tell that a drawing is on screen, the same way in each: ECharts' 'finished' event (every
 * series drawn, no animation running) or the first table rows in the DOM, then the next animation frame.
 * Event-driven throughout: nothing polls or sleeps.
 */
import type { EChartsType } from 'echarts/core';

/** What one measured drawing reports to the benchmark. */
export interface PaintResult {
  /** From handing the rows to the page to the frame after the drawing was complete. */
  ms: number;
  /** What was drawn, so that the benchmark can check both pages drew the same thing. */
  drawn: Record<string, number | string>;
}

/** The measurement entry each page puts on `window.chartPaint` (a promise: the page sets up first). */
export interface PaintPage {
  line(): Promise<PaintResult>;
  table?(): Promise<PaintResult>;
}

declare global {
  interface Window {
    chartPaint: Promise<PaintPage>;
  }
}

/** The drawing area of both pages, in CSS pixels. */
export const PAINT_BOX = { width: 1200, height: 600 } as const;

/** A box of PAINT_BOX's size at the top left of the page, to draw into. */
export function paintBox(): HTMLDivElement {
  const box = document.createElement('div');
  box.style.cssText = `position:absolute;left:0;top:0;width:${PAINT_BOX.width}px;height:${PAINT_BOX.height}px`;
  document.body.append(box);
  return box;
}

/** Resolves in the next animation frame, with its time. */
export const nextFrame = (): Promise<number> => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));

/**
 * The first element under `root` matching `selector`, as soon as it is in the DOM or, when the selector
 * names attributes (`attributes`), as soon as an element has them.
 */
export function whenAdded(root: Element, selector: string, attributes: string[] = []): Promise<Element> {
  const present = root.querySelector(selector);
  if (present) return Promise.resolve(present);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const found = root.querySelector(selector);
      if (!found) return;
      observer.disconnect();
      resolve(found);
    });
    observer.observe(root, { childList: true, subtree: true, ...(attributes.length ? { attributeFilter: attributes } : {}) });
  });
}

/** ECharts' own model, which its types keep private: read only to check what was drawn. */
interface ChartModel {
  getSeriesCount(): number;
  getSeriesByIndex(index: number): { getRawData(): { count(): number } };
}
const modelOf = (instance: EChartsType) => (instance as unknown as { getModel(): ChartModel | undefined }).getModel();

/**
 * Resolves at the frame after ECharts finished drawing series into `instance`. A 'finished' of an instance
 * still without an option (ECharts may report one after init or resize) is not the chart's.
 */
export function paintedAfterFinished(instance: EChartsType): Promise<{ at: number; points: number }> {
  return new Promise((resolve) => {
    const onFinished = () => {
      const model = modelOf(instance);
      if (!model || model.getSeriesCount() === 0) return;
      instance.off('finished', onFinished);
      const points = model.getSeriesByIndex(0).getRawData().count();
      void nextFrame().then((at) => resolve({ at, points }));
    };
    instance.on('finished', onFinished);
  });
}
