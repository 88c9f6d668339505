import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type AppServer } from './appServer';
import { launchBrowser, openPage, type BrowserSession } from './browser';
import { setupThroughApi } from './journeySteps';

export interface Journey {
  server: AppServer;
  browser: Browser;
  session: BrowserSession;
}

/**
 * One built server (fresh data directory) and one browser page for the spec file that calls it, started
 * before its tests and stopped after them. `initialized`: run first-run setup for the owner through the API.
 */
export function useJourney(options: { initialized?: boolean; context?: BrowserContextOptions } = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    [journey.server, journey.browser] = await Promise.all([startAppServer(), launchBrowser()]);
    if (options.initialized) await setupThroughApi(journey.server);
    journey.session = await openPage(journey.browser, options.context);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
