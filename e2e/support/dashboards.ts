import { BoardConfigSchema, type BoardConfig, type BoardConfigInput, type NewView } from '@redbi/shared/domain';
import type { Locator, Page, Request } from 'playwright-core';
import type { AppServer } from './appServer';

/** The API as one signed-in user: each call must succeed (status < 300) and gives its `data`. */
export interface ApiAs {
  token: string;
  call<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T>;
  /** The status alone, for calls that are meant to be refused. */
  status(method: string, path: string, body?: unknown): Promise<number>;
}

export function apiAs(server: AppServer, token: string): ApiAs {
  return {
    token,
    async call<T>(method: string, path: string, body?: unknown) {
      const answer = await server.api(method, path, { token, body });
      if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return (answer.body as { data: T }).data;
    },
    async status(method: string, path: string, body?: unknown) {
      // Not through server.api: a data route answers NDJSON, which is no one JSON document.
      const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      await response.arrayBuffer();
      return response.status;
    },
  };
}

/** What a fresh install holds (the sample source with its view, charts and board), by name. */
export interface SampleIds {
  org: string;
  source: string;
  /** The 'Sample sales' view. */
  salesView: string;
  /** Vizs (charts and dashboards) of the top level, by name. */
  vizs: Record<string, string>;
}

export async function sampleIds(api: ApiAs): Promise<SampleIds> {
  const [org] = await api.call<{ id: string }[]>('GET', '/orgs');
  if (!org) throw new Error('no organization');
  const sources = await api.call<{ id: string; name: string }[]>('GET', `/orgs/${org.id}/sources`);
  const views = await api.call<{ id: string; name: string }[]>('GET', `/orgs/${org.id}/views`);
  const vizs = await api.call<{ id: string; name: string }[]>('GET', `/orgs/${org.id}/vizs`);
  const source = sources.find((each) => each.name === 'Sample: Chinook')?.id;
  const salesView = views.find((each) => each.name === 'Sample sales')?.id;
  if (!source || !salesView) throw new Error('the sample source or view is missing');
  return { org: org.id, source, salesView, vizs: Object.fromEntries(vizs.map((viz) => [viz.name, viz.id])) };
}

/** A second view on the sample source: invoice lines by the media type of their track, with date and country. */
export const mediaTypeSalesView = (sourceId: string): NewView => ({
  isFolder: false,
  name: 'Sales by media type',
  description: 'Invoice lines with the media type of their track.',
  parentId: null,
  sourceId,
  type: 'SQL',
  script: `SELECT
  i.invoice_date AS invoice_date,
  c.country AS country,
  m.name AS media_type,
  il.unit_price * il.quantity AS amount
FROM invoice_line il
  JOIN invoice i ON i.invoice_id = il.invoice_id
  JOIN customer c ON c.customer_id = i.customer_id
  JOIN track t ON t.track_id = il.track_id
  JOIN media_type m ON m.media_type_id = t.media_type_id`,
  model: {
    version: 1,
    columns: [
      { name: 'invoice_date', type: 'date', category: 'uncategorized' },
      { name: 'country', type: 'string', category: 'country' },
      { name: 'media_type', type: 'string', category: 'uncategorized' },
      { name: 'amount', type: 'numeric', category: 'uncategorized' },
    ],
    hierarchies: [],
    computedFields: [],
  },
});

/** A board in the shape the shared schema stores (defaults filled in), for boards made through the API. */
export const boardOf = (input: BoardConfigInput): BoardConfig => BoardConfigSchema.parse(input);

/** A dashboard as its readers get it. */
export interface DashboardRead {
  id: string;
  name: string;
  config: BoardConfig;
  charts: Record<string, { id: string; name: string }>;
  privileges: string[];
}

/** The path of a dashboard's (or chart's) page in the viz area. */
export const vizPath = (server: AppServer, orgId: string, vizId: string): string => `${server.baseUrl}/organizations/${orgId}/vizs/${vizId}`;

/** The board's one batched data request, as the page sent it. */
export interface BoardDataPost {
  url: string;
  body: { items: { widgetId: string; kind: string }[]; controllers: Record<string, unknown[]>; linkage: unknown[]; draft?: unknown };
}

/**
 * Records every POST of the page to a dashboard's data route (…/dashboards/:id/data) from now on, with its
 * body, until `stop()`: what a journey counts to hold the board to one request per moment.
 */
export function recordBoardDataPosts(page: Page): { posts: BoardDataPost[]; stop(): void } {
  const posts: BoardDataPost[] = [];
  const onRequest = (request: Request) => {
    if (request.method() === 'POST' && /\/dashboards\/[\w-]+\/data$/.test(new URL(request.url()).pathname)) {
      posts.push({ url: request.url(), body: request.postDataJSON() as BoardDataPost['body'] });
    }
  };
  page.on('request', onRequest);
  return { posts, stop: () => page.off('request', onRequest) };
}

