import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@redbi/shared/domain';
import { startTestApp, type TestApp } from '../testing/testApp';

const appPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

describe('security headers', () => {
  let webDir: string;
  let test: TestApp;
  let byDefault: TestApp;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'redbi-web-'));
    await mkdir(join(webDir, 'assets'));
    await writeFile(join(webDir, 'index.html'), '<!doctype html><title>RedBI</title>');
    await writeFile(join(webDir, 'assets', 'app-123.js'), 'console.log(1)');
    test = await startTestApp('sqlite', { WEB_DIST_DIR: webDir, SHARE_FRAME_ANCESTORS: 'https://intranet.example.com  https://*.example.org:8443/' });
    byDefault = await startTestApp('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await test.close();
    await byDefault.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (url: string, app = test) => app.app.inject({ method: 'GET', url });

  it('frames app pages nowhere, on pages, assets and API answers alike', async () => {
    const answers = {
      'the index page': await get('/redBi/'),
      'a deep link': await get('/redBi/organizations/x/sources?tab=1'),
      'an asset': await get('/redBi/assets/app-123.js'),
      'a missing asset': await get('/redBi/assets/missing.js'),
      'an API answer': await get(`${API_PREFIX}/sys/info`),
      'an API refusal': await get(`${API_PREFIX}/users`),
      'an unknown API path': await get(`${API_PREFIX}/no/such/thing`),
      'a malformed URL': await get(`${API_PREFIX}/orgs/%E0%A4%A`),
      'the API documentation': await get('/redBi/api/docs/json'),
      'the redirect to the app': await get('/'),
    };
    expect(answers['the index page'].body).toContain('<title>RedBI</title>');
    expect(answers['an API refusal'].statusCode).toBe(401);
    for (const [what, response] of Object.entries(answers)) {
      expect(response.headers['content-security-policy'], what).toBe(appPolicy);
      expect(response.headers['x-frame-options'], what).toBe('DENY');
      expect(response.headers['x-content-type-options'], what).toBe('nosniff');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets share pages be framed where SHARE_FRAME_ANCESTORS allows, without a Referer', async () => {
    for (const url of ['/redBi/shareChart/abc', '/redBi/shareDashboard/abc?type=x', '/redBi/shareStoryPlayer/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>RedBI</title>');
      expect(response.headers['content-security-policy'], url).toBe(
        appPolicy.replace("frame-ancestors 'none'", 'frame-ancestors https://intranet.example.com https://*.example.org:8443'),
      );
      // X-Frame-Options cannot name several sites: browsers that know frame-ancestors follow it alone.
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    // Only those paths: a page whose name merely starts alike is an app page.
    expect((await get('/redBi/shareChartsList')).headers['x-frame-options']).toBe('DENY');
  });

  it("lets share pages be framed by RedBI's own pages only, by default", async () => {
    const response = await get('/redBi/shareDashboard/abc', byDefault);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});
