import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../../packages/server/src/testing/mailbox';
import { useJourney } from '../support/journey';
import { login, waitForTitle } from '../support/ui';

const linkIn = (mail: ParsedMail): string => {
  const link = /http:\/\/127\.0\.0\.1:\d+\/redBi\/activation\?token=[\w%-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no activation link in ${mail.text}`);
  return link;
};
const codeIn = (mail: ParsedMail): string => /^([A-Z2-9]{8})$/m.exec(mail.text ?? '')?.[1] ?? '';

/** Register → activation mail → link → login; forgot password → code by mail → reset (in Chinese). */
describe('accounts by e-mail, with a real SMTP server', () => {
  let mailbox: Mailbox;
  const journey = useJourney({
    initialized: true,
    env: async () => {
      mailbox = await startMailbox();
      return mailbox.env;
    },
  });
  afterAll(() => mailbox?.close());
  const user = { username: 'rita', email: 'rita@example.com', password: 'secret1' };

  it('registers, sends the activation mail again on request, and activates from the newest link', async () => {
    const { page } = journey.session;
    await page.goto(`${journey.server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Register' }).click();
    await waitForTitle(page, 'Register - AllRedBI');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Check your mailbox').waitFor();
    await page.getByText(`We sent an activation link to ${user.email}.`, { exact: false }).waitFor();
    const first = linkIn(await mailbox.next(user.email));

    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Activation e-mail sent').waitFor();
    const second = linkIn(await mailbox.next(user.email));
    expect(second).not.toBe(first);

    await page.goto(first);
    await page.getByText('Activation failed').waitFor();
    // The page says why; the toast of the failed call may say it too.
    await page.locator('.ant-result-subtitle', { hasText: 'The activation link is invalid or has expired, please request a new one' }).waitFor();

    await page.goto(second);
    await page.getByText('Your account is ready').waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await login(page, journey.server.baseUrl, user.username, user.password);
    await page.waitForURL(/\/organizations\/[\w-]+\//);
    await page.getByRole('button', { name: 'Organization' }).getByText("rita's Organization").waitFor();
  });

  it('resets a forgotten password with the mailed code, in Chinese', async () => {
    const context = await journey.browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${journey.server.baseUrl}/forgetPassword`);
    await waitForTitle(page, '忘记密码 - AllRedBI');
    const principal = page.getByRole('textbox', { name: '邮箱' });
    await principal.fill('not-an-email');
    await page.getByRole('button', { name: '发送验证码' }).click();
    await page.getByText('无效的邮箱地址').waitFor();
    await principal.fill(user.email);
    await page.getByRole('button', { name: '发送验证码' }).click();
    await page.getByText('如果该账号存在，验证码已发送到其邮箱', { exact: false }).waitFor();

    const mail = await mailbox.next(user.email);
    expect(mail.subject).toBe('Your RedBI verification code'); // rita registered in English
    await page.getByLabel('新密码').fill('renewed1');
    await page.getByLabel('确认密码').fill('renewed1');
    await page.getByLabel('验证码').fill('WRONG234');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('验证码错误或已过期').first().waitFor();
    await page.getByLabel('验证码').fill(codeIn(mail));
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置').waitFor();
    await page.getByRole('link', { name: '前往登录' }).click();
    await login(page, journey.server.baseUrl, user.email, 'renewed1');
    await page.waitForURL(/\/organizations\/[\w-]+\//);
    await context.close();
  });
});
