import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../packages/server/src/testing/mailbox';
import { apiAs, sampleIds, type ApiAs, type SampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi, owner } from '../support/journeySteps';
import { accountMenu, login } from '../support/ui';

/** Where a journey's screenshots go when SCREENSHOTS_DIR is set (to be looked at), else nowhere. */
const shots = process.env.SCREENSHOTS_DIR;

/** The run history's row of a run, by a text in it (its trigger), once it says `status`. */
async function runRow(table: Locator, trigger: string, status: string): Promise<Locator> {
  const row = table.locator('tr.ant-table-row', { hasText: trigger }).filter({ hasText: status }).first();
  await row.waitFor({ timeout: 120_000 });
  return row;
}

/** Ticks a chart, dashboard or storyboard in the content picker. */
async function tickContent(page: Page, name: string): Promise<void> {
  await page.getByLabel('Send', { exact: true }).click();
  const node = page.locator('.ant-select-tree-treenode', { hasText: name }).first();
  await node.locator('.ant-select-tree-checkbox').click();
  await page.keyboard.press('Escape');
}

/**
 * Issue 22's browser journey: the owner creates an e-mail schedule of the sample dashboard in the editor
 * (presets, the next runs previewed, addresses checked), sends a test to themself, starts it, runs it now,
 * and finds both runs in the history with the mails received by a real SMTP server in the test.
 */
