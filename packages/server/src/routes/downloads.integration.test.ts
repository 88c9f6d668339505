import BetterSqlite3 from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { DownloadLink, DownloadTask, ShareLink } from '@redbi/shared/domain';
import { API_PREFIX, SHARE_CLIENT_ID_HEADER, SHARE_SESSION_HEADER } from '@redbi/shared/domain';
import type * as ServicesModule from '../services';
import type { Services } from '../services';
import type { ServiceContext } from '../services/serviceContext';
import { backends, testClock, type CallResult } from '../testing/testApp';
import { regionChartConfig, startVizWorld, type VizWorld } from './vizHandlersFixtures';

/** The services each app of this file composed (the composition root is wrapped, not changed). */
const composed = vi.hoisted(() => [] as Services[]);
vi.mock('../services', async (importOriginal) => {
  const original = await importOriginal<typeof ServicesModule>();
  return {
    ...original,
    createServices(ctx: ServiceContext) {
      const services = original.createServices(ctx);
      composed.push(services);
      return services;
    },
  };
});

type Member = { id: string; token: string };

/** A link's path and query under the API prefix, as the test app's calls take it. */
const pathOf = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname.slice(API_PREFIX.length)}${parsed.search}`;
};

/** Parses a CSV of this file's exports (quoted fields, CRLF lines, a BOM first). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/**
 * Downloads (issue 21) on the real routes: Download checked on the server for every submission (and the
 * job), tasks made by the background runner into files served to their submitter alone through one-minute
 * links, the viewer's row permissions applied (rows follow sales_region: the North role sees the north),
 * retry, cancel, removal and expiry; through a share only when the sharer allowed downloads, per client id.
 */
describe.each(backends)('downloads, on %s', (backend) => {
  const clock = testClock(new Date());
  let world: VizWorld;
  let services: Services;
  let folderId: string;
  let chartId: string;
  let dashboardId: string;
  /** In the North role, with View and Download on the folder. */
  let dora: Member;
  /** View only on the folder. */
  let vic: Member;

  const submit = (body: Record<string, unknown>, token = dora.token) => world.test.call('POST', '/download/submit/task', { body, token });
  const tasksOf = async (token = dora.token): Promise<DownloadTask[]> => (await world.test.call('GET', '/download/tasks', { token })).body.data as DownloadTask[];
  /** Waits for the background job to finish the task (the list is read as the web page polls it). */
  async function finished(taskId: string, token = dora.token): Promise<DownloadTask> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const task = (await tasksOf(token)).find((candidate) => candidate.id === taskId);
      if (task && task.status !== 'created') return task;
      if (Date.now() > deadline) throw new Error(`task ${taskId} still ${task?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  /** A made task's file, fetched as a browser would: a link asked for, then followed without headers. */
  async function fileOf(taskId: string, token = dora.token): Promise<CallResult> {
    const link = (await world.test.call('POST', `/download/tasks/${taskId}/link`, { token })).body.data as DownloadLink;
    return world.test.call('GET', pathOf(link.url));
  }
  const made = async (body: Record<string, unknown>, token = dora.token) => {
    const response = await submit(body, token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const task = await finished((response.body.data as DownloadTask).id, token);
    expect(task.status, task.error ?? '').toBe('done');
    return { task, file: await fileOf(task.id, token) };
  };

  beforeAll(async () => {
    const before = composed.length;
    world = await startVizWorld(backend, { now: clock.now });
    services = composed[before] as Services;
    folderId = (await world.folder('Downloads')).id;
    chartId = (await world.chart('Regions', { parentId: folderId, config: regionChartConfig({ sections: { dimensions: [{ uid: 'd_region', column: 'region', type: 'string', alias: 'Région 区域', sort: { order: 'ASC' } }], metrics: [{ uid: 'm_amount', column: 'amount', type: 'numeric', aggregate: 'SUM', alias: 'Amount' }] } }) })).id;
    dashboardId = (
      await world.ok('POST', '/dashboards', {
        name: 'Board',
        parentId: folderId,
        config: {
          layout: 'auto',
          widgets: [
            { id: 'linked', name: 'linked', type: 'chart', config: { chartId } },
            { id: 'private', name: 'Margins', type: 'privateChart', config: { viewId: world.viewId, chart: regionChartConfig({ sections: { dimensions: [{ uid: 'd', column: 'region', type: 'string' }], metrics: [{ uid: 'm', column: 'margin', type: 'numeric', aggregate: 'SUM' }] } }) } },
          ],
        },
      })
    ).id;
    for (const id of [chartId, dashboardId]) await world.ok('POST', `/vizs/${id}/publish`);
    dora = await world.viewer('dora', [{ resourceId: folderId, privileges: ['view', 'download'] }], [world.northRoleId]);
    vic = await world.viewer('vic', [{ resourceId: folderId, privileges: ['view'] }]);
  });
  afterAll(() => world?.close());

  it('refuses a member without Download (403) and one who cannot see the resource (404), before any task is made', async () => {
    expect((await submit({ vizType: 'chart', vizId: chartId, format: 'csv' }, vic.token)).status).toBe(403);
    const stranger = await world.api.member('stan');
    expect((await submit({ vizType: 'dashboard', vizId: dashboardId, format: 'xlsx' }, stranger.token)).status).toBe(404);
    expect((await submit({ vizType: 'chart', vizId: 'nothing-here', format: 'png' })).status).toBe(404);
    expect(await tasksOf(vic.token)).toEqual([]);
  });

  it('makes a chart’s CSV with the viewer’s rows and the chart’s headers, served by a one-minute link', async () => {
    const { task, file } = await made({ vizType: 'chart', vizId: chartId, format: 'csv' });
    expect(task).toMatchObject({ name: 'Regions.csv', format: 'csv', status: 'done', rows: 1 });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Regions.csv");
    // Dora is in North: her rows are the north's, whatever the owner sees.
    expect(csvRows(file.raw.toString('utf8'))).toEqual([
      ['Région 区域', 'Amount'],
      ['north', '300'],
    ]);
    expect((await tasksOf()).find((candidate) => candidate.id === task.id)?.status).toBe('downloaded');
  });

  it('makes a dashboard’s Excel: a sheet per chart, only the chosen ones when asked', async () => {
    const { file } = await made({ vizType: 'dashboard', vizId: dashboardId, format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['linked', 'Margins']);
    const linked = workbook.getWorksheet('linked');
    expect(linked?.getRow(1).values).toEqual([undefined, 'Région 区域', 'Amount']);
    expect(linked?.getRow(2).values).toEqual([undefined, 'north', 300]);
    const chosen = await made({ vizType: 'dashboard', vizId: dashboardId, format: 'xlsx', widgetIds: ['private'] });
    const only = new ExcelJS.Workbook();
    await only.xlsx.load(chosen.file.raw as unknown as ArrayBuffer);
    expect(only.worksheets.map((sheet) => sheet.name)).toEqual(['Margins']);
    expect((await submit({ vizType: 'dashboard', vizId: dashboardId, format: 'csv', widgetIds: ['nowhere'] })).status).toBe(400);
  });

  it('makes a storyboard’s Excel: its pages’ charts in order, every row however long the chart’s page', async () => {
    const detail = await world.chart('Detail', {
      parentId: folderId,
      config: regionChartConfig({ aggregation: false, pageSize: 2, sections: { dimensions: [{ uid: 'r', column: 'region', type: 'string', sort: { order: 'DESC' } }], metrics: [{ uid: 'a', column: 'amount', type: 'numeric', format: { kind: 'currency', currency: 'EUR' } }] } }),
    });
    const story = await world.ok('POST', '/storyboards', {
      name: 'Story',
      config: {
        pages: [
          { id: 'p1', kind: 'chart', vizId: detail.id, name: 'Detail page' },
          { id: 'p2', kind: 'dashboard', vizId: dashboardId, name: 'Board page' },
        ],
      },
    });
    const { task, file } = await made({ vizType: 'storyboard', vizId: story.id, format: 'xlsx' }, world.api.token);
    expect(task).toMatchObject({ name: 'Story.xlsx', rows: 4 + 3 + 3 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Detail', 'linked', 'Margins']);
    const sheet = workbook.getWorksheet('Detail')!;
    // Detail rows (aggregation off), all four though the chart shows two a page, in the chart's order.
    const rows = [2, 3, 4, 5].map((row) => sheet.getRow(row).values as unknown[]);
    expect(rows.map((row) => row[1])).toEqual(['south', 'north', 'north', 'east']);
    expect(rows.map((row) => row[2]).sort()).toEqual([100, 200, 300, 400]);
    expect(sheet.getCell('B2').numFmt).toBe('"€"#,##0.00');
  });

  it('draws a chart as PNG and as a one-page PDF', async () => {
    const png = (await made({ vizType: 'chart', vizId: chartId, format: 'png', width: 800, theme: 'dark', locale: 'zh' })).file;
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.raw.subarray(1, 4).toString('latin1')).toBe('PNG');
    const pdf = (await made({ vizType: 'chart', vizId: chartId, format: 'pdf' })).file;
    expect(pdf.raw.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((await PDFDocument.load(pdf.raw)).getPageCount()).toBe(1);
  });

  it('keeps tasks to their submitter: another member’s list, file, link, cancel and removal see nothing', async () => {
    const { task } = await made({ vizType: 'chart', vizId: chartId, format: 'csv' });
    const other = await world.viewer('otto', [{ resourceId: folderId, privileges: ['view', 'download'] }]);
    expect(await tasksOf(other.token)).toEqual([]);
    for (const [method, path] of [
      ['GET', `/download/files/${task.id}`],
      ['POST', `/download/tasks/${task.id}/link`],
      ['POST', `/download/tasks/${task.id}/cancel`],
      ['POST', `/download/tasks/${task.id}/retry`],
      ['DELETE', `/download/tasks/${task.id}`],
    ] as const) {
      expect((await world.test.call(method, path, { token: other.token })).status, `${method} ${path}`).toBe(404);
    }
    expect((await world.test.call('GET', '/download/link?ticket=not-a-ticket-at-all')).status).toBe(404);
  });

  it('fails a task with the database’s own message, and makes it again on retry once the cause is gone', async () => {
    const file = join(world.test.dataDir, 'databases', 'shop.sqlite');
    const view = await world.api.createView({ name: 'Flaky', sourceId: world.sourceId, script: 'SELECT region, amount FROM flaky', model: { columns: [{ name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] } });
    const db = new BetterSqlite3(file);
    db.exec("CREATE TABLE flaky (region TEXT, amount NUMERIC); INSERT INTO flaky VALUES ('x', 1)");
    db.close();
    const chart = await world.chart('Flaky chart', { parentId: folderId, viewId: view.id });
    await world.ok('POST', `/vizs/${chart.id}/publish`);
    const drop = new BetterSqlite3(file);
    drop.exec('DROP TABLE flaky');
    drop.close();
    const failed = await finished(((await submit({ vizType: 'chart', vizId: chart.id, format: 'csv' })).body.data as DownloadTask).id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toContain('no such table: flaky');
    expect(failed.error).not.toContain(world.test.dataDir);
    const again = new BetterSqlite3(file);
    again.exec("CREATE TABLE flaky (region TEXT, amount NUMERIC); INSERT INTO flaky VALUES ('x', 1)");
    again.close();
    expect((await world.test.call('POST', `/download/tasks/${failed.id}/retry`, { token: dora.token })).status).toBe(200);
    expect((await finished(failed.id)).status).toBe('done');
  });

  it('cancels a task being made (it fails as cancelled, no file), and removes a task with its file', async () => {
    const task = (await submit({ vizType: 'chart', vizId: chartId, format: 'xlsx' })).body.data as DownloadTask;
    const cancelled = (await world.test.call('POST', `/download/tasks/${task.id}/cancel`, { token: dora.token })).body.data as DownloadTask;
    if (cancelled.status === 'failed') {
      expect(cancelled.error).toBe('CANCELLED');
      expect((await world.test.call('POST', `/download/tasks/${task.id}/link`, { token: dora.token })).body.errCode).toBe('DOWNLOAD_NOT_READY');
    }
    const { task: done } = await made({ vizType: 'chart', vizId: chartId, format: 'csv' });
    const dir = join(world.test.dataDir, 'downloads');
    expect((await readdir(dir)).some((name) => name.startsWith(done.id))).toBe(true);
    expect((await world.test.call('DELETE', `/download/tasks/${done.id}`, { token: dora.token })).status).toBe(200);
    expect((await readdir(dir)).some((name) => name.startsWith(done.id))).toBe(false);
    expect((await tasksOf()).some((candidate) => candidate.id === done.id)).toBe(false);
  });

  it('removes tasks and files once they expire (DOWNLOAD_KEEP_DAYS)', async () => {
    const { task } = await made({ vizType: 'chart', vizId: chartId, format: 'csv' });
    const path = join(world.test.dataDir, 'downloads', `${task.id}.csv`);
    expect(existsSync(path)).toBe(true);
    clock.advance(8 * 24 * 60);
    try {
      expect(await services.downloads.removeEnded()).toBeGreaterThan(0);
    } finally {
      clock.advance(-8 * 24 * 60);
    }
    expect(existsSync(path)).toBe(false);
    expect((await tasksOf()).some((candidate) => candidate.id === task.id)).toBe(false);
  });

  describe('through a share', () => {
    const shareCall = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) =>
      world.test.call(method, path, { headers, ...(body === undefined ? {} : { body }) });
    async function opened(settings: Record<string, unknown>) {
      const link = (await world.ok('POST', '/shares', { vizType: 'dashboard', vizId: dashboardId, ...settings })) as unknown as ShareLink;
      const open = await world.test.call('POST', `/shares/${link.token}/open`, { body: {} });
      return { link, session: (open.body.data as { session: string }).session };
    }

    it('refuses downloads the sharer did not allow, and needs the page’s client id', async () => {
      const { link, session } = await opened({ allowDownload: false });
      const refused = await shareCall('POST', `/shares/${link.token}/downloads`, { [SHARE_SESSION_HEADER]: session, [SHARE_CLIENT_ID_HEADER]: 'client-a' }, { format: 'csv' });
      expect(refused.body.errCode).toBe('SHARE_DOWNLOAD_REFUSED');
      const allowed = await opened({ allowDownload: true });
      const noClient = await shareCall('POST', `/shares/${allowed.link.token}/downloads`, { [SHARE_SESSION_HEADER]: allowed.session }, { format: 'csv' });
      expect(noClient.status).toBe(400);
    });

    it('makes the share’s data with its data permission, for its client id only; revoking ends the file', async () => {
      const { link, session } = await opened({ allowDownload: true });
      const as = (client: string) => ({ [SHARE_SESSION_HEADER]: session, [SHARE_CLIENT_ID_HEADER]: client });
      const submitted = await shareCall('POST', `/shares/${link.token}/downloads`, as('client-a'), { format: 'csv', widgetIds: ['linked'] });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      const taskId = (submitted.body.data as DownloadTask).id;
      let task: DownloadTask | undefined;
      for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 25))) {
        task = ((await shareCall('GET', `/shares/${link.token}/downloads`, as('client-a'))).body.data as DownloadTask[]).find((candidate) => candidate.id === taskId);
        if (task?.status !== 'created') break;
      }
      expect(task?.status, task?.error ?? '').toBe('done');
      expect((await shareCall('GET', `/shares/${link.token}/downloads`, as('client-b'))).body.data).toEqual([]);
      expect((await shareCall('POST', `/shares/${link.token}/downloads/${taskId}/link`, as('client-b'))).status).toBe(404);
      const url = ((await shareCall('POST', `/shares/${link.token}/downloads/${taskId}/link`, as('client-a'))).body.data as DownloadLink).url;
      const file = await world.test.call('GET', pathOf(url));
      // The sharer is the owner: every region.
      expect(csvRows(file.raw.toString('utf8')).map(([region]) => region)).toEqual(['Région 区域', 'east', 'north', 'south']);
      expect(await world.test.countRows('download_tasks', 'share_id', link.share.id)).toBe(1);
      await world.ok('DELETE', `/shares/${link.share.id}`);
      expect((await world.test.call('GET', pathOf(url))).status).toBe(404);
      await services.downloads.removeEnded();
      expect(await world.test.countRows('download_tasks', 'share_id', link.share.id)).toBe(0);
    });
  });
});
