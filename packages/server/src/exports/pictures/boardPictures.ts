import { writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { BASE_PATH, sharePagePaths, type DownloadState } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { ServiceContext } from '../../services/serviceContext';
import { storedConfigOf } from '../../services/storyboards/storyboardRecords';
import type { ExportProgress, ExportTarget, ExportViewer, MadeFile, PictureMaker } from '../exportTypes';
import type { BrowserPool } from './browserPool';
import { DEFAULT_PICTURE_WIDTH, drawChartPng, pdfOfPngs, type ChartDrawingDeps } from './chartPictures';
import { zipOf } from './zipOf';

/** The browser storage keys the app reads (packages/web/src/storageKeys.ts) and the render state's. */
const STORAGE = { token: 'AUTHORIZATION_TOKEN', theme: 'THEME', locale: 'LOCALE', renderState: 'REDBI_RENDER_STATE' } as const;
/** How long a board may take to paint every widget before its picture fails, naming the widgets left. */
export const BOARD_PAINT_TIMEOUT_MS = 60_000;
/** The height a board is first laid out at; the picture then takes the board's whole height. */
const FIRST_HEIGHT = 900;

export interface BoardPicturesDeps extends ChartDrawingDeps {
  pool: BrowserPool;
  /** Where this process reaches the app's pages, asked when a picture is made (RENDER_URL, else this node's own address, else PUBLIC_URL). */
  appUrl: () => string;
  /** A sign-in of the member for the page, ended when the picture is taken. */
  signIn(userId: string): Promise<{ token: string; end(): Promise<void> }>;
  paintTimeoutMs?: number;
}

/** One page of what is drawn: a dashboard (in the browser) or a chart (on the server), with its name (a storyboard's page: its id). */
interface PicturePage {
  kind: 'dashboard' | 'chart';
  vizId: string;
  name: string;
  pageId?: string;
}

/** What the browser context starts with: the viewer's theme and language, and their sign-in. */
function contextOptions(target: ExportTarget): BrowserContextOptions {
  const { theme, locale, width = DEFAULT_PICTURE_WIDTH } = target.options;
  return { viewport: { width, height: FIRST_HEIGHT }, deviceScaleFactor: 1, colorScheme: theme, locale: locale === 'zh' ? 'zh-CN' : 'en-US', reducedMotion: 'reduce' };
}

/** Waits until the board says every widget has painted; otherwise fails naming those that did not. */
async function painted(page: Page, timeoutMs: number): Promise<void> {
  try {
    await page.waitForSelector('[data-board-painted="true"]', { timeout: timeoutMs, state: 'attached' });
  } catch {
    const unfinished = await page
      .$$eval('[data-widget-id]', (frames) => frames.filter((frame) => frame.getAttribute('data-widget-painted') !== 'true').map((frame) => frame.getAttribute('aria-label') || frame.getAttribute('data-widget-id') || '?'))
      .catch(() => [] as string[]);
    const error = await page.$eval('[role="alert"]', (alert) => alert.textContent ?? '').catch(() => '');
    throw new Error(
      unfinished.length > 0
        ? `These widgets did not finish drawing within ${timeoutMs / 1000} s: ${unfinished.join(', ')}`
        : `The dashboard did not finish drawing within ${timeoutMs / 1000} s${error ? `: ${error}` : ''}`,
    );
  }
}

/**
 * Pictures of dashboards and storyboards (issue 21) as the viewer sees them: a dashboard is opened by
 * Chromium in its render mode (…?render=1; through a share, the share page's), signed in as the viewer for
 * that picture only (a session ended with it), in their theme
 * and language, with the state the download carries (controller values, linkage, drill: the render page
 * reads it from session storage), and taken once the board says every widget has painted — never a fixed
 * wait, never a spinner; past the timeout the task fails naming the widgets that did not finish. A
 * storyboard is its pages in order: dashboard pages drawn so, chart pages drawn on the server; as PDF one
 * page per storyboard page, as PNG a zip of one image per page.
 */
export function createBoardPictures(ctx: Pick<ServiceContext, 'store'>, deps: BoardPicturesDeps): PictureMaker {
  const timeoutMs = deps.paintTimeoutMs ?? BOARD_PAINT_TIMEOUT_MS;

  async function pagesOf(target: ExportTarget): Promise<PicturePage[]> {
    if (target.vizType === 'dashboard') return [{ kind: 'dashboard', vizId: target.vizId, name: target.name }];
    const row = await ctx.store.storyboards.find(target.vizId);
    if (!row) throw new AppError('NOT_FOUND', { params: { resource: 'storyboard' } });
    return storedConfigOf(row).pages.map((page) => ({ kind: page.kind, vizId: page.vizId, name: page.name, pageId: page.id }));
  }

  /**
   * Where the page is drawn and how it gets in: a member's dashboard in the app's render mode, signed in as
   * them; a share's dashboard (or a storyboard share's dashboard page) on the share page in render mode,
   * with the link's access code (CODE) or signed in as its viewer (LOGIN).
   */
  async function entryOf(target: ExportTarget, viewer: ExportViewer, page: PicturePage) {
    const { picture } = viewer;
    if (picture.kind === 'member') {
      return { url: `${deps.appUrl()}${BASE_PATH}/organizations/${target.orgId}/vizs/${page.vizId}?render=1`, userId: picture.userId, session: {} };
    }
    const path = target.vizType === 'storyboard' ? `${sharePagePaths.storyboard}/${picture.token}?render=1&page=${encodeURIComponent(page.pageId ?? '')}` : `${sharePagePaths.dashboard}/${picture.token}?render=1`;
    return { url: `${deps.appUrl()}${BASE_PATH}${path}`, userId: picture.viewerUserId, session: picture.code ? { [`SHARE_CODE:${picture.token}`]: picture.code } : {} };
  }

  /** A dashboard in render mode, signed in when its entry says so; its PNG or PDF bytes. */
  async function drawDashboard(target: ExportTarget, viewer: ExportViewer, page: PicturePage, format: 'png' | 'pdf'): Promise<Buffer> {
    const entry = await entryOf(target, viewer, page);
    const signedIn = entry.userId ? await deps.signIn(entry.userId) : undefined;
    try {
      return await deps.pool.withContext(contextOptions(target), async (context) => {
        if (signedIn) await context.addCookies([{ name: STORAGE.token, value: encodeURIComponent(signedIn.token), url: deps.appUrl() }]);
        const state: DownloadState = target.options.state;
        // Before the app's own scripts: its sign-in, theme and language, and the state the render page applies.
        const storage = { ...(signedIn ? { [STORAGE.token]: signedIn.token } : {}), [STORAGE.theme]: target.options.theme, [STORAGE.locale]: target.options.locale };
        const session = { ...entry.session, [STORAGE.renderState]: JSON.stringify(state) };
        await context.addInitScript({
          content: `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);
for (const [key, value] of Object.entries(${JSON.stringify(session)})) sessionStorage.setItem(key, value);`,
        });
        const tab = await context.newPage();
        await tab.goto(entry.url);
        await painted(tab, timeoutMs);
        const height = await tab.$eval('[data-board-painted="true"]', (board) => Math.ceil(Math.max(board.scrollHeight, board.getBoundingClientRect().height)));
        const width = target.options.width ?? DEFAULT_PICTURE_WIDTH;
        await tab.setViewportSize({ width, height: Math.max(height, 200) });
        if (format === 'png') return tab.screenshot({ fullPage: true, type: 'png' });
        return tab.pdf({ width: `${width}px`, height: `${Math.max(height, 200)}px`, printBackground: true, pageRanges: '1' });
      });
    } finally {
      await signedIn?.end();
    }
  }

  async function drawPage(target: ExportTarget, viewer: ExportViewer, page: PicturePage, format: 'png' | 'pdf', run: ExportProgress): Promise<Buffer> {
    if (page.kind === 'dashboard') return drawDashboard(target, viewer, page, format);
    const { theme, locale, width = DEFAULT_PICTURE_WIDTH } = target.options;
    const png = await drawChartPng(deps, page.vizId, viewer.reader, { width, theme, locale, signal: run.signal });
    return format === 'png' ? png : Buffer.from(await pdfOfPngs(page.name, [png]));
  }

  return {
    vizTypes: ['dashboard', 'storyboard'],
    async write(target, viewer, file, run): Promise<MadeFile> {
      const format = target.options.format === 'pdf' ? 'pdf' : 'png';
      const pages = await pagesOf(target);
      const drawn: Buffer[] = [];
      for (const [index, page] of pages.entries()) {
        run.signal.throwIfAborted();
        drawn.push(await drawPage(target, viewer, page, format, run));
        run.progress((index + 1) / (pages.length + 1));
      }
      if (target.vizType === 'dashboard' || drawn.length === 1) {
        await writeFile(file, drawn[0] ?? Buffer.alloc(0));
        return format === 'png' ? { extension: 'png', contentType: 'image/png' } : { extension: 'pdf', contentType: 'application/pdf' };
      }
      if (format === 'pdf') {
        const merged = await PDFDocument.create();
        merged.setTitle(target.name);
        for (const bytes of drawn) {
          const source = await PDFDocument.load(bytes);
          for (const copied of await merged.copyPages(source, source.getPageIndices())) merged.addPage(copied);
        }
        await writeFile(file, await merged.save());
        return { extension: 'pdf', contentType: 'application/pdf' };
      }
      await zipOf(
        file,
        drawn.map((bytes, index) => ({ name: `${String(index + 1).padStart(2, '0')} ${pages[index]?.name ?? ''}.png`, bytes })),
      );
      return { extension: 'zip', contentType: 'application/zip' };
    },
    close: () => deps.pool.close(),
  };
}
