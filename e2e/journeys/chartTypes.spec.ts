import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chartRegistry } from '../../packages/charts/src/registry';
import { drawnOrExplained, settledKinds, waitForChartArea } from '../support/chartArea';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { accountMenu, login } from '../support/ui';
import { addFieldTo, chartPalette, closeWorkbench, fieldChip, moveFieldTo, workbenchWords, type Locale, openWorkbenchOnSampleView } from '../support/workbench';

/** Where the screenshots go, one per type and look, for a person to look at. */
const SHOTS = '/tmp/charttypes';
/** The types drawn again in Chinese on the dark theme: one of each family, and the ones with most text. */
const darkChinese = ['cluster-column', 'line', 'pie', 'table', 'pivot-table', 'region-map', 'word-cloud', 'gauge'];

/** Section names the journey moves fields into (charts catalogue). */
const sectionNames = {
  en: { rows: 'Rows', metrics: 'Metrics', right: 'Right axis metrics' },
  zh: { rows: '行', metrics: '指标', right: '右轴指标' },
} satisfies Record<Locale, Record<string, string>>;

/**
 * What a user does after switching to some types before they have anything to show. Switching from the
 * table may leave a type's requirement unmet (its message is screenshot first, for the report); the fields
 * are then dragged where they belong, as a user would: the amount and the quantity to the pivot's Metrics
 * and the country to its Rows, the dual axes' second metric to the right axis. Rich text shows the text its
 * author writes, its placeholders filled from the first row (its empty state is screenshot first).
 */
