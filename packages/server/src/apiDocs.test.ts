import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@redbi/shared/api';

const apiDoc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

describe('docs/api.md', () => {
  it('documents every route of the table with its method and auth', () => {
    for (const { route, group, name } of allRoutes()) {
      const row = apiDoc.split('\n').find((line) => line.startsWith(`| ${route.method} | \`${route.path}\` |`));
      expect(row, `${group}.${name}: ${route.method} ${route.path}`).toBeDefined();
      expect(row).toContain(`| ${route.auth} |`);
    }
  });
});
