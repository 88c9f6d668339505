import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
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

/** Multipart bodies a careless or hostile client (or a dropped connection) sends: errCode each must get. */
const boundary = 'RedBIbadInputBoundary';
const part = (headers: string) => `--${boundary}\r\n${headers}\r\n\r\n`;
const filePartHeaders = 'Content-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv';
const badMultipart: { label: string; body: string | Buffer; contentType?: string; errCode: string }[] = [
  { label: 'cut off in the file', body: `${part(filePartHeaders)}a,b\n1,2\n3,`, errCode: 'UPLOAD_MALFORMED' },
  { label: 'cut off in the part headers', body: `--${boundary}\r\nContent-Disposition: form-data; name="fi`, errCode: 'UPLOAD_MALFORMED' },
  { label: 'cut off after a field', body: `${part('Content-Disposition: form-data; name="note"')}hello\r\n${part(filePartHeaders)}a,b`, errCode: 'UPLOAD_MALFORMED' },
  { label: 'a wrong boundary', body: `--elsewhere\r\n${filePartHeaders}\r\n\r\na,b\r\n--elsewhere--\r\n`, errCode: 'UPLOAD_MALFORMED' },
  { label: 'no boundary declared', body: `${part(filePartHeaders)}a,b\r\n--${boundary}--\r\n`, contentType: 'multipart/form-data', errCode: 'UPLOAD_MALFORMED' },
  { label: 'an empty boundary', body: `--\r\n\r\n`, contentType: 'multipart/form-data; boundary=', errCode: 'UPLOAD_MALFORMED' },
  { label: 'a boundary too long', body: `--${'b'.repeat(300)}\r\n`, contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, errCode: 'UPLOAD_MALFORMED' },
  { label: 'bytes that are no multipart', body: Buffer.from([0, 1, 2, 255, 254, 13, 10, 45, 45]), errCode: 'UPLOAD_MALFORMED' },
  { label: 'a part without headers', body: `--${boundary}\r\n\r\na,b\r\n--${boundary}--\r\n`, errCode: 'FILE_REQUIRED' },
  { label: 'a field and no file', body: `${part('Content-Disposition: form-data; name="file"')}a,b\r\n--${boundary}--\r\n`, errCode: 'FILE_REQUIRED' },
  { label: 'only the closing boundary', body: `--${boundary}--\r\n`, errCode: 'FILE_REQUIRED' },
  { label: 'an empty body', body: '', errCode: 'FILE_REQUIRED' },
  { label: 'no multipart at all', body: '{"file":"a,b"}', contentType: 'application/json', errCode: 'FILE_REQUIRED' },
];

describe.each(backends)('bad input on every route, on %s', (backend) => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await startTestApp(backend, { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '1000', LOGIN_MAX_ATTEMPTS_PER_IP: '1000' });
    token = await setupAndLogin(test);
  });
  afterAll(() => test.close());

  it('answers broken multipart bodies on every upload route with 400 and a message, and keeps nothing of them', async () => {
    const orgId = ((await test.call('GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
    const source = await test.call('POST', `/orgs/${orgId}/sources`, { token, body: { isFolder: false, name: 'Bad uploads', type: 'file' } });
    const knownParams: Record<string, string> = { orgId, sourceId: (source.body.data as { id: string }).id };
    const uploadRoutes = allRoutes().filter(({ route }) => route.multipart);
    expect(uploadRoutes.map(({ group, name }) => `${group}.${name}`)).toEqual(expect.arrayContaining(['users.uploadAvatar', 'orgs.uploadAvatar', 'sources.upload']));
    for (const { group, name, route } of uploadRoutes) {
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, param = '']) => [param, knownParams[param]]));
      expect(Object.values(params), `a value for each parameter of ${group}.${name}`).not.toContain(undefined);
      for (const { label, body, contentType, errCode } of badMultipart) {
        const response = await test.call(route.method, buildPath(route.path, params as Record<string, string>), {
          token,
          payload: body,
          headers: { 'content-type': contentType ?? `multipart/form-data; boundary=${boundary}` },
        });
        expect(response.status, `${group}.${name} with ${label}: ${JSON.stringify(response.body)}`).toBe(400);
        expect(response.body, `${group}.${name} with ${label}`).toMatchObject({ success: false, errCode });
        expect(response.body.message, `${group}.${name} with ${label}`).toBeTruthy();
      }
    }
    // Nothing of a broken upload stays on disk.
    expect(await readdir(join(test.dataDir, 'uploads')).catch(() => [])).toEqual([]);
    expect((await test.call('GET', '/users', { token })).status).toBe(200);
  });

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
    // Every route with every bad body, one after another: several seconds alone, more beside other files.
  }, 90_000);

  it('answers unknown methods and paths under the API in the envelope', async () => {
    const response = await test.app.inject({ method: 'PATCH', url: `${API_PREFIX}/users` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errCode: 'ROUTE_NOT_FOUND' });
  });
});
