import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '@redbi/shared/domain';
import { admin, backends, multipartFile, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

const unauthorized = 'Not logged in or token expired, please log in again';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(backends)('users API on %s', (backend) => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await startTestApp(backend, { LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: '100', LOGIN_MAX_ATTEMPTS_PER_IP: '100' });
    token = await setupAndLogin(test);
  });
  afterAll(() => test.close());

  const login = (username: string, password: string) => test.call('POST', '/users/login', { body: { username, password } });

  it('logs in with the username or the e-mail, any case, and puts the token in the Authorization header', async () => {
    for (const name of [admin.username, admin.email, admin.email.toUpperCase()]) {
      const response = await login(name, admin.password);
      expect(response.status).toBe(200);
      expect(response.headers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(response.body.data).toMatchObject({ username: admin.username, email: admin.email });
      expect(JSON.stringify(response.body)).not.toContain('argon2');
    }
  });

  it('gives a wrong password and an unknown user the same answer', async () => {
    const wrong = await login(admin.username, 'wrong-password');
    const unknown = await login('nobody', 'wrong-password');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Incorrect username or password');
    expect((await test.call('POST', '/users/login', { body: { username: 'x', password: 'y' }, lang: 'zh-CN' })).body.message).toBe(
      '用户名或密码错误',
    );
  });

  it('serves the current user and slides the session with a refreshed token', async () => {
    const response = await test.call('GET', '/users', { token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ username: admin.username });
    expect(response.token).toBeDefined();
    expect((await test.call('GET', '/users', { token: response.token })).status).toBe(200);
  });

  it('refuses a missing, forged or expired token with 401 in both languages', async () => {
    const none = await test.call('GET', '/users');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, errCode: 'UNAUTHORIZED', message: unauthorized });
    expect((await test.call('GET', '/users', { lang: 'zh-CN' })).body.message).toBe('未登录或会话已过期，请重新登录');
    expect((await test.call('GET', '/users', { token: 'not-a-token' })).status).toBe(401);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sub: string; sid: string };
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(new TextEncoder().encode(test.tokenSecret));
    const response = await test.call('GET', '/users', { token: expired });
    expect(response.status).toBe(401);
    expect(response.token).toBeUndefined();
  });

  it('refuses with 401 a token signed with the right secret for a live session but without an expiry', async () => {
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sub: string; sid: string };
    const signed = (exp?: number) => {
      const jwt = new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuedAt();
      return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(new TextEncoder().encode(test.tokenSecret));
    };
    const forever = await test.call('GET', '/users', { token: await signed() });
    expect(forever.status).toBe(401);
    expect(forever.body).toMatchObject({ errCode: 'UNAUTHORIZED', message: unauthorized });
    expect(forever.token).toBeUndefined();
    // The same claims with an expiry are accepted: the session is live, only the expiry was missing.
    expect((await test.call('GET', '/users', { token: await signed(Math.floor(Date.now() / 1000) + 600) })).status).toBe(200);
  });

  it('checks authentication before validating the body', async () => {
    const response = await test.call('PUT', '/users/change/password', { body: {} });
    expect(response.status).toBe(401);
  });

  it('updates the profile and ignores fields that are not editable', async () => {
    const current = (await test.call('GET', '/users', { token })).body.data as Record<string, unknown>;
    const response = await test.call('PUT', '/users', {
      token,
      body: { ...current, username: 'hacker', email: 'h@x.io', name: ' Ada L. ', department: 'Finance', description: 'Numbers' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      username: admin.username,
      email: admin.email,
      name: 'Ada L.',
      department: 'Finance',
      description: 'Numbers',
    });
    const tooLong = await test.call('PUT', '/users', { token, body: { name: 'x'.repeat(256), department: '', description: '' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Name must be at most 255 characters');
  });

  it('uploads an avatar image and serves it', async () => {
    const upload = await test.call('POST', '/files/user/avatar', { token, ...multipartFile(png, 'me.png', 'image/png') });
    expect(upload.status).toBe(200);
    const { avatar } = upload.body.data as { avatar: string };
    expect(avatar).toMatch(/^\/redBi\/api\/v1\/files\/avatars\/[\w-]+\.png$/);
    expect((await test.call('GET', '/users', { token })).body.data).toMatchObject({ avatar });
    const served = await test.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses avatars that are not images, too large, or missing', async () => {
    const text = await test.call('POST', '/files/user/avatar', { token, ...multipartFile(Buffer.from('<svg/>'), 'x.png', 'image/png') });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('Only PNG, JPEG, GIF and WebP images are accepted');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await test.call('POST', '/files/user/avatar', { token, ...multipartFile(big, 'big.png', 'image/png') });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file is too large: the limit is 2 MB');
    const missing = await test.call('POST', '/files/user/avatar', { token, body: { file: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errCode).toBe('FILE_REQUIRED');
    expect((await test.call('GET', '/files/avatars/nope.png')).status).toBe(404);
    expect((await test.call('GET', '/files/avatars/..%2Ftoken-secret')).status).toBe(400);
  });

  it('ends only the current session on logout', async () => {
    const first = (await login(admin.username, admin.password)).token;
    const second = (await login(admin.username, admin.password)).token;
    const logout = await test.call('POST', '/users/logout', { token: first });
    expect(logout.status).toBe(200);
    expect(logout.token).toBeUndefined();
    expect((await test.call('GET', '/users', { token: first })).status).toBe(401);
    expect((await test.call('GET', '/users', { token: second })).status).toBe(200);
  });

  it('changes the password: checks the old one, ends every older session, keeps this browser logged in', async () => {
    const other = (await login(admin.username, admin.password)).token;
    const mismatch = await test.call('PUT', '/users/change/password', {
      token,
      body: { oldPassword: admin.password, newPassword: 'newpass1', confirmPassword: 'newpass2' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Password and confirm password do not match');
    const short = await test.call('PUT', '/users/change/password', {
      token,
      body: { oldPassword: admin.password, newPassword: '123', confirmPassword: '123' },
    });
    expect(short.body.message).toBe('Password must be 6-20 characters');
    const wrongOld = await test.call('PUT', '/users/change/password', {
      token,
      body: { oldPassword: 'not-it', newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.message).toBe('The old password is incorrect');

    const changed = await test.call('PUT', '/users/change/password', {
      token,
      body: { oldPassword: admin.password, newPassword: 'newpass1', confirmPassword: 'newpass1' },
    });
    expect(changed.status).toBe(200);
    expect(changed.token).toBeDefined();
    expect((await test.call('GET', '/users', { token })).status).toBe(401);
    expect((await test.call('GET', '/users', { token: other })).status).toBe(401);
    expect((await test.call('GET', '/users', { token: changed.token })).status).toBe(200);
    expect((await login(admin.username, admin.password)).status).toBe(400);
    const relogin = await login(admin.email, 'newpass1');
    expect(relogin.status).toBe(200);
    token = relogin.token ?? '';
  });
});

describe.each(backends)('login limits on %s', (backend) => {
  // The defaults: 10 failures per account and address, 30 per address, in 15 minutes.
  let test: TestApp;
  let orgId: string;
  let owner: string;
  beforeAll(async () => {
    test = await startTestApp(backend);
    owner = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as { id: string }[])[0]?.id ?? '';
  });
  afterAll(() => test.close());

  /** A login from a client address of the test's choosing (request.ip: the socket's address, TRUST_PROXY off). */
  async function loginFrom(address: string, username: string, password: string) {
    const response = await test.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/users/login`,
      remoteAddress: address,
      headers: { 'accept-language': 'en-US' },
      payload: { username, password },
    });
    return { status: response.statusCode, body: response.json<{ errCode?: string; message?: string }>(), retryAfter: response.headers['retry-after'] };
  }
  const failFrom = async (address: string, username: string, times: number) => {
    for (let i = 0; i < times; i++) expect((await loginFrom(address, username, 'wrong-pass')).status).toBe(400);
  };
  const createUser = async (username: string) => {
    const created = await test.call('POST', `/orgs/${orgId}/members`, {
      token: owner,
      body: { username, email: `${username}@example.com`, password: 'secret1' },
    });
    expect(created.status).toBe(200);
    return { username, email: `${username}@example.com`, password: 'secret1' };
  };

  it('counts the username and the e-mail against one budget, and then refuses even the right password', async () => {
    const bea = await createUser('bea');
    await failFrom('10.0.1.1', 'bea', 5);
    await failFrom('10.0.1.1', 'BEA@example.com', 5);
    for (const identifier of [bea.username, bea.email]) {
      const limited = await loginFrom('10.0.1.1', identifier, bea.password);
      expect(limited.status).toBe(429);
      expect(limited.body.errCode).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      expect(limited.body.message).toMatch(/^Too many login attempts, please try again in \d+ seconds$/);
      expect(Number(limited.retryAfter)).toBeGreaterThan(14 * 60);
    }
  });

  it('resets the count on a successful login', async () => {
    const cal = await createUser('cal');
    await failFrom('10.0.2.1', 'cal', 9);
    expect((await loginFrom('10.0.2.1', cal.email, cal.password)).status).toBe(200);
    await failFrom('10.0.2.1', 'cal', 9);
    expect((await loginFrom('10.0.2.1', cal.username, cal.password)).status).toBe(200);
  });

  it('does not let ten wrong guesses from one address lock the owner out from another', async () => {
    const dee = await createUser('dee');
    await failFrom('10.0.3.66', 'dee', 10);
    expect((await loginFrom('10.0.3.66', dee.username, dee.password)).status).toBe(429);
    expect((await loginFrom('10.0.3.1', dee.username, dee.password)).status).toBe(200);
    expect((await loginFrom('10.0.3.2', dee.email, dee.password)).status).toBe(200);
  });

  it('counts simultaneous attempts before their passwords are checked', async () => {
    await createUser('fay');
    const answers = await Promise.all(Array.from({ length: 15 }, () => loginFrom('10.0.5.1', 'fay', 'wrong-pass')));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('limits failures from one address across accounts, however many accounts it tries', async () => {
    for (let i = 0; i < 30; i++) expect((await loginFrom('10.0.4.99', `sprayed-${i}`, 'wrong-pass')).status).toBe(400);
    const limited = await loginFrom('10.0.4.99', admin.username, admin.password);
    expect(limited.status).toBe(429);
    expect(limited.body.errCode).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect((await loginFrom('10.0.4.1', admin.username, admin.password)).status).toBe(200);
  });
});
