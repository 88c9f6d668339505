import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';
import { owner } from '../support/journeySteps';
import { login, recordShownTexts, waitForTitle } from '../support/ui';

/** Session rules of spec §4 and §8, the 'already logged in' state, organisations, and unknown pages. */
describe('sessions, organisations and navigation', () => {
  const journey = useJourney({ initialized: true });

  const storedToken = () => journey.session.page.evaluate(() => localStorage.getItem('AUTHORIZATION_TOKEN'));

  it('shows the page-not-found page for an unknown path, with a way home', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/no/such/page`);
    await page.getByText('Page not found').waitFor();
    await waitForTitle(page, 'Page not found - AllRedBI');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${journey.server.baseUrl}/login`);
  });

  it('sends a deep link to login when logged out, then shows the logged-in state on /login', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/organizations/whatever/members`);
    await page.waitForURL(`${journey.server.baseUrl}/login`);
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/vizs$/);
    await page.goto(`${journey.server.baseUrl}/login`);
    await page.getByText(`You are logged in as ${owner.name}.`).waitFor();
    await page.getByRole('link', { name: 'Enter' }).click();
    await page.waitForURL(/\/organizations\/[\w-]+\//);
  });

  it('creates an organisation, switches to it, and remembers it', async () => {
    const { page } = journey.session;
    await page.getByRole('button', { name: 'Organization' }).click();
    await page.getByRole('menuitem', { name: /Create organization/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('Analytics');
    await dialog.getByLabel('Description').fill('The analytics team');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Organization created').waitFor();
    await page.getByRole('button', { name: 'Organization' }).getByText('Analytics').waitFor();
    const analyticsUrl = page.url();

    await page.getByRole('button', { name: 'Organization' }).click();
    await page.getByRole('menuitem', { name: `${owner.username}'s Organization` }).click();
    await page.getByRole('button', { name: 'Organization' }).getByText(`${owner.username}'s Organization`).waitFor();
    expect(page.url()).not.toBe(analyticsUrl);

    await page.goto(`${journey.server.baseUrl}/`);
    await page.getByRole('button', { name: 'Organization' }).getByText(`${owner.username}'s Organization`).waitFor();
  });

  it('logs out with "Not logged in or token expired" when the session ends on the server', async () => {
    const { page } = journey.session;
    const token = await storedToken();
    expect(token).toBeTruthy();
    const texts = await recordShownTexts(page);
    await page.reload();
    await page.getByRole('navigation').getByRole('link', { name: 'Schedules' }).waitFor();
    // The session ends elsewhere (another tab logs out); this browser's next call gets 401: one of the page's
    // own (the landing's thumbnails may ask first, and the app then leaves for the login page), the section
    // the user opens, or at the latest the reload's.
    expect((await journey.server.api('POST', '/users/logout', { token: token ?? '' })).status).toBe(200);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Schedules' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.reload();
    await texts.shown('Not logged in or token expired, please log in again');
    await page.waitForURL(`${journey.server.baseUrl}/login`);
    expect(await storedToken()).toBeNull();
  });

  it('warns "Token expired, please log in" when the token cookie has expired, and returns after login', async () => {
    const { page, context } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\//);
    await page.getByRole('navigation').getByRole('link', { name: 'Permissions' }).click();
    await page.getByRole('heading', { name: 'Permissions' }).waitFor();
    // The cookie expires while no page of the app is open (the browser was closed overnight): a page still
    // open would find the token gone on its next call of its own, end the session with the 401 warning and
    // leave, and the warning under test is the one of the app's start.
    const permissionsUrl = page.url();
    const texts = await recordShownTexts(page);
    await page.goto('about:blank');
    await context.clearCookies();
    await page.goto(permissionsUrl);
    await texts.shown('Token expired, please log in');
    await page.waitForURL(`${journey.server.baseUrl}/login`);
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    await page.waitForURL(/\/organizations\/[\w-]+\/permissions\/subject$/);
  });

  it('switches account from the logged-in state', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/login`);
    const token = await storedToken();
    await page.getByRole('link', { name: 'Switch account' }).click();
    await page.getByLabel('Username or email').waitFor();
    await page.waitForFunction(() => localStorage.getItem('AUTHORIZATION_TOKEN') === null);
    expect((await journey.server.api('GET', '/users', { token: token ?? '' })).status).toBe(401);
    expect(journey.session.errors).toEqual([]);
  });
});
