import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, apiRoutes, buildPath } from '@redbi/shared/api';
import { API_PREFIX } from '@redbi/shared/domain';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

/** Bodies a careless or hostile client sends. Each must get a 4xx with a message, never a 500. */
const badBodies: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { user: null, username: ['a'], password: { $ne: '' }, name: 1e308, currentOrgId: { id: 1 } },
  { username: 'x'.repeat(100_000), password: 'y'.repeat(100_000), name: '\u0000\ud800', description: 'z'.repeat(10_000) },
];
const badParams = ['..', '%00', 'x'.repeat(500), '🙂', "' or 1=1 --"];

describe.each(backends)('bad input on every route, on %s', (backend) => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await startTestApp(backend, { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000', LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
    token = await setupAndLogin(test);
  });
  afterAll(() => test.close());

  // Logout takes no input; it would end the session the sweep needs, so it comes last.
  const requests = allRoutes()
    .filter(({ route }) => route !== apiRoutes.users.logout)
    .flatMap(({ group, name, route }) => {
      const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const paths = paramNames.length
        ? badParams.map((value) => buildPath(route.path, Object.fromEntries(paramNames.map((p) => [p, value]))))
        : [route.path];
      const bodies = route.method === 'GET' ? [undefined] : badBodies;
      return paths.flatMap((path) => bodies.map((body) => ({ label: `${group}.${name} ${route.method} ${path}`, route, path, body })));
    });

  it('answers 4xx with a message, or success, never 5xx', async () => {
    for (const { label, route, path, body } of requests) {
      const payload = body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
      const response = await test.call(route.method, `${path}?x=%ZZ&y[]=1`, { token, ...payload });
      expect(response.status, `${label} with ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
      if (response.status >= 400 && String(response.headers['content-type']).includes('json')) {
        expect(response.body.success, label).toBe(false);
        expect(response.body.message, label).toBeTruthy();
      }
    }
    // The session survived all of it; logout ignores a body it does not need.
    expect((await test.call('GET', '/users', { token })).status).toBe(200);
    const logout = await test.call('POST', '/users/logout', { token, payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(logout.status).toBe(200);
  });

  it('answers unknown methods and paths under the API in the envelope', async () => {
    const response = await test.app.inject({ method: 'PATCH', url: `${API_PREFIX}/users` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errCode: 'ROUTE_NOT_FOUND' });
  });
});
