import type { ShareLink } from '@redbi/shared/domain';
import ExcelJS from 'exceljs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, boardRegion, sampleIds, type ApiAs, type SampleIds } from '../support/dashboards';
import { useJourney } from '../support/journey';
import { loginThroughApi } from '../support/journeySteps';
import { outsider } from '../support/shares';
import { login } from '../support/ui';

/** Where a journey's screenshots go when SCREENSHOTS_DIR is set (to be looked at), else nowhere. */
const shots = process.env.SCREENSHOTS_DIR;

/** The download list's row of a task, by its file's name; waits for it to say `status`. */
async function taskRow(list: Locator, name: string, status: RegExp): Promise<Locator> {
  const row = list.getByRole('listitem', { name }).first();
  await row.getByText(status).waitFor({ timeout: 60_000 });
  return row;
}

/** Clicks the row's download button and saves what the browser downloads. */
async function saveFrom(page: Page, row: Locator, name: string, dir: string): Promise<string> {
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${name}` }).click();
  const path = join(dir, name);
  await (await download).saveAs(path);
  return path;
}

/**
 * Issue 21's downloads from the viewer: the owner downloads the sample dashboard as Excel and as PNG, the
 * header's download list goes from processing to done, both files are fetched and opened (the Excel with
 * exceljs, the PNG checked and kept for a look); the same from a share that allows downloads.
 */
describe('downloads', () => {
  const journey = useJourney({ initialized: true, context: { viewport: { width: 1360, height: 1000 } } });
  let api: ApiAs;
  let sample: SampleIds;
  let dashboardId = '';
  let dir = '';

  it('downloads the sample dashboard as Excel and PNG from the viewer, through the download list', async () => {
    const { server, session } = journey;
    dir = await mkdtemp(join(tmpdir(), 'redbi-e2e-downloads-'));
    api = apiAs(server, (await loginThroughApi(server)).token);
    sample = await sampleIds(api);
    dashboardId = sample.vizs['Sample dashboard'] ?? '';
    const { page, errors } = session;
    await login(page, server.baseUrl, 'owner', 'secret1');
    await page.goto(`${server.baseUrl}/organizations/${sample.org}/vizs/${dashboardId}`);
    await boardRegion(page, 'Sample dashboard').waitFor();

    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Excel' }).click();
    const list = page.getByRole('tooltip').filter({ hasText: 'Downloads' });
    await list.waitFor();
    const excelRow = await taskRow(list, 'Sample dashboard.xlsx', /^Done$/);
    if (shots) await page.screenshot({ path: join(shots, 'download-list-en-light.png') });
    const excel = new ExcelJS.Workbook();
    await excel.xlsx.readFile(await saveFrom(page, excelRow, 'Sample dashboard.xlsx', dir));
    expect(excel.worksheets.map((sheet) => sheet.name)).toEqual(['Sales by genre', 'Sales by month', 'Sales by country', 'Top cities']);
    expect(excel.getWorksheet('Top cities')?.getRow(2).getCell(1).value).toBe('Prague');
    await taskRow(list, 'Sample dashboard.xlsx', /^Downloaded$/);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await page.getByRole('menuitem', { name: 'PNG image' }).click();
    const pngRow = await taskRow(list, 'Sample dashboard.png', /^Done$/);
    const png = await readFile(await saveFrom(page, pngRow, 'Sample dashboard.png', dir));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(50_000);
    if (shots) await page.screenshot({ path: join(shots, 'download-list-en-light-2.png') });
    expect(errors).toEqual([]);
    // A picture of the board is drawn by a browser on the server, once every widget has painted.
  }, 180_000);

  it('downloads a shared dashboard’s data from the share page when the sharer allowed it', async () => {
    const link = await api.call<ShareLink>('POST', `/orgs/${sample.org}/shares`, { vizType: 'dashboard', vizId: dashboardId, expiresAt: null, allowDownload: true });
    const { page, context, errors } = await outsider(journey.browser, { width: 1280, height: 900 });
    try {
      await page.goto(link.url.replace(new URL(link.url).origin, journey.server.origin));
      await boardRegion(page, 'Sample dashboard').waitFor();
      await page.getByRole('button', { name: 'Download', exact: true }).click();
      await page.getByRole('menuitem', { name: 'CSV' }).click();
      const list = page.getByRole('tooltip').filter({ hasText: 'Downloads' });
      const row = await taskRow(list, 'Sample dashboard.zip', /^Done$/);
      const zip = await readFile(await saveFrom(page, row, 'Sample dashboard.zip', dir));
      expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
      if (shots) await page.screenshot({ path: join(shots, 'share-download-list.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
