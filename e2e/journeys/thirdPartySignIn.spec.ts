import { afterAll, describe, expect, it } from 'vitest';
import { startOidcProvider, type OidcTestProvider } from '../../packages/server/src/testing/oidcProvider';
import { originOf } from '../support/appServer';
import { useJourney } from '../support/journey';

/** A real OpenID provider (oidc-provider) in the test process, with its own login and consent pages. */
describe('sign-in through an OpenID provider', () => {
  let provider: OidcTestProvider;
  const journey = useJourney({
    initialized: true,
    env: async (port) => {
      provider = await startOidcProvider([`${originOf(port)}/redBi/api/v1/tpa/oauth2/acme/callback`]);
      provider.accounts.set('sam', { email: 'sam@example.com', email_verified: true, name: 'Sam Sso', preferred_username: 'sam' });
      return { OAUTH2_CLIENTS: JSON.stringify([provider.clientConfig('acme')]) };
    },
  });
  afterAll(() => provider?.close());

  it('clicks the provider on the login page, signs in there, and lands logged in', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Acme SSO' }).click();
    await page.waitForURL(`${provider.issuer}/**`);
    await page.locator('input[name="login"]').fill('sam');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/redBi\/organizations\/[\w-]+\//);
    await page.getByRole('button', { name: 'Account' }).getByText('Sam Sso').waitFor();
    await page.getByRole('button', { name: 'Organization' }).getByText("sam's Organization").waitFor();
    expect(page.url()).not.toContain('code=');
    expect(journey.session.errors).toEqual([]);
  });

  it('refuses an unknown provider with a clear message', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/api/v1/tpa/oauth2/nope/authorize`);
    await page.waitForURL(/\/redBi\/authorization\?error=/);
    await page.getByText('Something went wrong, please check and try again').waitFor();
    await page.getByText('There is no sign-in provider "nope"').waitFor();
  });

  it('refuses a return whose state does not match, in Chinese for a Chinese browser', async () => {
    const context = await journey.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/api/v1/tpa/oauth2/acme/callback?code=stolen&state=forged`);
    await page.getByText('出错了，请检查后重试').waitFor();
    await page.getByText('无法验证此次登录（状态不一致），请重新开始').waitFor();
    await context.close();
  });
});
