import { describe, expect, it } from 'vitest';
import { buildPath } from './defineRoute';
import { allRoutes } from './routeTable';

describe('route table', () => {
  it('has unique method + path pairs and paths in the API prefix style', () => {
    const keys = allRoutes().map(({ route }) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { route } of allRoutes()) expect(route.path).toMatch(/^\/[a-z]/);
  });

  it('declares every path parameter in its params schema', () => {
    for (const { route, name } of allRoutes()) {
      const declared = Object.keys(route.params?.shape ?? {}).sort();
      const used = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      expect(declared, name).toEqual(used);
    }
  });

  it('builds paths with encoded parameters', () => {
    expect(buildPath('/orgs/:orgId/members/:id', { orgId: 'a b', id: 3 })).toBe('/orgs/a%20b/members/3');
    expect(() => buildPath('/orgs/:orgId')).toThrow('Missing path parameter orgId');
  });
});