describe('schedules', () => {
  let mailbox: Mailbox;
  const journey = useJourney({
    initialized: true,
    context: { viewport: { width: 1440, height: 1000 } },
    env: async () => {
      mailbox = await startMailbox();
      return mailbox.env;
    },
  });
  afterAll(() => mailbox?.close());
  let api: ApiAs;
  let sample: SampleIds;
  let scheduleId = '';

  it('creates an e-mail schedule of a dashboard, previews its runs, tests, starts and runs it, and shows the history', async () => {
    const { server, session } = journey;
    api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    const { page, errors } = session;
    await login(page, server.baseUrl, owner.username, owner.password);
    await page.goto(`${server.baseUrl}/organizations/${sample.org}/schedules`);
    await page.getByRole('heading', { name: 'Run history' }).waitFor();
    await page.getByText('No schedule has run yet.').waitFor();

    await page.getByRole('button', { name: /New schedule/ }).click();
    await page.getByRole('menuitem', { name: /E-mail/ }).click();
    await page.getByRole('heading', { name: 'New schedule' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Weekly sales report');

    // The timetable from a preset: weekly on Monday at 08:00 (the default), then Monday and Thursday.
    const timetable = page.locator('.ant-card', { hasText: 'Timetable' });
    await expect.poll(() => page.getByLabel('Repeat').inputValue()).toBe('0 8 * * 1');
    await timetable.getByRole('checkbox', { name: 'Thu' }).check();
    await expect.poll(() => page.getByLabel('Repeat').inputValue()).toBe('0 8 * * 1,4');
    const preview = page.getByRole('region', { name: /Next 5 runs/ });
    await expect.poll(() => preview.getByRole('listitem').count(), { timeout: 10_000 }).toBe(5);
    const firstRun = (await preview.getByRole('listitem').first().textContent()) ?? '';
    expect(firstRun).toMatch(/^(Mon|Thu) \d{1,2} [A-Z][a-z]{2} \d{4}, 08:00 \(UTC\)$/);
    // A typed expression the server refuses: its message, in place of the runs.
    await page.getByLabel('Repeat').fill('0 8 * *');
    await preview.getByText(/Invalid cron expression/).waitFor();
    await page.getByLabel('Repeat').fill('0 9 * * 1');
    await expect.poll(() => page.locator('.ant-select', { has: page.getByRole('combobox', { name: 'How often' }) }).textContent()).toContain('Weekly');
    await preview.getByText(/Mon \d{1,2} [A-Z][a-z]{2} \d{4}, 09:00 \(UTC\)/).first().waitFor();

    await tickContent(page, 'Sample dashboard');
    const to = page.getByLabel('To', { exact: true });
    await to.fill('not-an-address');
    await to.press('Enter');
    await page.getByLabel('Subject', { exact: true }).fill('Sales this week');
    await page.getByRole('button', { name: 'Create schedule' }).click();
    await page.getByText('Invalid email addresses').waitFor();
    await page.locator('.ant-tag', { hasText: 'not-an-address' }).locator('.ant-tag-close-icon').click();
    await to.fill('ada@example.com');
    await to.press('Enter');
    await page.getByRole('button', { name: 'Create schedule' }).click();
    await page.getByText('Schedule "Weekly sales report" created (stopped)', { exact: false }).waitFor();
    await page.waitForURL(/\/schedules\/[\w-]+$/);
    scheduleId = page.url().split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: /Weekly sales report/ }).waitFor();
    await page.getByRole('tree', { name: 'Schedules' }).getByText('Weekly sales report').waitFor();

    // A test, to the owner alone.
    await page.getByRole('button', { name: 'Send a test' }).click();
    await page.getByText('Test on its way to your mailbox').waitFor();
    const test = await mailbox.next(owner.email);
    expect(test.subject).toContain('Sales this week');
    expect(test.attachments.some((attachment) => attachment.contentType === 'image/png')).toBe(true);

    // Started: read-only, with a note; run now goes to the recipients.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByText('"Weekly sales report" started', { exact: false }).waitFor();
    await page.getByText('This schedule is started: its settings are shown read-only. Stop it to edit them.').waitFor();
    expect(await page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('Run started: see it in the history').waitFor();
    const sent = await mailbox.next('ada@example.com');
    expect(sent.subject).toContain('Sales this week');

    const table = page.getByRole('table', { name: 'Runs of Weekly sales report' });
    const nowRow = await runRow(table, 'Run now', 'Succeeded');
    await runRow(table, 'Test', 'Succeeded');
    await nowRow.click();
    await table.getByText(/ada@example\.com/).waitFor();
    await page.getByText('Mail to 1 address').waitFor();
    if (shots) {
      await mkdir(shots, { recursive: true });
      await page.screenshot({ path: join(shots, 'journey-history-en.png'), fullPage: true });
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('lists the runs in the organisation’s history, by status', async () => {
    const { server, session } = journey;
    const { page } = session;
    await page.goto(`${server.baseUrl}/organizations/${sample.org}/schedules`);
    const table = page.getByRole('table', { name: 'Run history' });
    await table.getByRole('button', { name: 'Weekly sales report' }).first().waitFor();
    expect(await table.locator('tr.ant-table-row').count()).toBe(2);
    await page.getByText('Failed', { exact: true }).click();
    await page.getByText('No run has this status.').waitFor();
    await page.getByText('All', { exact: true }).click();
    await table.getByRole('button', { name: 'Weekly sales report' }).first().click();
    await page.waitForURL(new RegExp(`/schedules/${scheduleId}\\?tab=history$`));
  }, 60_000);

  it.skipIf(!shots)('looks right in English and Chinese, light and dark (screenshots)', async () => {
    const { server, browser } = journey;
    const dir = shots ?? '';
    await mkdir(dir, { recursive: true });
    // A robot schedule, and runs that partly fail and fail: a chart they send goes to the recycle bin.
    const topCities = sample.vizs['Top cities'] ?? '';
    const byGenre = sample.vizs['Sales by genre'] ?? '';
    const dashboard = sample.vizs['Sample dashboard'] ?? '';
    const base = { isFolder: false, cronExpression: '30 7 * * 1-5', timeZone: 'Asia/Shanghai' };
    const folder = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/schedules`, { isFolder: true, name: 'Sales team' });
    const robot = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/schedules`, {
      ...base,
      type: 'WEBHOOK',
      name: 'Morning numbers to Feishu',
      parentId: folder.id,
      contents: [{ vizType: 'dashboard', vizId: dashboard }],
      config: { robot: 'feishu', url: 'https://open.feishu.cn/open-apis/bot/v2/hook/0b8f-example', secret: 'signing-secret', fileType: 'image', pictureWidth: 1280 },
    });
    const mixed = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/schedules`, {
      ...base,
      type: 'EMAIL',
      name: 'Genres and cities',
      parentId: folder.id,
      contents: [{ vizType: 'chart', vizId: byGenre }, { vizType: 'chart', vizId: topCities }],
      config: { to: ['ada@example.com', 'bo@example.com'], cc: ['cy@example.com'], subject: 'Cities', fileTypes: ['image', 'excel'] },
    });
    const cities = await api.call<{ id: string }>('POST', `/orgs/${sample.org}/schedules`, {
      ...base,
      type: 'EMAIL',
      name: 'Top cities only',
      contents: [{ vizType: 'chart', vizId: topCities }],
      config: { to: ['ada@example.com'], subject: 'Top cities' },
    });
    await api.call('POST', `/orgs/${sample.org}/vizs/${topCities}/archive`);
    await api.call('POST', `/orgs/${sample.org}/schedules/${mixed.id}/execute`);
    await api.call('POST', `/orgs/${sample.org}/schedules/${cities.id}/execute`);
    // Until both runs are over (the report of the mixed one waits on a dashboard's picture).
    const finished = async (id: string) => {
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline) {
        const runs = await api.call<{ status: string }[]>('GET', `/orgs/${sample.org}/schedules/${id}/runs`);
        if (runs.length > 0 && runs.every((run) => run.status !== 'running')) return runs.map((run) => run.status);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      return 'still running';
    };
    console.log('runs of the screenshot schedules:', await finished(mixed.id), await finished(cities.id));

    for (const [language, locale] of [
      ['en', 'en-US'],
      ['zh', 'zh-CN'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await screenshotPage(browser, locale, scheme);
        const name = (what: string) => join(dir, `${what}-${language}-${scheme}.png`);
        await login(page, server.baseUrl, owner.username, owner.password);
        await accountMenu(page, language === 'zh' ? '主题' : 'Theme', language === 'zh' ? (scheme === 'dark' ? '深色' : '浅色') : scheme === 'dark' ? 'Dark' : 'Light');
        await page.waitForFunction((expected) => document.documentElement.dataset.theme === expected, scheme);
        const orgPath = `${server.baseUrl}/organizations/${sample.org}/schedules`;
        const timetableCard = page.locator('.ant-card-head-title', { hasText: /^(Timetable|执行计划)$/ }).locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]');

        await page.goto(`${orgPath}/${scheduleId}?tab=settings`);
        await page.locator('.ant-card').first().waitFor();
        await page.locator('section.schedule-next-runs li').first().waitFor();
        await page.screenshot({ path: name('email-editor'), fullPage: true });
        await timetableCard.screenshot({ path: name('timetable') });

        await page.goto(`${orgPath}/${robot.id}`);
        await page.locator('.ant-card').nth(3).waitFor();
        await page.screenshot({ path: name('webhook-editor'), fullPage: true });

        await page.goto(`${orgPath}/new?type=EMAIL`);
        await page.locator('section.schedule-next-runs li').first().waitFor();
        await page.locator('.ant-select', { has: page.getByRole('combobox', { name: /How often|频率/ }) }).click();
        await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item').first().waitFor();
        await timetableCard.screenshot({ path: name('cron-presets') });
        await page.keyboard.press('Escape');

        await page.goto(`${orgPath}/${mixed.id}?tab=history`);
        const rows = page.locator('tr.ant-table-row');
        await rows.first().waitFor();
        await rows.first().click();
        await page.locator('.ant-descriptions').first().waitFor();
        await page.screenshot({ path: name('history'), fullPage: true });

        await page.goto(orgPath);
        await page.locator('tr.ant-table-row').nth(3).waitFor({ timeout: 60_000 });
        await page.screenshot({ path: name('org-history'), fullPage: true });
        await page.context().close();
      }
    }
  }, 600_000);
});

async function screenshotPage(browser: Browser, locale: string, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({ locale, colorScheme, viewport: { width: 1440, height: 1000 }, reducedMotion: 'reduce' });
  return context.newPage();
}
