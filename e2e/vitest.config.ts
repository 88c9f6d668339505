import { defineConfig } from 'vitest/config';

/** Browser journeys against the built app (`npm run test:e2e` builds first); one server and one browser per file. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
