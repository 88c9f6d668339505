import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { admin, backends, setupAndLogin, startTestApp, testClock, type TestApp } from '../testing/testApp';

const PUBLIC_URL = 'http://redbi.test';
const activationLinkOf = (mail: ParsedMail) => {
  const link = /http:\/\/redbi\.test\/redBi\/activation\?token=[\w%-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`no activation link in: ${mail.text}`);
  expect(mail.html).toContain(link);
  return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
};
const codeOf = (mail: ParsedMail) => /^([A-Z2-9]{8})$/m.exec(mail.text ?? '')?.[1] ?? '';

describe.each(backends)('accounts by e-mail on %s', (backend) => {
  let test: TestApp;
  let mailbox: Mailbox;
  const clock = testClock();
  beforeAll(async () => {
    mailbox = await startMailbox();
    test = await startTestApp(backend, { ...mailbox.env, PUBLIC_URL, LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '100' }, { now: clock.now });
    await setupAndLogin(test);
  });
  afterAll(async () => {
    await test.close();
    await mailbox.close();
  });

  const register = (user: { username: string; email: string; password: string }, lang: 'en-US' | 'zh-CN' = 'en-US') =>
    test.call('POST', '/users/register', { body: user, lang });
  const login = (username: string, password: string) => test.call('POST', '/users/login', { body: { username, password } });

  it('says mail is enabled', async () => {
    expect((await test.call('GET', '/sys/info')).body.data).toMatchObject({ mailEnable: true, registerEnable: true });
  });

  it('registers, mails an activation link, and activates the account with it', async () => {
    const user = { username: 'ben', email: 'ben@example.com', password: 'secret1' };
    const registered = await register(user);
    expect(registered.status).toBe(200);
    expect(registered.body.data).toEqual({ activationRequired: true, email: user.email });

    const mail = await mailbox.next(user.email);
    expect(mail.subject).toBe('Activate your RedBI account');
    expect(mail.from?.value[0]).toMatchObject({ name: 'RedBI', address: 'redbi@example.com' });
    expect(mail.text).toContain('within 48 hours');
    const token = activationLinkOf(mail);

    const early = await login(user.username, user.password);
    expect(early.body).toMatchObject({ errCode: 'ACCOUNT_NOT_ACTIVATED' });
    expect((await login(user.username, 'wrong-one')).body.errCode).toBe('INVALID_CREDENTIALS');

    const activated = await test.call('POST', '/users/active', { body: { token } });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ username: 'ben', email: user.email });
    expect((await test.call('POST', '/users/active', { body: { token } })).body.errCode).toBe('ACTIVATION_INVALID');

    const session = await login(user.email, user.password);
    expect(session.status).toBe(200);
    const orgs = await test.call('GET', '/orgs', { token: session.token });
    expect(orgs.body.data).toEqual([expect.objectContaining({ name: "ben's Organization", isOwner: true })]);
  });

  it('mails in the language of the registration', async () => {
    await register({ username: 'chen', email: 'chen@example.com', password: 'secret1' }, 'zh-CN');
    const mail = await mailbox.next('chen@example.com');
    expect(mail.subject).toBe('激活您的 RedBI 账号');
    expect(mail.text).toContain('48 小时');
  });

  it('refuses a taken username or e-mail', async () => {
    const name = await register({ username: 'BEN', email: 'other@example.com', password: 'secret1' });
    expect(name.status).toBe(409);
    expect(name.body.message).toBe('The username "BEN" is already taken');
    const email = await register({ username: 'benny', email: 'Ben@Example.com', password: 'secret1' }, 'zh-CN');
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('邮箱“Ben@Example.com”已被注册');
  });

  it('sends the link again, and only the newest link works; unknown accounts get the same answer', async () => {
    await register({ username: 'dora', email: 'dora@example.com', password: 'secret1' });
    const first = activationLinkOf(await mailbox.next('dora@example.com'));
    const resent = await test.call('POST', '/users/sendmail', { body: { usernameOrEmail: 'dora' } });
    expect(resent.status).toBe(200);
    const second = activationLinkOf(await mailbox.next('dora@example.com'));
    expect(second).not.toBe(first);
    expect((await test.call('POST', '/users/active', { body: { token: first } })).body.errCode).toBe('ACTIVATION_INVALID');
    expect((await test.call('POST', '/users/active', { body: { token: second } })).status).toBe(200);

    const before = mailbox.received.length;
    const unknown = await test.call('POST', '/users/sendmail', { body: { usernameOrEmail: 'nobody@example.com' } });
    const active = await test.call('POST', '/users/sendmail', { body: { usernameOrEmail: 'dora' } });
    expect(unknown.body).toEqual(resent.body);
    expect(active.body).toEqual(resent.body);
    expect(mailbox.received.length).toBe(before);
  });

  it('refuses an activation link after 48 hours', async () => {
    await register({ username: 'emil', email: 'emil@example.com', password: 'secret1' });
    const token = activationLinkOf(await mailbox.next('emil@example.com'));
    clock.advance(48 * 60 + 1);
    const late = await test.call('POST', '/users/active', { body: { token } });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The activation link is invalid or has expired, please request a new one');
  });

  it('reports a mail that cannot be sent, and keeps nothing of the registration', async () => {
    mailbox.refuseWith('No such mailbox here');
    const failed = await register({ username: 'fay', email: 'fay@example.com', password: 'secret1' });
    mailbox.refuseWith(undefined);
    expect(failed.status).toBe(502);
    expect(failed.body.errCode).toBe('MAIL_SEND_FAILED');
    expect(failed.body.message).toMatch(/^The e-mail could not be sent: .*No such mailbox here/);
    expect((await register({ username: 'fay', email: 'fay@example.com', password: 'secret1' })).status).toBe(200);
  });

  describe('forgotten password', () => {
    const sendCode = (principal: string, type: 'EMAIL' | 'USERNAME' = 'EMAIL') =>
      test.call('POST', '/users/forget/password', { body: { type, principal } });
    const reset = (ticket: string, verifyCode: string, newPassword = 'brandnew1') =>
      test.call('PUT', '/users/reset/password', { body: { ticket, verifyCode, newPassword, confirmPassword: newPassword } });

    it('answers the same for an unknown account, without a mail', async () => {
      const before = mailbox.received.length;
      const unknown = await sendCode('ghost@example.com');
      expect(unknown.status).toBe(200);
      expect(unknown.body.data).toEqual({ ticket: expect.any(String), expiresInMinutes: 10 });
      expect(mailbox.received.length).toBe(before);
      expect((await reset((unknown.body.data as { ticket: string }).ticket, 'ABCDEFGH')).body.errCode).toBe('RESET_CODE_INVALID');
    });

    it('checks the e-mail format and the confirmation', async () => {
      const bad = await sendCode('not-an-email');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Invalid email address');
      const mismatch = await test.call('PUT', '/users/reset/password', {
        body: { ticket: 't', verifyCode: 'c', newPassword: 'secret1', confirmPassword: 'secret2' },
      });
      expect(mismatch.body.message).toBe('Password and confirm password do not match');
    });

    it('locks a code after five wrong tries', async () => {
      const { ticket } = (await sendCode(admin.username, 'USERNAME')).body.data as { ticket: string };
      const code = codeOf(await mailbox.next(admin.email));
      expect(code).toMatch(/^[A-Z2-9]{8}$/);
      for (let i = 1; i <= 4; i++) expect((await reset(ticket, 'WRONG000')).body.errCode).toBe('RESET_CODE_INVALID');
      const fifth = await reset(ticket, 'WRONG000');
      expect(fifth.body).toMatchObject({ errCode: 'RESET_CODE_LOCKED', message: 'Too many wrong verification codes, please request a new code' });
      expect((await reset(ticket, code)).body.errCode).toBe('RESET_CODE_LOCKED');
    });

    it('resets with the mailed code, ends every session, and refuses the code a second time', async () => {
      const oldSession = (await login(admin.username, admin.password)).token;
      const { ticket } = (await sendCode(admin.email)).body.data as { ticket: string };
      const mail = await mailbox.next(admin.email);
      expect(mail.subject).toBe('Your RedBI verification code');
      expect(mail.text).toContain('valid for 10 minutes');
      const code = codeOf(mail);
      expect((await reset(ticket, ` ${code.toLowerCase()} `)).status).toBe(200);
      expect((await test.call('GET', '/users', { token: oldSession })).status).toBe(401);
      expect((await login(admin.username, admin.password)).status).toBe(400);
      expect((await login(admin.username, 'brandnew1')).status).toBe(200);
      expect((await reset(ticket, code, 'another1')).body.errCode).toBe('RESET_CODE_INVALID');
    });

    it('refuses a code after ten minutes, and mails in the user\'s language', async () => {
      await test.call('POST', '/users/login', { body: { username: admin.username, password: 'brandnew1' }, lang: 'zh-CN' });
      const { ticket } = (await sendCode(admin.email)).body.data as { ticket: string };
      const mail = await mailbox.next(admin.email);
      expect(mail.subject).toBe('您的 RedBI 验证码');
      clock.advance(11);
      const late = await reset(ticket, codeOf(mail));
      expect(late.body).toMatchObject({ errCode: 'RESET_CODE_INVALID', message: 'The verification code is wrong or has expired' });
    });
  });
});

