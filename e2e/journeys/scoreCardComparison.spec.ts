import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { BoardConfigInput, WidgetInput } from '@redbi/shared/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { apiAs, boardOf, boardRegion, recordBoardDataPosts, sampleIds, vizPath, waitForWidgetsPainted, widgetFrame, type ApiAs, type SampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

/** A month of the sample data: its first day, its last second, and its sales. */
interface Month {
  start: string;
  end: string;
  sales: number;
}

const amount = { uid: 'm', column: 'amount', type: 'numeric', aggregate: 'SUM', alias: 'Sales' } as const;
const invoiceDay = { uid: 'd', column: 'invoice_date', type: 'date' } as const;

/** A score card widget private to the board, on the sample view. */
const card = (id: string, viewId: string, settings: Record<string, unknown>, extra: { date?: boolean; target?: boolean; desktop?: { x: number; y: number; w: number; h: number } } = {}): WidgetInput =>
  ({
    id,
    name: id,
    type: 'privateChart',
    config: {
      viewId,
      chart: {
        chartType: 'score-card',
        sections: {
          metrics: [amount],
          ...(extra.date === false ? {} : { date: [invoiceDay] }),
          ...(extra.target ? { target: [{ uid: 't', column: 'quantity', type: 'numeric', aggregate: 'SUM', alias: 'Quantity' }] } : {}),
        },
        settings,
      },
    },
    ...(extra.desktop ? { desktop: extra.desktop } : {}),
  }) as WidgetInput;

const rangeController = (viewId: string, month: Month): WidgetInput =>
  ({
    id: 'dates',
    name: 'Invoice date',
    type: 'controller',
    config: { facade: 'rangeTime', operator: 'BETWEEN', pickerType: 'date', targets: [{ viewId, kind: 'field', name: 'invoice_date' }], defaults: [{ value: month.start, valueType: 'DATE' }, { value: month.end, valueType: 'DATE' }] },
    desktop: { x: 0, y: 0, w: 12, h: 2 },
  }) as WidgetInput;

/** A change as the card writes it: signed, one decimal below 100 %. */
function percentText(current: number, base: number): string {
  const percent = ((current - base) / Math.abs(base)) * 100;
  const size = Math.abs(percent);
  const text = size.toFixed(size >= 100 ? 0 : 1);
  return `${percent > 0 ? '+' : '−'}${text}%`;
}

/** The comparison line of a score card widget: arrow, change and basis. */
const comparisonOf = (frame: Locator) => frame.locator('[data-direction]');

/**
 * Issue 26's score card: on the sample data, a board with a date-range controller and a score card compared
 * with the previous period. The card's previous month and sparkline come in the board's ONE batched request
 * with its value; a new range in the controller moves the comparison with it (still one request).
 */
