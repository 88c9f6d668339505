import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built app (`npm run test:e2e` builds first); one server and one browser per
 * file, one file at a time: on the 2-core machines two Chromiums and two servers at once made locators time
 * out (the journeys pass alone), and a CI run that flakes does not land. In CI a failed journey is tried once
 * more (as Playwright's own runner advises for CI); the default reporter still names every retried test, so a
 * flake is seen and fixed, but one slow moment on a loaded machine does not throw away a whole run.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    // budgets/: checks of the built app that need no browser (the login page's JavaScript).
    include: ['journeys/**/*.spec.ts', 'budgets/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
    retry: process.env.CI ? 1 : 0,
  },
});
