import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, backends, startTestApp, type TestApp } from '../testing/testApp';

describe.each(backends)('system API on %s', (backend) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp(backend);
  });
  afterAll(() => test.close());

  it('reports an uninitialized system with its token timeout', async () => {
    const { status, body } = await test.call('GET', '/sys/info');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: { initialized: false, tokenTimeout: 30, mailEnable: false, registerEnable: true, version: expect.any(String) },
    });
  });

  it('refuses an invalid setup with every field message, in the caller\'s language', async () => {
    const en = await test.call('POST', '/sys/setup', { body: { user: { username: '', email: 'nope', password: '123' } } });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      success: false,
      errCode: 'VALIDATION',
      data: {
        'user.username': 'Username cannot be empty',
        'user.email': 'Invalid email address',
        'user.password': 'Password must be 6-20 characters',
      },
    });
    expect(en.body.message).toBe('Username cannot be empty; Invalid email address; Password must be 6-20 characters');
    const zh = await test.call('POST', '/sys/setup', { body: { user: { email: 'a@b.co', password: '123456' } }, lang: 'zh-CN' });
    expect(zh.body.message).toBe('用户名为必填项');
    const none = await test.call('POST', '/sys/setup', { body: {} });
    expect(none.body.message).toBe('User is required');
  });

  it('sets up once: the first user and an organisation they own, then refuses', async () => {
    const other = { ...admin, username: 'other', email: 'other@example.com' };
    const [first, second] = await Promise.all([
      test.call('POST', '/sys/setup', { body: { user: admin } }),
      test.call('POST', '/sys/setup', { body: { user: other } }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [created, winner] = first.status === 200 ? [first, admin] : [second, other];
    expect(created.body.data).toEqual({
      id: expect.any(String),
      username: winner.username,
      email: winner.email,
      name: admin.name,
      department: '',
      description: '',
      avatar: null,
      createdAt: expect.any(String),
    });
    expect(created.token).toBeUndefined();

    const again = await test.call('POST', '/sys/setup', { body: { user: admin } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errCode: 'ALREADY_INITIALIZED', message: 'The system has already been initialized' });
    expect((await test.call('GET', '/sys/info')).body.data).toMatchObject({ initialized: true });

    const login = await test.call('POST', '/users/login', { body: { username: winner.username, password: winner.password } });
    const orgs = await test.call('GET', '/orgs', { token: login.token });
    expect(orgs.body.data).toEqual([expect.objectContaining({ name: `${winner.username}'s Organization`, isOwner: true })]);
    const settings = await test.call('GET', '/settings/user', { token: login.token });
    expect(settings.body.data).toEqual({ currentOrgId: (orgs.body.data as { id: string }[])[0]?.id });
  });

  it('answers health checks', async () => {
    const { status, body } = await test.call('GET', '/health');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'ok' });
  });
});
