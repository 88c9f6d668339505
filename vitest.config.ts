import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test`: every unit and integration test of the workspaces; browser journeys run by `npm run test:e2e`. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/charts', 'packages/server', 'packages/web'],
    // At least two files at a time: integration files mostly wait on their databases, and vitest's
    // default (CPUs - 1) runs one file at a time on a two-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
