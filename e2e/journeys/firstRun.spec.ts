import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';
import { accountMenu, login, tinyPng, waitForTitle } from '../support/ui';

/**
 * Issue 2's user journey, in order, in one browser: setup → login (wrong password, then by e-mail) →
 * shell → language → theme → profile with avatar → password change → logout → login with the new password.
 */
describe('first run to daily use', () => {
  const journey = useJourney();
  const user = { username: 'grace', email: 'grace@example.com', password: 'hopper1', name: 'Grace H' };

  it('sends a fresh install from / to setup, and checks the form', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.origin}/`);
    await page.waitForURL(`${journey.server.baseUrl}/setup`);
    await waitForTitle(page, 'Setup - AllRedBI');
    await page.getByRole('button', { name: 'Initialize' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByText('Password must be 6-20 characters').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByText('Invalid email address').waitFor();
  });

  it('initializes the system and links to login', async () => {
    const { page } = journey.session;
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Name', { exact: true }).fill(user.name);
    await page.getByRole('button', { name: 'Initialize' }).click();
    await page.getByText('Initialization complete').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(`${journey.server.baseUrl}/login`);
  });

  it('reloads a deep link and refuses a wrong password with the server\'s message', async () => {
    const { page } = journey.session;
    await page.reload();
    await page.getByRole('link', { name: 'Forgot password' }).waitFor();
    await login(page, journey.server.baseUrl, user.username, 'wrong-password');
    await page.getByText('Incorrect username or password').waitFor();
    expect(page.url()).toBe(`${journey.server.baseUrl}/login`);
  });

  it('logs in with the e-mail and lands in the shell with the seven sections', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, user.email, user.password);
    await page.waitForURL(/\/redBi\/organizations\/[\w-]+\/vizs$/);
    const nav = page.getByRole('navigation');
    for (const section of ['Vizs', 'Views', 'Sources', 'Schedules', 'Members', 'Permissions', 'Settings']) {
      await nav.getByRole('link', { name: section }).waitFor();
    }
    await nav.getByRole('link', { name: 'Sources' }).click();
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    await waitForTitle(page, 'Sources - AllRedBI');
    await page.reload();
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    expect(page.url()).toMatch(/\/organizations\/[\w-]+\/sources$/);
  });

  it('switches the language to Chinese and back', async () => {
    const { page } = journey.session;
    await accountMenu(page, 'Language', '中文');
    await page.getByRole('heading', { name: '数据源' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: '成员' }).waitFor();
    await waitForTitle(page, '数据源 - AllRedBI');
    await page.reload();
    await page.getByRole('heading', { name: '数据源' }).waitFor();
    await accountMenu(page, '语言', 'English');
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
  });

  it('switches to the dark theme, which survives a reload, and back to light', async () => {
    const { page } = journey.session;
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
    expect(await theme()).toBe('light');
    await accountMenu(page, 'Theme', 'Dark');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.reload();
    await page.getByRole('heading', { name: 'Sources' }).waitFor();
    expect(await theme()).toBe('dark');
    await accountMenu(page, 'Theme', 'Light');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  it('edits the profile and uploads an avatar', async () => {
    const { page } = journey.session;
    await accountMenu(page, 'Profile');
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByText('Avatar updated').waitFor();
    await dialog.getByLabel('Name', { exact: true }).fill('Grace Hopper');
    await dialog.getByLabel('Department').fill('Navy');
    await dialog.getByLabel('Description').fill('Compilers');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile saved').waitFor();
    await page.getByRole('button', { name: /Account/ }).getByText('Grace Hopper').waitFor();
    const avatar = page.getByRole('button', { name: /Account/ }).locator('img');
    expect(await avatar.getAttribute('src')).toMatch(/\/redBi\/api\/v1\/files\/avatars\/[\w-]+\.png$/);

    await accountMenu(page, 'Profile');
    expect(await dialog.getByLabel('Department').inputValue()).toBe('Navy');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Compilers');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('changes the password, logs out, and logs in with the new one only', async () => {
    const { page } = journey.session;
    await accountMenu(page, 'Change password');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Old password').fill(user.password);
    await dialog.getByLabel('New password').fill('newpass1');
    await dialog.getByLabel('Confirm password').fill('newpass2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password and confirm password do not match').waitFor();
    await dialog.getByLabel('Confirm password').fill('newpass1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password changed').waitFor();

    // Still logged in after the change: the answer carried this browser's new token.
    await page.getByRole('navigation').getByRole('link', { name: 'Views' }).click();
    await page.getByRole('heading', { name: 'Views' }).waitFor();

    await accountMenu(page, 'Log out');
    await page.waitForURL(`${journey.server.baseUrl}/login`);
    expect(await page.evaluate(() => localStorage.getItem('AUTHORIZATION_TOKEN'))).toBeNull();

    await login(page, journey.server.baseUrl, user.username, user.password);
    await page.getByText('Incorrect username or password').waitFor();
    await login(page, journey.server.baseUrl, user.username, 'newpass1');
    await page.waitForURL(/\/redBi\/organizations\/[\w-]+\//);
    expect(journey.session.errors).toEqual([]);
  });
});