describe('score card with comparison and trend', () => {
  const viewport = { width: 1280, height: 1400 };
  const journey = useJourney({ initialized: true, context: { viewport } });
  let api: ApiAs;
  let sample: SampleIds;
  let months: Month[] = [];
  let dashboardId = '';
  let galleryId = '';

  const board = (page: Page) => boardRegion(page, 'Scores');

  it('reads the latest months of the sample data and makes the boards through the API', async () => {
    const { server } = journey;
    api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    const frame = await api.call<{ rows: [string, number | string][] }>('POST', '/data-provider/execute', {
      viewId: sample.salesView,
      groups: [{ column: 'invoice_date', dateLevel: 'month', alias: 'd' }],
      aggregators: [{ column: 'amount', sqlOperator: 'SUM', alias: 'm' }],
      orders: [{ column: 'invoice_date', dateLevel: 'month', operator: 'DESC' }],
      pageInfo: { pageNo: 1, pageSize: 3 },
    });
    months = frame.rows.map(([day, sales]) => {
      const [year, month] = String(day).slice(0, 7).split('-').map(Number) as [number, number];
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const mm = String(month).padStart(2, '0');
      return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${last} 23:59:59`, sales: Number(sales) };
    });
    expect(months).toHaveLength(3);
    const [latest, before, earlier] = months as [Month, Month, Month];
    expect(latest.sales !== before.sales && before.sales !== earlier.sales).toBe(true);

    const config: BoardConfigInput = {
      layout: 'auto',
      widgets: [rangeController(sample.salesView, before), card('Sales this month', sample.salesView, { 'comparison.mode': 'previousPeriod' }, { desktop: { x: 0, y: 2, w: 8, h: 8 } })],
    };
    dashboardId = (await api.call<{ id: string }>('POST', `/orgs/${sample.org}/dashboards`, { name: 'Scores', parentId: null, config: boardOf(config) })).id;
    await api.call('POST', `/orgs/${sample.org}/vizs/${dashboardId}/publish`);

    // Several cards at a small and a large cell, for the pictures.
    const gallery: BoardConfigInput = {
      layout: 'auto',
      widgets: [
        rangeController(sample.salesView, before),
        card('Up with sparkline', sample.salesView, { 'comparison.mode': 'previousPeriod', 'comparison.showAbsolute': true }, { desktop: { x: 0, y: 2, w: 12, h: 12 } }),
        card('Lower is better', sample.salesView, { 'comparison.mode': 'previousPeriod', 'comparison.better': 'lowerIsBetter', 'layout.align': 'left' }, { desktop: { x: 12, y: 2, w: 12, h: 12 } }),
        card('Against a target', sample.salesView, { 'comparison.mode': 'target', 'comparison.targetValue': 40, 'comparison.showAbsolute': true }, { date: false, desktop: { x: 0, y: 14, w: 6, h: 6 } }),
        card('Small with trend', sample.salesView, { 'comparison.mode': 'previousPeriod' }, { desktop: { x: 6, y: 14, w: 6, h: 6 } }),
        card('Only the trend', sample.salesView, {}, { desktop: { x: 12, y: 14, w: 6, h: 6 } }),
        card('Plain number', sample.salesView, {}, { date: false, desktop: { x: 18, y: 14, w: 6, h: 6 } }),
      ],
    };
    galleryId = (await api.call<{ id: string }>('POST', `/orgs/${sample.org}/dashboards`, { name: 'Score card gallery', parentId: null, config: boardOf(gallery) })).id;
    await api.call('POST', `/orgs/${sample.org}/vizs/${galleryId}/publish`);
  });

  it('shows the month against the month before, asked in the one batched request', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    const requests = recordBoardDataPosts(page);
    await page.goto(vizPath(journey.server, sample.org, dashboardId));
    await waitForWidgetsPainted(board(page), 2);
    const [, before, earlier] = months as [Month, Month, Month];
    const frame = widgetFrame(board(page), 'Sales this month');
    const comparison = comparisonOf(frame);
    await expect.poll(() => comparison.innerText()).toContain(percentText(before.sales, earlier.sales));
    expect(await comparison.innerText()).toContain('vs previous month');
    expect(await comparison.getAttribute('data-direction')).toBe(before.sales > earlier.sales ? 'up' : 'down');
    await frame.getByTestId('score-card-sparkline').waitFor();
    // The card's three queries (value, previous month, sparkline) went in one request, with the controller.
    expect(requests.posts).toHaveLength(1);
    expect(requests.posts[0]!.body.items.map((item) => item.widgetId)).toEqual(['Sales this month']);
    requests.stop();
  });

  it('moves the comparison with a new range in the controller', async () => {
    const { page } = journey.session;
    const [latest, before] = months as [Month, Month, Month];
    const requests = recordBoardDataPosts(page);
    const controller = widgetFrame(board(page), 'Invoice date');
    await controller.getByPlaceholder('Start').click();
    await controller.getByPlaceholder('Start').fill(latest.start);
    await page.keyboard.press('Enter');
    await controller.getByPlaceholder('End').fill(latest.end.slice(0, 10));
    await page.keyboard.press('Enter');
    const comparison = comparisonOf(widgetFrame(board(page), 'Sales this month'));
    await expect.poll(() => comparison.innerText(), { timeout: 15_000 }).toContain(percentText(latest.sales, before.sales));
    expect(await comparison.getAttribute('data-direction')).toBe(latest.sales > before.sales ? 'up' : 'down');
    // One moment, one request: the new range and the card's extra queries together.
    expect(requests.posts).toHaveLength(1);
    expect(JSON.stringify(requests.posts[0]!.body.controllers)).toContain(latest.start);
    requests.stop();
  });

  it.skipIf(!process.env.SCORECARD_SHOTS_DIR)('takes pictures of the card gallery in both languages and themes, at two widths', async () => {
    const dir = process.env.SCORECARD_SHOTS_DIR!;
    await mkdir(dir, { recursive: true });
    for (const locale of ['en-US', 'zh-CN'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [1440, 900]) {
          const session = await openPage(journey.browser, { viewport: { width, height: 1100 }, locale, colorScheme });
          await session.context.addInitScript((mode) => localStorage.setItem('THEME', mode), colorScheme);
          await login(session.page, journey.server.baseUrl, owner.username, owner.password);
          await session.page.goto(vizPath(journey.server, sample.org, galleryId));
          const gallery = session.page.getByRole('region', { name: /Score card gallery/ });
          await waitForWidgetsPainted(gallery, 7, 30_000).catch(() => undefined);
          await session.page.waitForTimeout(500);
          await session.page.screenshot({ path: join(dir, `gallery-${locale}-${colorScheme}-${width}.png`), fullPage: true });
          await session.context.close();
        }
      }
    }
  }, 300_000);
});
