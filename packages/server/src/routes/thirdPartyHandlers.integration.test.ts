import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtProvider, startOidcProvider, type OidcTestProvider } from '../testing/oidcProvider';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

const PUBLIC_URL = 'http://redbi.test';
const callbackUrl = `${PUBLIC_URL}/redBi/api/v1/tpa/oauth2/acme/callback`;

describe.each(backends)('sign-in through an OpenID provider on %s', (backend) => {
  let provider: OidcTestProvider;
  let test: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider([callbackUrl]);
    provider.accounts.set('alice', { email: 'alice@example.com', email_verified: true, name: 'Alice A', preferred_username: 'alice' });
    provider.accounts.set('admin-at-idp', { email: 'ADMIN@example.com', email_verified: true, name: 'Admin', preferred_username: 'root' });
    provider.accounts.set('unverified', { email: 'mallory@example.com', email_verified: false, name: 'M', preferred_username: 'mallory' });
    test = await startTestApp(backend, { PUBLIC_URL, OAUTH2_CLIENTS: JSON.stringify([provider.clientConfig()]) });
    await setupAndLogin(test);
  });
  afterAll(async () => {
    await test?.close();
    await provider?.close();
  });

  /** The browser's trip: RedBI → provider (sign in, consent) → RedBI's callback → the /authorization page. */
  async function signIn(login: string, tamper?: (callback: URL) => void) {
    const start = await test.app.inject({ method: 'GET', url: '/redBi/api/v1/tpa/oauth2/acme/authorize' });
    expect(start.statusCode).toBe(302);
    const pendingCookie = start.cookies.find((cookie) => cookie.name === 'redbi_oauth2');
    const returned = await signInAtProvider(String(start.headers.location), login, PUBLIC_URL);
    tamper?.(returned);
    const callback = await test.app.inject({
      method: 'GET',
      url: returned.pathname + returned.search,
      headers: { 'accept-language': 'en-US', ...(pendingCookie ? { cookie: `redbi_oauth2=${pendingCookie.value}` } : {}) },
    });
    expect(callback.statusCode).toBe(302);
    return { start, location: new URL(String(callback.headers.location), PUBLIC_URL) };
  }

  const exchange = (code: string) => test.call('POST', '/tpa/oauth2/login', { body: { code } });

  it('lists the provider for the login page', async () => {
    const { body } = await test.call('GET', '/tpa/getOauth2Clients');
    expect(body.data).toEqual([{ name: 'Acme SSO', value: '/redBi/api/v1/tpa/oauth2/acme/authorize' }]);
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/redBi/api/v1/tpa/oauth2/acme/authorize' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'redbi',
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(param)).toBeTruthy();
    const cookie = start.cookies.find((c) => c.name === 'redbi_oauth2');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/redBi/api/v1/tpa/oauth2/' });
    // Sealed: the code verifier must not be readable, not even by the browser.
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
    expect(cookie?.value.split('.')).toHaveLength(5);
  });

  it('creates a user for a new verified e-mail, with a personal organisation, and logs them in once', async () => {
    const { location } = await signIn('alice');
    expect(location.pathname).toBe('/redBi/authorization');
    const code = location.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{40,}$/);
    const login = await exchange(code);
    expect(login.status).toBe(200);
    expect(login.token).toBeDefined();
    expect(login.body.data).toMatchObject({ username: 'alice', email: 'alice@example.com', name: 'Alice A' });
    const orgs = await test.call('GET', '/orgs', { token: login.token });
    expect(orgs.body.data).toEqual([expect.objectContaining({ name: "alice's Organization" })]);
    expect((await exchange(code)).body).toMatchObject({ errCode: 'OAUTH2_LOGIN_EXPIRED' });

    const again = await exchange((await signIn('alice')).location.searchParams.get('code') ?? '');
    expect((again.body.data as { id: string }).id).toBe((login.body.data as { id: string }).id);
  });

  it('links an existing user with the same verified e-mail', async () => {
    const { location } = await signIn('admin-at-idp');
    const login = await exchange(location.searchParams.get('code') ?? '');
    expect(login.body.data).toMatchObject({ username: 'admin', email: 'admin@example.com' });
  });

  it('refuses an e-mail the provider did not verify', async () => {
    const { location } = await signIn('unverified');
    expect(location.searchParams.get('error')).toBe(
      'The sign-in provider did not confirm an e-mail address, so no account can be linked to it',
    );
  });

  it('refuses a callback whose state does not match, or without the pending sign-in', async () => {
    const tampered = await signIn('alice', (callback) => callback.searchParams.set('state', 'forged'));
    expect(tampered.location.searchParams.get('error')).toBe(
      'The sign-in could not be verified (its state does not match), please start again',
    );
    const noCookie = await test.app.inject({ method: 'GET', url: '/redBi/api/v1/tpa/oauth2/acme/callback?code=x&state=y' });
    expect(new URL(String(noCookie.headers.location), PUBLIC_URL).searchParams.get('error')).toMatch(/state does not match/);
  });

  it('refuses an unknown provider with a clear message, in the browser\'s language', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/redBi/api/v1/tpa/oauth2/nope/authorize',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), PUBLIC_URL);
    expect(location.pathname).toBe('/redBi/authorization');
    expect(location.searchParams.get('error')).toBe('不存在登录提供方“nope”');
  });

  it('passes on the provider\'s own refusal', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/redBi/api/v1/tpa/oauth2/acme/authorize' });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const cookie = start.cookies.find((c) => c.name === 'redbi_oauth2')?.value ?? '';
    const refused = await test.app.inject({
      method: 'GET',
      url: `/redBi/api/v1/tpa/oauth2/acme/callback?error=access_denied&error_description=${encodeURIComponent('End-User aborted interaction')}&state=${state}`,
      headers: { cookie: `redbi_oauth2=${cookie}` },
    });
    const location = new URL(String(refused.headers.location), PUBLIC_URL);
    expect(location.searchParams.get('error')).toBe('The sign-in provider answered with an error: End-User aborted interaction');
  });
});

