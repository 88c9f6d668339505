import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import {
  apiAs,
  boardOf,
  boardRegion,
  chartDescription,
  chooseOption,
  chooseSegment,
  chooseTreeOption,
  largestMark,
  mediaTypeSalesView,
  recordBoardDataPosts,
  sampleIds,
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

/**
 * Issue 12's dashboards: on the sample data of a fresh install, an author builds 'Sales overview' in the
 * editor — three saved charts on two views, a dropdown and a date-range controller bound to both views,
 * linkage from one chart to another and a jump to a second dashboard — and saves it. Its viewers get ONE
 * batched data request per moment (first paint, a controller change, a linkage click), the jump presets
 * the target's controller, a member with View only reads it and may change nothing, and a deleted chart
 * says so in its widget.
 */
describe('dashboards', () => {
  // Tall enough that the whole board is on screen at first paint: widgets below the fold are asked when
  // they are scrolled to, in a request of their own.
  const viewport = { width: 1280, height: 1800 };
  const journey = useJourney({ initialized: true, context: { viewport } });
  const viewer = { username: 'dana', email: 'dana@example.com', password: 'secret1', name: 'Dana Viewer' };
  const ids = { overview: '', detail: '', mediaChart: '' };
  /** Widget ids of 'Sales overview' by name, read once it is saved. */
  let widgets: Record<string, string> = {};
  let api: ApiAs;
  let sample: SampleIds;

  const board = (page: Page) => boardRegion(page, 'Sales overview');
  const settingsDrawer = (page: Page) => page.getByRole('dialog', { name: /^Settings of / });

  /** Opens a widget's settings from its toolbar (shown while the widget is hovered) at one tab. */
  async function openSettings(page: Page, name: string, tab: string) {
    await widgetFrame(page.getByRole('region', { name: 'Dashboard canvas' }), name).hover();
    await page.getByRole('button', { name: `Settings · ${name}` }).click();
    await settingsDrawer(page).getByRole('tab', { name: tab }).click();
  }

  async function addController(page: Page, facade: string, name: string, field: string) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Controller' }).hover();
    await page.getByRole('menuitem', { name: facade }).click();
    // A new controller opens its settings: it filters nothing until it is associated.
    const drawer = settingsDrawer(page);
    await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
    await drawer.getByRole('tab', { name: 'Content' }).click();
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Sample sales: Field' }), field);
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Sales by media type: Field' }), field);
  }

  it('makes a second view, a chart on it and a target dashboard through the API', async () => {
    const { server } = journey;
    api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    const view = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/views`, mediaTypeSalesView(sample.source));
    // Sales per country split by media type: a click on it knows a country, which the jump passes on.
    const chart = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/charts`, {
      name: 'Sales by media type',
      viewId: view.id,
      parentId: null,
      config: {
        chartType: 'stack-column',
        sections: {
          dimensions: [{ uid: 'd_country', column: 'country', type: 'string' }],
          color: [{ uid: 'd_media', column: 'media_type', type: 'string' }],
          metrics: [{ uid: 'm_amount', column: 'amount', type: 'numeric', aggregate: 'SUM', sort: { order: 'DESC' } }],
        },
      },
    });
    ids.mediaChart = chart.id;
    const detail = await api.call<DashboardRead>('POST', `/orgs/${sample.org}/dashboards`, {
      name: 'Country detail',
      config: boardOf({
        layout: 'auto',
        widgets: [
          {
            id: 'country',
            type: 'controller',
            name: 'country',
            desktop: { x: 0, y: 0, w: 8, h: 2 },
            config: { facade: 'dropdownList', operator: 'EQ', targets: [{ viewId: sample.salesView, name: 'country' }], options: { source: 'data', viewId: sample.salesView, valueField: 'country' } },
          },
          { id: 'cities', type: 'chart', name: 'Top cities', desktop: { x: 0, y: 2, w: 24, h: 12 }, config: { chartId: sample.vizs['Top cities'] ?? '' } },
        ],
      }),
    });
    ids.detail = detail.id;
    expect(Object.keys(detail.charts)).toEqual([sample.vizs['Top cities']]);
  });

  it('builds "Sales overview" in the editor: three charts on two views, two controllers, linkage and a jump', async () => {
    const { server } = journey;
    const { page } = journey.session;
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    await page.getByRole('button', { name: 'New dashboard' }).click();
    const create = page.getByRole('dialog', { name: 'New dashboard' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Sales overview');
    expect(await create.getByRole('radio', { name: /^Auto/ }).isChecked()).toBe(true);
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/vizs\/dashboards\/[\w-]+\/edit$/);
    ids.overview = /\/dashboards\/([\w-]+)\/edit$/.exec(page.url())?.[1] ?? '';
    await page.getByRole('region', { name: 'Dashboard editor' }).getByText('This dashboard is empty.', { exact: false }).waitFor();

    // Saved charts, picked in two goes: the second time, the one on the board is offered but not addable.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Saved chart…' }).click();
    const picker = page.getByRole('dialog', { name: 'Add saved charts' });
    await picker.getByRole('checkbox', { name: 'Sales by genre' }).check();
    await picker.getByRole('button', { name: 'Add' }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Saved chart…' }).click();
    const taken = picker.getByRole('checkbox', { name: /^Sales by genre/ });
    expect(await taken.isDisabled()).toBe(true);
    await picker.getByRole('listitem').filter({ hasText: 'Sales by genre' }).getByText('A chart already in a dashboard cannot be added twice').waitFor();
    await picker.getByRole('checkbox', { name: 'Sales by month' }).check();
    await picker.getByRole('checkbox', { name: 'Sales by media type' }).check();
    await picker.getByRole('button', { name: 'Add' }).click();
    await picker.waitFor({ state: 'detached' });
    const canvas = page.getByRole('region', { name: 'Dashboard canvas' });
    for (const name of ['Sales by genre', 'Sales by month', 'Sales by media type']) await widgetFrame(canvas, name).getByRole('figure').locator('canvas').waitFor();

    // Two controllers, each bound in its settings to a field of both views.
    await addController(page, 'Dropdown list', 'Country', 'country');
    const drawer = settingsDrawer(page);
    await chooseSegment(drawer.getByRole('radio', { name: 'From a view' }));
    await chooseOption(page, drawer.getByRole('combobox', { name: 'View', exact: true }), 'Sample sales');
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Value field' }), 'country');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await addController(page, 'Range time', 'Invoice date', 'invoice_date');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await widgetFrame(canvas, 'Invoice date').waitFor();

    // Linkage: a click on a genre filters the monthly sales (same column name, no mapping needed).
    await openSettings(page, 'Sales by genre', 'Interactions');
    await drawer.getByRole('switch', { name: 'A click on a data point filters other widgets' }).click();
    await chooseOption(page, drawer.getByRole('combobox', { name: 'Widgets it filters' }), 'Sales by month');
    await drawer.getByRole('group', { name: 'Sales by month' }).getByText('genre → genre', { exact: false }).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Jump: a click on a country's column opens 'Country detail' with its 'country' controller set.
    await openSettings(page, 'Sales by media type', 'Interactions');
    await drawer.getByRole('switch', { name: 'A click on a data point opens a chart, a dashboard or an address' }).click();
    await chooseTreeOption(page, drawer.getByRole('combobox', { name: 'Choose a dashboard' }), 'Country detail');
    await drawer.getByRole('button', { name: 'Add mapping' }).click();
    const mapping = drawer.getByRole('group', { name: 'Mapping 1' });
    await chooseOption(page, mapping.getByRole('combobox', { name: 'Field of this chart' }), 'country');
    await mapping.getByRole('combobox', { name: 'Controller name' }).fill('country');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+s');
    await page.getByRole('dialog', { name: 'Save changes to “Sales overview”?' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    const saved = await api.call<DashboardRead>('GET', `/orgs/${sample.org}/dashboards/${ids.overview}`);
    widgets = Object.fromEntries(saved.config.widgets.map((widget) => [widget.name, widget.id]));
    const byName = (name: string) => saved.config.widgets.find((widget) => widget.name === name);
    const mediaView = (await api.call<{ viewId: string }>('GET', `/orgs/${sample.org}/charts/${ids.mediaChart}`)).viewId;
    for (const [name, field] of [['Country', 'country'], ['Invoice date', 'invoice_date']] as const) {
      const controller = byName(name);
      expect(controller?.type).toBe('controller');
      if (controller?.type !== 'controller') continue;
      expect(controller.config.targets.map((target) => [target.viewId, target.name]).sort()).toEqual([[sample.salesView, field], [mediaView, field]].sort());
    }
    const genre = byName('Sales by genre');
    const media = byName('Sales by media type');
    expect(genre?.type === 'chart' && genre.interactions.linkage).toMatchObject({ enabled: true, targets: [{ widgetId: widgets['Sales by month'] }] });
    expect(media?.type === 'chart' && media.interactions.jump).toMatchObject({ enabled: true, kind: 'dashboard', targetId: ids.detail, params: [{ sourceUid: 'd_country', target: 'country' }] });

    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('heading', { name: 'Sales overview', level: 3 }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('"Sales overview" published').waitFor();
  }, 120_000);

  it('paints the reloaded board with ONE data request, and a controller change with one more', async () => {
    const { page } = journey.session;
    const recorder = recordBoardDataPosts(page);
    await page.reload();
    await waitForWidgetsPainted(board(page), 5);
    expect(recorder.posts).toHaveLength(1);
    const [first] = recorder.posts;
    expect(first?.url).toContain(`/dashboards/${ids.overview}/data`);
    expect(first?.body.items.map((item) => item.widgetId).sort()).toEqual(['Sales by genre', 'Sales by month', 'Sales by media type', 'Country'].map((name) => widgets[name]).sort());
    // Authors see what the load took.
    await page.getByText(/^Loaded in \d+ ms$/).waitFor();

    const genre = widgetFrame(board(page), 'Sales by genre');
    const media = widgetFrame(board(page), 'Sales by media type');
    const before = { genre: await chartDescription(genre), media: await chartDescription(media) };
    await chooseOption(page, board(page).getByRole('combobox', { name: 'Country' }), 'Canada');
    await expect.poll(() => recorder.posts.length).toBe(2);
    await waitForWidgetsPainted(board(page), 5);
    expect(recorder.posts).toHaveLength(2);
    expect(recorder.posts[1]?.body.controllers).toEqual({ [widgets.Country ?? '']: [{ value: 'Canada' }] });
    // Both views are filtered: the charts on each now draw Canada's sales only.
    await expect.poll(() => chartDescription(genre)).not.toBe(before.genre);
    await expect.poll(() => chartDescription(media)).not.toBe(before.media);
    expect(await chartDescription(media)).not.toContain('USA');
    recorder.stop();
  });

  it('filters the monthly sales by a clicked genre (one request), shows it as a chip, and removes it', async () => {
    const { page } = journey.session;
    const month = widgetFrame(board(page), 'Sales by month');
    const before = await chartDescription(month);
    const recorder = recordBoardDataPosts(page);
    const bar = await largestMark(widgetFrame(board(page), 'Sales by genre').getByRole('figure'));
    await page.mouse.click(bar.x, bar.y);
    const chips = board(page).getByRole('group', { name: 'Active linkages' });
    await chips.getByText('Filtered by Sales by genre: genre = Rock').waitFor();
    await expect.poll(() => recorder.posts.length).toBe(1);
    await waitForWidgetsPainted(board(page), 5);
    expect(recorder.posts).toHaveLength(1);
    expect(recorder.posts[0]?.body.items).toEqual([{ widgetId: widgets['Sales by month'], kind: 'data' }]);
    expect(recorder.posts[0]?.body.linkage).toEqual([{ sourceWidgetId: widgets['Sales by genre'], values: { d_genre: 'Rock' } }]);
    await expect.poll(() => chartDescription(month)).not.toBe(before);

    await page.getByLabel('Remove the filter of Sales by genre').click();
    await chips.waitFor({ state: 'detached' });
    await expect.poll(() => recorder.posts.length).toBe(2);
    expect(recorder.posts[1]?.body.linkage).toEqual([]);
    await expect.poll(() => chartDescription(month)).toBe(before);
    recorder.stop();
  });

  it('jumps from a clicked country to "Country detail" with its controller preset', async () => {
    const { page } = journey.session;
    const recorder = recordBoardDataPosts(page);
    // The country controller says Canada: the chart has Canada's column only, and the jump passes it.
    const column = await largestMark(widgetFrame(board(page), 'Sales by media type').getByRole('figure'));
    await page.mouse.click(column.x, column.y);
    await page.waitForURL((url) => url.pathname.endsWith(`/vizs/${ids.detail}`) && url.searchParams.getAll('country').join() === 'Canada');
    const detail = boardRegion(page, 'Country detail');
    await waitForWidgetsPainted(detail, 2);
    await widgetFrame(detail, 'country').getByText('Canada', { exact: true }).waitFor();
    expect(recorder.posts).toHaveLength(1);
    expect(recorder.posts[0]?.body.controllers).toEqual({ country: [{ value: 'Canada' }] });
    const countries = await widgetFrame(detail, 'Top cities').getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
    expect(countries.length).toBeGreaterThan(0);
    expect(new Set(countries)).toEqual(new Set(['Canada']));
    recorder.stop();
  });

  it('shows the board to a member with View on it only: drawn, read-only, and the server refuses changes', async () => {
    const { server } = journey;
    const member = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/members`, viewer);
    await api.call('POST', `/orgs/${sample.org}/permissions/grant`, {
      subject: { type: 'user', id: member.id },
      modules: { viz: true },
      grants: [{ resourceType: 'viz', resourceId: ids.overview, privileges: ['view'] }],
    });
    const memberApi = apiAs(server, (await loginThroughApi(server, viewer)).token);
    // No Access on the views behind the board: the member may not even see them.
    expect(await memberApi.status('GET', `/orgs/${sample.org}/views/${sample.salesView}`)).toBe(404);

    const session = await openPage(journey.browser, { viewport });
    const { page } = session;
    await login(page, server.baseUrl, viewer.username, viewer.password);
    await page.waitForURL(/\/organizations\/[\w-]+\//);
    await page.goto(vizPath(server, sample.org, ids.overview));
    await waitForWidgetsPainted(board(page), 5);
    for (const name of ['Sales by genre', 'Sales by month', 'Sales by media type']) {
      expect(await chartDescription(widgetFrame(board(page), name)), name).toMatch(/^This is a chart/);
    }
    for (const action of ['Edit', 'Publish', 'Unpublish']) expect(await page.getByRole('button', { name: action, exact: true }).count(), action).toBe(0);
    expect(await page.getByRole('button', { name: /^Settings · / }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Dashboard editor' }).count()).toBe(0);
    expect(await page.getByText(/^Loaded in \d+ ms$/).count()).toBe(0);

    // What the page does not offer, the server refuses: a draft board's data and a save need Manage.
    const stored = await memberApi.call<DashboardRead>('GET', `/orgs/${sample.org}/dashboards/${ids.overview}`);
    const item = { widgetId: widgets['Sales by genre'] };
    expect(await memberApi.status('POST', `/orgs/${sample.org}/dashboards/${ids.overview}/data`, { items: [item] })).toBe(200);
    expect(await memberApi.status('POST', `/orgs/${sample.org}/dashboards/${ids.overview}/data`, { items: [item], draft: stored.config })).toBe(403);
    expect(await memberApi.status('PUT', `/orgs/${sample.org}/dashboards/${ids.overview}`, { name: 'Renamed by a viewer', config: stored.config })).toBe(403);
    expect(session.errors).toEqual([]);
    await session.context.close();
  });

  it('says in its widget that a deleted chart is gone, after the delete warned about the boards using it', async () => {
    const { server } = journey;
    const { page } = journey.session;
    await page.goto(`${server.baseUrl}/organizations/${sample.org}/vizs`);
    await page.getByRole('button', { name: 'Actions for Sales by month' }).click();
    await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Delete "Sales by month" for good?' }).waitFor();
    const warning = (await page.getByText(/^Used by dashboards: /).textContent()) ?? '';
    const [, names = ''] = /^Used by dashboards: (.*); they will show "The linkage chart has been deleted, please reconfigure"\.$/.exec(warning) ?? [];
    expect(names.split(', ').sort(), warning).toEqual(['"Sales overview"', '"Sample dashboard"']);
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('"Sales by month" deleted').waitFor();

    await page.goto(vizPath(server, sample.org, ids.overview));
    await waitForWidgetsPainted(board(page), 5);
    await widgetFrame(board(page), 'Sales by month').getByRole('alert').getByText('The linkage chart has been deleted, please reconfigure').waitFor();
    // The rest of the board still draws.
    expect(await chartDescription(widgetFrame(board(page), 'Sales by genre'))).toMatch(/^This is a chart/);
    expect(journey.session.errors).toEqual([]);
  });
});
