import Fastify from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@redbi/shared/api';
import { API_PREFIX } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { startTestApp, type TestApp } from '../testing/testApp';
import { registerErrorHandling } from './errorHandler';
import { registerRequestContext } from './requestContext';

describe('HTTP server', () => {
  let test: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'redbi-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>RedBI</title>');
    await writeFile(join(webDir, 'share.html'), '<!doctype html><title>RedBI share</title>');
    await writeFile(join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    test = await startTestApp('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await test.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('redirects / to the web app', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/redBi/');
  });

  it('answers every page path with index.html so that deep links reload', async () => {
    for (const url of ['/redBi/', '/redBi/login', '/redBi/organizations/x/sources?tab=1', '/redBi']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>RedBI</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the share pages (and the further public share routes) with the light share.html', async () => {
    for (const url of ['/redBi/shareDashboard/tok_123-abc', '/redBi/shareChart/tok?x=1', '/redBi/shareStoryPlayer/tok', '/redBi/shareHistory']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>RedBI share</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/redBi/shares')).body).toContain('<title>RedBI</title>');
  });

  it('serves hashed assets with long caching and 404s missing files', async () => {
    const asset = await get('/redBi/assets/app-123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/redBi/assets/missing.js')).statusCode).toBe(404);
  });

  it('answers unknown API paths in the envelope, not with the page', async () => {
    const response = await get(`${API_PREFIX}/no/such/thing`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      errCode: 'ROUTE_NOT_FOUND',
      message: 'There is no API endpoint GET /redBi/api/v1/no/such/thing',
    });
  });

  it('refuses unreadable bodies with 4xx, never 500', async () => {
    const badJson = await test.call('POST', '/users/login', { payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(badJson.status).toBe(400);
    expect(badJson.body.errCode).toBe('MALFORMED_REQUEST');
    const wrongType = await test.call('POST', '/users/login', { payload: 'x', headers: { 'content-type': 'application/xml' } });
    expect(wrongType.status).toBe(415);
    const huge = await test.call('POST', '/users/login', {
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    const noBody = await test.call('POST', '/users/login');
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Request is required');
    const poisoned = await test.call('POST', '/users/login', {
      payload: '{"username":"a","password":"b","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(poisoned.status).toBe(400);
  });

  it('treats an empty JSON body as no body, as clients send it on bodyless POSTs', async () => {
    await test.call('POST', '/sys/setup', { body: { user: { username: 'u', email: 'u@example.com', password: 'secret1' } } });
    const { token } = await test.call('POST', '/users/login', { body: { username: 'u', password: 'secret1' } });
    const logout = await test.call('POST', '/users/logout', { token, payload: '', headers: { 'content-type': 'application/json' } });
    expect(logout.status).toBe(200);
    const emptyLogin = await test.call('POST', '/users/login', { payload: '', headers: { 'content-type': 'application/json' } });
    expect(emptyLogin.status).toBe(400);
    expect(emptyLogin.body.message).toBe('Request is required');
  });

  it('publishes an OpenAPI document with every route of the table', async () => {
    const response = await get('/redBi/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const { route } of allRoutes()) {
      const path = `${API_PREFIX}${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    expect(JSON.stringify(document.paths[`${API_PREFIX}/users/login`])).toContain('password');
    expect((await get('/redBi/api/docs')).statusCode).toBeLessThan(400);
  });
});

describe('unexpected errors', () => {
  it('answer 500 with a request id and no stack trace', async () => {
    const app = Fastify({ logger: false });
    registerRequestContext(app);
    registerErrorHandling(app, { fileLimit: 1 });
    app.get('/boom', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const response = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'zh-CN' } });
    expect(response.statusCode).toBe(500);
    const body = response.json() as { errCode: string; message: string; requestId: string };
    expect(body.errCode).toBe('INTERNAL');
    expect(body.requestId).toBeTruthy();
    expect(body.message).toContain(body.requestId);
    expect(body.message).toContain('服务器出错');
    expect(response.body).not.toContain('secret internals');
    await app.close();
  });
});

describe('validation errors raised by the shared core', () => {
  it('answer their field messages translated, like the request schema', async () => {
    const app = Fastify({ logger: false });
    registerRequestContext(app);
    registerErrorHandling(app, { fileLimit: 1 });
    app.get('/empty-sql', async () => {
      throw new AppError('VALIDATION', { messageKey: 'validation.sqlEmpty', details: { script: 'validation.sqlEmpty' } });
    });
    const response = await app.inject({ method: 'GET', url: '/empty-sql', headers: { 'accept-language': 'zh-CN' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errCode: 'VALIDATION', message: 'SQL 语句不能为空', data: { script: 'SQL 语句不能为空' } });
    await app.close();
  });
});
