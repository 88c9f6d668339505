import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Whole pages render and are driven here, two test files at a time on a two-core machine.
    testTimeout: 20_000,
  },
});