describe('a provider configured by explicit endpoints', () => {
  it('signs in without discovery', async () => {
    const callback = `${PUBLIC_URL}/redBi/api/v1/tpa/oauth2/corp/callback`;
    const provider = await startOidcProvider([callback]);
    provider.accounts.set('zoe', { email: 'zoe@example.com', email_verified: true, name: 'Zoe', preferred_username: 'zoe' });
    const discovered = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, string>;
    const test = await startTestApp('sqlite', {
      PUBLIC_URL,
      OAUTH2_CLIENTS: JSON.stringify([
        {
          id: 'corp',
          name: 'Corp',
          authorizationEndpoint: discovered.authorization_endpoint,
          tokenEndpoint: discovered.token_endpoint,
          userinfoEndpoint: discovered.userinfo_endpoint,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          scopes: 'openid email profile',
        },
      ]),
    });
    try {
      const start = await test.app.inject({ method: 'GET', url: '/redBi/api/v1/tpa/oauth2/corp/authorize' });
      const returned = await signInAtProvider(String(start.headers.location), 'zoe', PUBLIC_URL);
      const cookie = start.cookies.find((c) => c.name === 'redbi_oauth2')?.value ?? '';
      const back = await test.app.inject({ method: 'GET', url: returned.pathname + returned.search, headers: { cookie: `redbi_oauth2=${cookie}` } });
      const location = new URL(String(back.headers.location), PUBLIC_URL);
      const code = location.searchParams.get('code');
      expect(location.searchParams.get('error')).toBeNull();
      const login = await test.call('POST', '/tpa/oauth2/login', { body: { code } });
      expect(login.body.data).toMatchObject({ username: 'zoe', email: 'zoe@example.com' });
    } finally {
      await test.close();
      await provider.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the browser back with the reason', async () => {
    const test = await startTestApp('sqlite', {
      OAUTH2_CLIENTS: JSON.stringify([{ id: 'down', name: 'Down', issuer: 'http://127.0.0.1:9/realms/x', clientId: 'c', clientSecret: 's' }]),
    });
    const response = await test.app.inject({ method: 'GET', url: '/redBi/api/v1/tpa/oauth2/down/authorize' });
    const error = new URL(String(response.headers.location), 'http://x').searchParams.get('error');
    expect(error).toMatch(/^The sign-in provider answered with an error: /);
    await test.close();
  });
});
