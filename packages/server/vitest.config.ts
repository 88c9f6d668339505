import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Integration files each create their own databases; hashing passwords is CPU-bound.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
