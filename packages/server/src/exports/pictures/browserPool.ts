import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { Logger } from 'pino';

/** Chromium's flags on a server: no sandbox (containers), no GPU, nothing that reaches out to the network. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-dev-shm-usage'];

export interface BrowserPoolOptions {
  executablePath: string;
  /** Pages drawn at once. */
  size: number;
  log: Logger;
}

/**
 * A small pool of Chromium pages for pictures of boards (issue 21): one browser, started on first use and
 * again if it dies, and at most `size` browser contexts at once — each picture gets a context of its own
 * (its own storage: a sign-in, a theme, a language never leak from one viewer to the next), closed after.
 */
export function createBrowserPool({ executablePath, size, log }: BrowserPoolOptions) {
  let browser: Promise<Browser> | undefined;
  let inUse = 0;
  const waiting: (() => void)[] = [];

  function launch(): Promise<Browser> {
    browser ??= import('playwright-core')
      .then(({ chromium }) => chromium.launch({ executablePath, args: CHROMIUM_ARGS }))
      .then((launched) => {
        launched.on('disconnected', () => {
          browser = undefined;
        });
        return launched;
      })
      .catch((error: unknown) => {
        browser = undefined;
        log.error({ err: error, executablePath }, 'Chromium could not be started for a picture');
        throw new Error(`Chromium could not be started (${executablePath}): install Debian's chromium package or set CHROMIUM_PATH`);
      });
    return browser;
  }

  async function slot(): Promise<() => void> {
    if (inUse >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    inUse += 1;
    return () => {
      inUse -= 1;
      waiting.shift()?.();
    };
  }

  return {
    /** Runs `work` in a fresh browser context with these options, closed after (whatever happens). */
    async withContext<T>(options: BrowserContextOptions, work: (context: BrowserContext) => Promise<T>): Promise<T> {
      const release = await slot();
      try {
        const context = await (await launch()).newContext(options);
        try {
          return await work(context);
        } finally {
          await context.close().catch(() => undefined);
        }
      } finally {
        release();
      }
    },

    async close(): Promise<void> {
      const running = browser;
      browser = undefined;
      await (await running?.catch(() => undefined))?.close().catch(() => undefined);
    },
  };
}

export type BrowserPool = ReturnType<typeof createBrowserPool>;