describe.each(backends)('accounts without mail on %s', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(backend);
    await setupAndLogin(test);
  });
  afterAll(() => test.close());

  it('activates a registration at once', async () => {
    const registered = await test.call('POST', '/users/register', { body: { username: 'gus', email: 'gus@example.com', password: 'secret1' } });
    expect(registered.body.data).toEqual({ activationRequired: false, email: 'gus@example.com' });
    expect((await test.call('POST', '/users/login', { body: { username: 'gus', password: 'secret1' } })).status).toBe(200);
  });

  it('says clearly that mail is not configured', async () => {
    const forgot = await test.call('POST', '/users/forget/password', { body: { type: 'USERNAME', principal: 'gus' } });
    expect(forgot.status).toBe(503);
    expect(forgot.body.message).toBe('E-mail is not configured on this server, so this cannot be done by e-mail. Please ask an administrator.');
    expect((await test.call('POST', '/users/sendmail', { body: { usernameOrEmail: 'gus' } })).body.errCode).toBe('MAIL_NOT_CONFIGURED');
  });
});

describe('registration switches', () => {
  let test: TestApp;
  afterAll(() => test?.close());

  it('refuses registration when it is disabled, and says so in /sys/info', async () => {
    test = await startTestApp('sqlite', { REGISTER_ENABLED: 'false' });
    expect((await test.call('GET', '/sys/info')).body.data).toMatchObject({ registerEnable: false });
    const refused = await test.call('POST', '/users/register', { body: { username: 'hal', email: 'hal@example.com', password: 'secret1' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Registration is disabled on this server, please ask an administrator for an account');
  });

  it('creates no personal organisation when switched off', async () => {
    const other = await startTestApp('sqlite', { REGISTER_PERSONAL_ORG: 'false' });
    await other.call('POST', '/users/register', { body: { username: 'ida', email: 'ida@example.com', password: 'secret1' } });
    const { token } = await other.call('POST', '/users/login', { body: { username: 'ida', password: 'secret1' } });
    expect((await other.call('GET', '/orgs', { token })).body.data).toEqual([]);
    await other.close();
  });
});
