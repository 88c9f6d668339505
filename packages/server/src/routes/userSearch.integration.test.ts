import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, backends, setupAndLogin, startTestApp, testClock, type TestApp } from '../testing/testApp';

interface Found {
  id: string;
  username: string;
  email: string;
  isMember: boolean;
}

describe.each(backends)('user search on %s', (backend) => {
  let test: TestApp;
  const clock = testClock();
  let adminToken: string;
  let adminOrg: string;
  /** Self-registered (no mail: active at once), each the owner of a personal organisation only. */
  const selfRegistered: Record<string, { token: string; orgId: string }> = {};

  const firstOrgOf = async (token: string) => ((await test.call('GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
  const search = (token: string, orgId: string, keyword: string, lang?: 'en-US' | 'zh-CN') =>
    test.call('GET', `/orgs/${orgId}/users/search?keyword=${encodeURIComponent(keyword)}`, { token, lang });
  const found = async (token: string, orgId: string, keyword: string) => {
    const response = await search(token, orgId, keyword);
    expect(response.status).toBe(200);
    return (response.body.data as Found[]).map((user) => [user.username, user.isMember]);
  };

  beforeAll(async () => {
    test = await startTestApp(backend, {}, { now: clock.now });
    adminToken = await setupAndLogin(test);
    adminOrg = await firstOrgOf(adminToken);
    const mia = await test.call('POST', `/orgs/${adminOrg}/members`, {
      token: adminToken,
      body: { username: 'mia', email: 'mia@corp.example', password: 'secret1', name: 'Mia Admins' },
    });
    expect(mia.status).toBe(200);
    for (const username of ['zed', 'yan', 'xia']) {
      const registered = await test.call('POST', '/users/register', { body: { username, email: `${username}@example.com`, password: 'secret1' } });
      expect(registered.body.data).toMatchObject({ activationRequired: false });
      const token = (await test.call('POST', '/users/login', { body: { username, password: 'secret1' } })).token ?? '';
      selfRegistered[username] = { token, orgId: await firstOrgOf(token) };
    }
  });
  afterAll(() => test.close());

  const zed = () => selfRegistered.zed ?? { token: '', orgId: '' };

  it('finds nobody outside the organisations of a self-registered user, whatever the partial keyword', async () => {
    const { token, orgId } = zed();
    for (const keyword of ['example', 'ad', '@', 'mi', 'a', 'e', '%', '_']) {
      expect((await found(token, orgId, keyword)).filter(([username]) => username !== 'zed')).toEqual([]);
    }
    expect(await found(token, orgId, 'ze')).toEqual([['zed', true]]);
  });

  it('finds exactly the one user whose username or e-mail is the keyword, any case', async () => {
    const { token, orgId } = zed();
    const byEmail = await search(token, orgId, 'ADMIN@Example.com');
    expect((byEmail.body.data as Found[]).map((user) => [user.username, user.email, user.isMember])).toEqual([['admin', admin.email, false]]);
    expect(await found(token, orgId, 'Mia')).toEqual([['mia', false]]);
    expect(await found(token, orgId, 'yan@example.com')).toEqual([['yan', false]]);
    expect(await found(token, orgId, 'mia@corp')).toEqual([]);
    expect(await found(token, orgId, 'Mia Admins')).toEqual([]);
  });

  it('finds by part of a name the users who share any organisation with the caller, marking members of this one', async () => {
    expect(await found(adminToken, adminOrg, 'mi')).toEqual([['admin', true], ['mia', true]]);
    const second = await test.call('POST', '/orgs', { token: adminToken, body: { name: 'Second Org' } });
    expect(second.status).toBe(200);
    const secondOrg = (second.body.data as { id: string }).id;
    expect(await found(adminToken, secondOrg, 'mi')).toEqual([['admin', true], ['mia', false]]);
    expect(await found(adminToken, secondOrg, 'example.com')).toEqual([['admin', true]]);
  });

  it('refuses a burst of searches with 429, per caller, until the window has passed', async () => {
    const yan = selfRegistered.yan ?? { token: '', orgId: '' };
    for (let i = 0; i < 30; i++) expect((await search(yan.token, yan.orgId, 'yan')).status).toBe(200);
    const limited = await search(yan.token, yan.orgId, 'yan');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, errCode: 'TOO_MANY_REQUESTS' });
    expect(limited.body.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(yan.token, yan.orgId, 'yan', 'zh-CN')).body.message).toMatch(/^请求过于频繁，请在 \d+ 秒后重试$/);
    const xia = selfRegistered.xia ?? { token: '', orgId: '' };
    expect((await search(xia.token, xia.orgId, 'xia')).status).toBe(200);
    clock.advance(1);
    expect((await search(yan.token, yan.orgId, 'yan')).status).toBe(200);
  });
});
