import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiAs,
  boardRegion,
  boxOf,
  chooseSegment,
  paintedFrame,
  recordBoardDataPosts,
  sampleIds,
  storedWidget,
  vizPath,
  waitForWidgetsPainted,
  widgetFrame,
  type ApiAs,
  type DashboardRead,
  type SampleIds,
} from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { login } from '../support/ui';

type Box = Awaited<ReturnType<typeof boxOf>>;

/** Two boxes drawn at the same place and size, to a pixel's rounding. */
const expectSameBox = (actual: Box, expected: Box) => {
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(actual[key] - expected[key]), key).toBeLessThan(1.5);
};

/** Presses at `at` (the middle of `from` by default), moves by (dx, dy) screen pixels in steps, and releases. */
async function dragBy(page: Page, from: Locator, dx: number, dy: number, at?: { x: number; y: number }): Promise<void> {
  const box = await boxOf(from);
  const start = at ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * Issue 12's layouts: a free board's widgets are moved and resized with the pointer, undone and redone,
 * and saved where they were put; the auto board reflows into one column on a phone, its phone layout is
 * edited apart from the desktop one, and URL parameters preset its controllers by name.
 */
describe('dashboard layouts', () => {
  const journey = useJourney({ initialized: true });
  let api: ApiAs;
  let sample: SampleIds;
  const sampleBoard = (page: Page) => boardRegion(page, 'Sample dashboard');

  it('moves and resizes a widget of a free board, undoes and redoes it, and saves the rect', async () => {
    const { server } = journey;
    const { page } = journey.session;
    api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    await page.getByRole('button', { name: 'New dashboard' }).click();
    const create = page.getByRole('dialog', { name: 'New dashboard' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Wall screen');
    await create.getByRole('radio', { name: /^Free/ }).check();
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/vizs\/dashboards\/[\w-]+\/edit$/);
    const dashboardId = /\/dashboards\/([\w-]+)\/edit$/.exec(page.url())?.[1] ?? '';

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Saved chart…' }).click();
    const picker = page.getByRole('dialog', { name: 'Add saved charts' });
    await picker.getByRole('checkbox', { name: 'Sales by genre' }).check();
    await picker.getByRole('button', { name: 'Add' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Timer' }).click();
    const layers = page.getByRole('list', { name: 'Layers' });
    await layers.getByRole('button', { name: /^Timer / }).waitFor();
    await layers.getByRole('button', { name: 'Chart Sales by genre' }).waitFor();

    const save = async () => {
      await page.keyboard.press('Control+s');
      await page.getByRole('dialog', { name: 'Save changes to “Wall screen”?' }).getByRole('button', { name: 'Save' }).click();
      await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    };
    await save();
    const saved = await api.call<DashboardRead>('GET', `/orgs/${sample.org}/dashboards/${dashboardId}`);
    const timer = saved.config.widgets.find((widget) => widget.type === 'timer');
    if (!timer) throw new Error('the timer was not saved');
    const before = timer.rect;

    const canvas = page.getByRole('application', { name: 'Free layout canvas' });
    const handle = canvas.getByRole('button', { name: timer.name, exact: true });
    await handle.click();
    expect(await handle.getAttribute('aria-pressed')).toBe('true');
    const start = await boxOf(handle);
    const zoom = start.width / before.w;
    // Alt turns snapping off: the widget goes exactly where the pointer takes it.
    await page.keyboard.down('Alt');
    await dragBy(page, handle, 40, 30);
    const moved = await boxOf(handle);
    await dragBy(page, canvas.getByRole('button', { name: 'Resize from the bottom right corner' }), 60, 45);
    await page.keyboard.up('Alt');
    const resized = await boxOf(handle);
    expectSameBox(moved, { ...start, x: start.x + 40, y: start.y + 30 });
    expectSameBox(resized, { ...moved, width: moved.width + 60, height: moved.height + 45 });

    // One undo step per gesture, and back again.
    const drawnAs = async (expected: Box) => {
      await expect.poll(async () => Math.abs((await boxOf(handle)).width - expected.width) + Math.abs((await boxOf(handle)).x - expected.x)).toBeLessThan(1.5);
      expectSameBox(await boxOf(handle), expected);
    };
    await page.keyboard.press('Control+z');
    await drawnAs(moved);
    await page.keyboard.press('Control+z');
    await drawnAs(start);
    await page.keyboard.press('Control+Shift+z');
    await drawnAs(moved);
    await page.keyboard.press('Control+Shift+z');
    await drawnAs(resized);

    await save();
    const after = (await storedWidget(api, sample.org, dashboardId, timer.name)).rect;
    const expected = { x: before.x + 40 / zoom, y: before.y + 30 / zoom, w: before.w + 60 / zoom, h: before.h + 45 / zoom };
    for (const key of ['x', 'y', 'w', 'h'] as const) expect(Math.abs(after[key] - expected[key]), key).toBeLessThan(2 / zoom);
    // The chart beside it stayed where it was.
    const chart = saved.config.widgets.find((widget) => widget.type === 'chart');
    expect((await storedWidget(api, sample.org, dashboardId, chart?.name ?? '')).rect).toEqual(chart?.rect);

    await page.reload();
    await handle.waitFor();
    expectSameBox(await boxOf(handle), resized);
  });

  it('stacks the sample board in one column on a phone, without overflowing sideways', async () => {
    const { server } = journey;
    const { page } = journey.session;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(vizPath(server, sample.org, sample.vizs['Sample dashboard'] ?? ''));
    const board = sampleBoard(page);
    const frames = board.locator('[data-widget-id]');
    await paintedFrame(board, 'Sales by genre').waitFor();
    expect(await frames.count()).toBe(6);
    const boardBox = await boxOf(board);
    const boxes = await frames.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as Box));
    for (const box of boxes) {
      expect(box.width / boardBox.width).toBeGreaterThan(0.9);
      expect(box.x).toBeCloseTo(boxes[0]?.x ?? 0, 0);
    }
    // One column: each widget starts below the one before.
    boxes.slice(1).forEach((box, index) => expect(box.y).toBeGreaterThanOrEqual((boxes[index]?.y ?? 0) + (boxes[index]?.height ?? 0) - 1));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await board.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

    // The controllers are at hand at the top; each chart below is reached by scrolling, and draws there.
    await board.getByRole('combobox', { name: 'Country' }).waitFor();
    const titles = await frames.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
    expect(titles.slice(0, 2)).toEqual(['Country', 'Invoice date']);
    for (const title of titles) {
      await widgetFrame(board, title).scrollIntoViewIfNeeded();
      await paintedFrame(board, title).waitFor();
    }
    await waitForWidgetsPainted(board, 6);
    expect(await widgetFrame(board, 'Top cities').getByRole('cell').count()).toBeGreaterThan(0);
  });

  it('edits the phone layout in the Phone preview without moving the desktop layout', async () => {
    const { server } = journey;
    const { page } = journey.session;
    const dashboardId = sample.vizs['Sample dashboard'] ?? '';
    const desktopBefore = Object.fromEntries(
      (await api.call<DashboardRead>('GET', `/orgs/${sample.org}/dashboards/${dashboardId}`)).config.widgets.map((widget) => [widget.name, widget.desktop]),
    );
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.goto(vizPath(server, sample.org, dashboardId));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/\/edit$/);
    const editor = page.getByRole('region', { name: 'Dashboard editor' });
    await chooseSegment(editor.getByRole('radio', { name: 'Phone' }));
    const phone = editor.getByRole('group', { name: 'Phone' });
    const month = widgetFrame(phone, 'Sales by month');
    const genre = widgetFrame(phone, 'Sales by genre');
    await month.waitFor();
    // Drag the monthly sales by its title up onto the genre chart: the phone grid puts it first.
    const [monthBox, genreBox] = [await boxOf(month), await boxOf(genre)];
    await dragBy(page, month, 0, genreBox.y + 5 - (monthBox.y + 12), { x: monthBox.x + 60, y: monthBox.y + 12 });
    await expect.poll(async () => (await boxOf(month)).y < (await boxOf(genre)).y).toBe(true);

    await page.keyboard.press('Control+s');
    await page.getByRole('dialog', { name: 'Save changes to “Sample dashboard”?' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    const saved = (await api.call<DashboardRead>('GET', `/orgs/${sample.org}/dashboards/${dashboardId}`)).config.widgets;
    const byName = (name: string) => saved.find((widget) => widget.name === name);
    expect(byName('Sales by month')?.mobile.y).toBeLessThan(byName('Sales by genre')?.mobile.y ?? 0);
    expect(Object.fromEntries(saved.map((widget) => [widget.name, widget.desktop]))).toEqual(desktopBefore);
  });

  it('presets a controller from the URL by its name, and the first data request carries the values', async () => {
    const { server } = journey;
    const { page } = journey.session;
    const recorder = recordBoardDataPosts(page);
    await page.goto(`${vizPath(server, sample.org, sample.vizs['Sample dashboard'] ?? '')}?Country=USA&Country=Canada`);
    const board = sampleBoard(page);
    const country = widgetFrame(board, 'Country');
    await country.getByText('USA', { exact: true }).first().waitFor();
    await country.getByText('Canada', { exact: true }).first().waitFor();
    await expect.poll(() => recorder.posts.length).toBeGreaterThan(0);
    const [first] = recorder.posts;
    const controller = Object.entries(first?.body.controllers ?? {});
    expect(controller).toHaveLength(1);
    expect(controller[0]?.[1]).toEqual([{ value: 'USA' }, { value: 'Canada' }]);
    // What the charts draw is the two countries' only.
    const cities = widgetFrame(board, 'Top cities');
    await cities.scrollIntoViewIfNeeded();
    await expect.poll(() => cities.getByRole('row').count()).toBeGreaterThan(1);
    const countries = await cities.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(new Set(countries)).toEqual(new Set(['USA', 'Canada']));
    recorder.stop();
    expect(journey.session.errors).toEqual([]);
  });
});
