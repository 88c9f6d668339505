import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags keep it off this machine's closed network. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
    ],
  });

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and Content-Security-Policy violations seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserSession> {
  // Reduced motion: the app then draws no animations, so nothing is clicked while it still moves.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // What the page's CSP refused (an inline script or style, eval, a foreign origin): the app must need none.
  // The event also reports refusals the page caught, which Chromium does not log (a library probing eval).
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) errors.push(message.text());
  });
  return { context, page, errors };
}
