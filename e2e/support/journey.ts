import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { freePort, startAppServer, type AppServer } from './appServer';
import { launchBrowser, openPage, type BrowserSession } from './browser';
import { setupThroughApi } from './journeySteps';

export interface Journey {
  server: AppServer;
  browser: Browser;
  session: BrowserSession;
}

export interface JourneyOptions {
  /** Run first-run setup for the owner through the API. */
  initialized?: boolean;
  context?: BrowserContextOptions;
  /** Environment for the server, computed once its port (and so its PUBLIC_URL) is known. */
  env?: (port: number) => Promise<Record<string, string>> | Record<string, string>;
}

/**
 * One built server (fresh data directory) and one browser page for the spec file that calls it, started
 * before its tests and stopped after them.
 */
export function useJourney(options: JourneyOptions = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    const port = await freePort();
    const env = (await options.env?.(port)) ?? {};
    [journey.server, journey.browser] = await Promise.all([startAppServer(env, port), launchBrowser()]);
    if (options.initialized) await setupThroughApi(journey.server);
    journey.session = await openPage(journey.browser, options.context);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}