/** The board's region on a dashboard's page ('Dashboard <name>', dashboards messages). */
export const boardRegion = (page: Page, name: string): Locator => page.getByRole('region', { name: `Dashboard ${name}`, exact: true });

/** A widget's frame on the board: a region named by its title. */
export const widgetFrame = (board: Locator, title: string): Locator => board.getByRole('region', { name: title, exact: true });

/** A widget's frame once it has drawn its data. */
export const paintedFrame = (board: Locator, title: string): Locator => widgetFrame(board, title).and(board.locator('[data-widget-painted="true"]'));

/**
 * Waits until the board holds `expected` widgets and each says it has drawn its data (its frame's
 * `data-widget-painted`, the board's own signal) with no query of its own under way.
 */
export async function waitForWidgetsPainted(board: Locator, expected: number, timeoutMs = 20_000): Promise<void> {
  await board.page().waitForFunction(
    ({ element, count }) => {
      const frames = [...element.querySelectorAll('[data-widget-id]')];
      return frames.length === count && frames.every((frame) => frame.getAttribute('data-widget-painted') === 'true' && frame.getAttribute('aria-busy') !== 'true');
    },
    { element: await board.elementHandle(), count: expected },
    { timeout: timeoutMs },
  );
}

/**
 * Picks `text` in an antd Select (its combobox). The options are drawn in a popup of their own, found
 * through the combobox's `aria-controls` (antd's accessible list inside it holds values, not labels), so
 * only there are antd's option classes read.
 */
export async function chooseOption(page: Page, combobox: Locator, text: string): Promise<void> {
  // antd lays its selector over the input: the click goes to what the user sees.
  await combobox.click({ force: true });
  const list = await combobox.getAttribute('aria-controls');
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await page.locator(`.ant-select-dropdown:has([id="${list}"]) .ant-select-item-option`).filter({ hasText: exact }).click();
}

/** Picks a node of an antd TreeSelect (the viz tree of a jump's target): its popup is a tree of treeitems. */
export async function chooseTreeOption(page: Page, combobox: Locator, name: string): Promise<void> {
  await combobox.click({ force: true });
  await page.getByRole('treeitem', { name, exact: true }).click();
}

/** Chooses an entry of an antd Segmented (radios whose inputs are hidden under their labels). */
export const chooseSegment = (radio: Locator): Promise<void> => radio.locator('xpath=..').click();

/**
 * Where the chart in `figure` draws its largest mark: the canvas column with the most strongly coloured
 * pixels (bars and slices; axes, grid lines and text are grey), at the middle of that colour. For a column
 * chart sorted by size this is its first bar; for a stacked one, the tallest stack.
 */
export async function largestMark(figure: Locator): Promise<{ x: number; y: number }> {
  return figure.evaluate((element) => {
    const canvas = element.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context) throw new Error('no canvas in the figure');
    const { width, height } = canvas;
    const pixels = context.getImageData(0, 0, width, height).data;
    const counts = new Array<number>(width).fill(0);
    const sums = new Array<number>(width).fill(0);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        const [r = 0, g = 0, b = 0, a = 0] = [pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]];
        if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 80) {
          counts[x] = (counts[x] ?? 0) + 1;
          sums[x] = (sums[x] ?? 0) + y;
        }
      }
    }
    const best = counts.reduce((top, count, x) => (count > (counts[top] ?? 0) ? x : top), 0);
    const rect = canvas.getBoundingClientRect();
    return { x: rect.left + (best / width) * rect.width, y: rect.top + ((sums[best] ?? 0) / (counts[best] || 1) / height) * rect.height };
  });
}

/**
 * What a chart widget's drawing reads out: ECharts' description of the chart names its data ('This is a
 * chart … the data for Rock is …'), so a change of data changes it.
 */
export const chartDescription = async (frame: Locator): Promise<string> =>
  (await frame.getByRole('figure').getByRole('img', { name: /^This is a chart/ }).getAttribute('aria-label')) ?? '';

/** Where an element is drawn on the page; it must be there. */
export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the page`);
  return box;
}

/** A widget's stored rects, read through the API after a save. */
export async function storedWidget(api: ApiAs, orgId: string, dashboardId: string, name: string): Promise<BoardConfig['widgets'][number]> {
  const dashboard = await api.call<DashboardRead>('GET', `/orgs/${orgId}/dashboards/${dashboardId}`);
  const widget = dashboard.config.widgets.find((each) => each.name === name);
  if (!widget) throw new Error(`no widget ${name} in ${dashboard.name}`);
  return widget;
}
