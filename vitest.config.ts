import { defineConfig } from 'vitest/config';

/** `npm test`: every unit and integration test of the workspaces; browser journeys run by `npm run test:e2e`. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/charts', 'packages/server', 'packages/web'],
  },
});
