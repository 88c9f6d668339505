import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the built app (`npm run test:e2e` builds first); one server and one browser per
 * file, one file at a time: on the 2-core machines two Chromiums and two servers at once made locators time
 * out (the journeys pass alone), and a CI run that flakes does not land.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