const preparations: Partial<Record<string, (page: Page, locale: Locale) => Promise<void>>> = {
  'pivot-table': async (page, locale) => {
    await screenshotIfUnmet(page, `${locale}-pivot-table-requirement`);
    // The switch from the table puts all three fields in the pivot's Columns, the metrics as dimensions.
    await moveFieldTo(page, locale, 'amount', sectionNames[locale].metrics, 'SUM(amount)');
    await moveFieldTo(page, locale, 'quantity', sectionNames[locale].metrics, 'SUM(quantity)');
    await moveFieldTo(page, locale, 'country', sectionNames[locale].rows);
  },
  'double-y': async (page, locale) => {
    await screenshotIfUnmet(page, `${locale}-double-y-requirement`);
    await moveFieldTo(page, locale, 'SUM(quantity)', sectionNames[locale].right);
  },
  'rich-text': async (page, locale) => {
    await waitForChartArea(page.getByRole('figure'), settledKinds);
    await page.getByRole('figure').screenshot({ path: `${SHOTS}/${locale}-rich-text-empty.png` });
    await page.getByRole('tab', { name: workbenchWords[locale].style }).click();
    const content = page.getByRole('textbox', { name: locale === 'en' ? /^Text \(HTML/ : /^文本（HTML/ });
    await content.fill('<h2>Sales</h2><p>{{country}}: <b>{{SUM(amount)}}</b></p>');
    // The first row's values, formatted, in place of the placeholders.
    await page.getByRole('figure').locator('p', { hasText: /^\S.*: \d[\d,.]*$/ }).waitFor();
  },
};

/** Screenshots the chart area when it gives the requirement message, once no query is pending. */
async function screenshotIfUnmet(page: Page, name: string): Promise<void> {
  const shown = await waitForChartArea(page.getByRole('figure'), settledKinds);
  if (shown.kind === 'requirement') await page.getByRole('figure').screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * Issue 11's chart types, each drawn in the browser: on the sample data, a chart with the customer's
 * country (categorised as a country in the sample view, so maps draw), the sales amount and the quantity is
 * saved as a table; then for every type of the palette the saved chart is opened and switched to that type.
 * Each must draw (a canvas with content, a table, a score card, rich text) or give the spec's requirement
 * message, with nothing in the console. Starting from a table each time means every ECharts type paints a
 * canvas of its own, never the previous type's drawing.
 */
describe('every chart type, drawn in the workbench', () => {
  const journey = useJourney({ initialized: true });
  const consoleErrors: string[] = [];
  let editUrl = '';

  const figure = (page: Page) => page.getByRole('figure');

  /**
   * Back to the saved chart, as a user would undo: Close (leaving the unsaved switch), then Edit on the
   * chart's page. Staying in the app keeps each type to about a second (a page load takes longer).
   */
  async function reopen(page: Page, locale: Locale) {
    const words = workbenchWords[locale];
    if (!page.url().endsWith('/edit')) {
      await page.goto(editUrl);
      return;
    }
    const leave = page.getByRole('dialog', { name: words.leaveTitle }).getByRole('button', { name: words.leave });
    const edit = page.getByRole('button', { name: words.edit, exact: true });
    await closeWorkbench(page.getByRole('button', { name: words.close, exact: true }), leave.or(edit));
    if (await leave.isVisible()) await leave.click();
    await edit.click();
    await page.waitForURL(editUrl);
  }

  /** Opens the saved chart afresh (its table drawn), switches it to `type`, and returns what the area shows. */
  async function drawAs(page: Page, typeId: string, locale: Locale) {
    const type = chartRegistry.find((chart) => chart.id === typeId)!;
    const name = type.name[locale];
    const words = workbenchWords[locale];
    await reopen(page, locale);
    const button = chartPalette(page, locale).getByRole('button', { name, exact: true });
    expect(await waitForChartArea(figure(page), ['table'])).toMatchObject({ kind: 'table' });
    if ((await button.getAttribute('aria-pressed')) !== 'true') {
      await button.click();
      const confirm = page.getByRole('dialog', { name: words.switchTitle(name) });
      await confirm.getByRole('button', { name: words.switch }).click();
      // Off the palette: its tooltips would show over the chart in the screenshot.
      await page.mouse.move(0, page.viewportSize()!.height - 1);
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    await preparations[typeId]?.(page, locale);
    return waitForChartArea(figure(page));
  }

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    const { page } = journey.session;
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  it('places the country, the amount and the quantity, and saves them as a table', async () => {
    const { server } = journey;
    const { page } = journey.session;
    await login(page, server.baseUrl, owner.username, owner.password);
    await openWorkbenchOnSampleView(page, server, (await loginThroughApi(server)).token);
    await page.waitForURL(/\/vizs\/charts\/new\?viewId=[\w-]+$/);
    // The palette offers every registered type, in the registry's order.
    await chartPalette(page, 'en').getByRole('button', { name: 'Rich text', exact: true }).waitFor();
    const offered = await chartPalette(page, 'en').getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(offered).toEqual(chartRegistry.map((type) => type.name.en));

    await chartPalette(page, 'en').getByRole('button', { name: 'Clustered column', exact: true }).click();
    await addFieldTo(page, 'country', 'Dimensions');
    await addFieldTo(page, 'amount', 'Metrics');
    await addFieldTo(page, 'quantity', 'Metrics');
    await fieldChip(page, 'en', 'SUM(quantity)').waitFor();
    await chartPalette(page, 'en').getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByRole('dialog', { name: 'Switch to Table?' }).getByRole('button', { name: 'Switch' }).click();
    expect(await waitForChartArea(figure(page), ['table'])).toMatchObject({ kind: 'table' });

    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'Save chart' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Every type');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/vizs\/charts\/[\w-]+\/edit$/);
    editUrl = page.url();
  });

  describe('in English, light', () => {
    chartRegistry.forEach((type, index) => {
      it(`draws ${type.name.en}`, async () => {
        const { page, errors } = journey.session;
        consoleErrors.length = 0;
        const shown = await drawAs(page, type.id, 'en');
        await figure(page).screenshot({ path: `${SHOTS}/en-light-${String(index + 1).padStart(2, '0')}-${type.id}.png` });
        expect(drawnOrExplained, `${type.id} showed ${shown.kind}: ${shown.text}`).toContain(shown.kind);
        expect(consoleErrors).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  });

  describe('in Chinese, dark', () => {
    it('switches the language and the theme', async () => {
      const { page } = journey.session;
      await accountMenu(page, 'Language', '中文');
      await chartPalette(page, 'zh').getByRole('button', { name: '表格', exact: true }).waitFor();
      await accountMenu(page, '主题', '深色');
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    });

    darkChinese.forEach((id) => {
      const type = chartRegistry.find((chart) => chart.id === id)!;
      it(`draws ${type.name.en}`, async () => {
        const { page, errors } = journey.session;
        consoleErrors.length = 0;
        const shown = await drawAs(page, type.id, 'zh');
        await figure(page).screenshot({ path: `${SHOTS}/zh-dark-${type.id}.png` });
        expect(drawnOrExplained, `${type.id} showed ${shown.kind}: ${shown.text}`).toContain(shown.kind);
        expect(consoleErrors).toEqual([]);
        expect(errors).toEqual([]);
      });
    });
  });
});
