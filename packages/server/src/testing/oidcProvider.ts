import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  email_verified: boolean;
  name: string;
  preferred_username: string;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, TestAccount>;
  /** The OAUTH2_CLIENTS entry for RedBI. */
  clientConfig(id?: string): Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * A real OpenID Provider (oidc-provider) in the test process, with its development login and consent pages:
 * any login name listed in `accounts` signs in with any password.
 */
export async function startOidcProvider(redirectUris: string[]): Promise<OidcTestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestAccount>();
  const clientId = 'redbi';
  const clientSecret = 'redbi-test-secret';

  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: redirectUris, grant_types: ['authorization_code'], response_types: ['code'] }],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    scopes: ['openid', 'email', 'profile'],
    cookies: { keys: ['redbi-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_context, sub) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    clientConfig: (id = 'acme') => ({ id, name: 'Acme SSO', issuer, clientId, clientSecret }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * What a browser does at the provider, scripted: follows redirects with the provider's cookies, signs in
 * as `login` and consents, until the provider sends the browser back to `returnPrefix`; returns that URL.
 */
export async function signInAtProvider(authorizationUrl: string, login: string, returnPrefix: string): Promise<URL> {
  const cookies = new Map<string, string>();
  const keepCookies = (response: Response) => {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    if (url.href.startsWith(returnPrefix)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { body: form.toString() } : {}),
    });
    keepCookies(response);
    form = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`Unexpected provider page (${response.status}): ${page.slice(0, 300)}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
  }
  throw new Error('The provider did not send the browser back');
}
