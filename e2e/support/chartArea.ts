import type { Locator } from 'playwright-core';

/**
 * What a chart area (the `figure` ChartView draws into) shows, as a journey judges it: a drawing of some
 * kind, the spec's requirement message, or something that is not a chart (an error, a notice, nothing).
 */
export type ChartAreaKind = 'canvas' | 'svg' | 'table' | 'text' | 'requirement' | 'notice' | 'error' | 'loading' | 'blank';

export interface ChartAreaContent {
  kind: ChartAreaKind;
  /** The visible text of the area (for a notice or an error, the reason given). */
  text: string;
}

/** The kinds that count as a chart drawn, or as the spec's word on why it cannot be (spec §5). */
export const drawnOrExplained: readonly ChartAreaKind[] = ['canvas', 'svg', 'table', 'text', 'requirement'];

/** Whatever the area shows once no query runs or waits to run. */
export const settledKinds: readonly ChartAreaKind[] = ['canvas', 'svg', 'table', 'text', 'requirement', 'notice', 'error', 'blank'];

/** 'Metrics only allows number 1', 'Dimensions allowed range 0 to 1', and their Chinese (shared catalogues). */
const REQUIREMENT_MESSAGE = /only allows number|allowed range|只允许数量|允许范围/;
/** ChartView's notices without a role: no data asked for yet (web charts messages). */
const SILENT_NOTICE = /^(No data yet|暂无数据)$/;

/**
 * Reads the chart area in the page. A canvas counts as drawn when a visible share of its pixels differ
 * from its corner (the background): an ECharts instance that was set up but painted nothing is blank.
 * An SVG counts when it is a drawing, not an icon (antd icons are SVGs in `.anticon`).
 */
export async function readChartArea(figure: Locator): Promise<ChartAreaContent> {
  const found = await figure.evaluate((element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (element.querySelector('[role="alert"]')) return { kind: 'error' as const, text };
    // Busy: a query runs or is about to; what shows meanwhile may be the previous config's drawing.
    if (element.getAttribute('aria-busy') === 'true') return { kind: 'loading' as const, text };
    const painted = [...element.querySelectorAll('canvas')].some((canvas) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      let differing = 0;
      for (let index = 0; index < pixels.length; index += 4 * 7) {
        if (pixels[index] !== pixels[0] || pixels[index + 1] !== pixels[1] || pixels[index + 2] !== pixels[2] || pixels[index + 3] !== pixels[3]) differing += 1;
      }
      return differing / (pixels.length / (4 * 7)) > 0.005;
    });
    if (painted) return { kind: 'canvas' as const, text };
    const drawing = [...element.querySelectorAll('svg')].some((svg) => !svg.closest('.anticon') && svg.querySelectorAll('path, rect, circle, text').length > 5);
    if (drawing) return { kind: 'svg' as const, text };
    if (element.querySelector('table td')) return { kind: 'table' as const, text };
    const status = element.querySelector('[role="status"]');
    if (status) return { kind: 'status' as const, text: (status.textContent ?? '').trim() };
    const buttons = [...element.querySelectorAll('button')].map((button) => button.textContent ?? '').join('');
    return { kind: text.replace(buttons, '').trim() === '' ? ('blank' as const) : ('text' as const), text };
  });
  if (found.kind === 'text' && SILENT_NOTICE.test(found.text)) return { kind: 'notice', text: found.text };
  if (found.kind !== 'status') return found;
  return { kind: REQUIREMENT_MESSAGE.test(found.text) ? 'requirement' : 'notice', text: found.text };
}

/**
 * Waits until the chart area shows one of `kinds` (a drawing, by default, or the requirement message),
 * then returns it; otherwise returns what it showed when `timeoutMs` ran out, for the test to report.
 */
export async function waitForChartArea(figure: Locator, kinds: readonly ChartAreaKind[] = drawnOrExplained, timeoutMs = 10_000): Promise<ChartAreaContent> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const content = await readChartArea(figure);
    if (kinds.includes(content.kind) || Date.now() > until) return content;
    // One frame: ECharts paints on the next animation frame after setOption.
    await figure.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}
