import type { Browser, Page, Request } from 'playwright-core';
import { openPage, type BrowserSession } from './browser';

/** The data calls a share page made (…/shares/:token/dashboards/:id/data and …/charts/:id/data), with their share session header. */
export function recordShareDataPosts(page: Page): { posts: { url: string; session: string | undefined }[] } {
  const posts: { url: string; session: string | undefined }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && /\/shares\/[^/]+\/(dashboards|charts)\/[\w-]+\/data$/.test(new URL(request.url()).pathname)) {
      posts.push({ url: request.url(), session: request.headers()['x-share-session'] });
    }
  });
  return { posts };
}

/** A browser context of its own: an outsider with no session of the app. */
export const outsider = (browser: Browser, viewport = { width: 1280, height: 1800 }): Promise<BrowserSession> => openPage(browser, { viewport });

/** The scripts a page fetched, by path. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}
