import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';
import { owner } from '../support/journeySteps';
import { accountMenu, login, waitForTitle } from '../support/ui';

/** A Chinese browser gets the Chinese UI and Chinese server messages; the system theme follows the OS. */
describe('Chinese UI and the system theme', () => {
  const journey = useJourney({ initialized: true, context: { locale: 'zh-CN', colorScheme: 'dark' } });

  it('defaults to Chinese for a zh-CN browser, with Chinese validation and server messages', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/login`);
    await waitForTitle(page, '登录 - AllRedBI');
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByText('用户名为必填项').waitFor();
    await login(page, journey.server.baseUrl, owner.username, 'wrong-password');
    await page.getByText('用户名或密码错误').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
  });

  it('shows the shell in Chinese, drawn with a CJK font', async () => {
    const { page } = journey.session;
    await login(page, journey.server.baseUrl, owner.username, owner.password);
    const nav = page.getByRole('navigation');
    for (const section of ['可视化', '数据视图', '数据源', '定时任务', '成员', '权限', '设置']) {
      await nav.getByRole('link', { name: section }).waitFor();
    }
    // Without a CJK font Chromium draws tofu boxes of equal width; real glyphs give a wide label.
    const box = await nav.getByRole('link', { name: '数据视图' }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
  });

  it('follows the operating system in the system theme', async () => {
    const { page } = journey.session;
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await accountMenu(page, '主题', '跟随系统');
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(journey.session.errors).toEqual([]);
  });
});
