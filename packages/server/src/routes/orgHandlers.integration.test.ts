import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

describe.each(backends)('organisations API on %s', (backend) => {
  let test: TestApp;
  let token: string;
  beforeAll(async () => {
    test = await startTestApp(backend);
    token = await setupAndLogin(test);
  });
  afterAll(() => test.close());

  it('creates organisations owned by the creator and lists them', async () => {
    const created = await test.call('POST', '/orgs', { token, body: { name: 'Sales', description: 'Team sales' } });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ name: 'Sales', description: 'Team sales', isOwner: true, avatar: null });
    const withoutDescription = await test.call('POST', '/orgs', { token, body: { name: 'Ops' } });
    expect(withoutDescription.body.data).toMatchObject({ name: 'Ops', description: '' });
    const list = await test.call('GET', '/orgs', { token });
    expect((list.body.data as { name: string }[]).map((org) => org.name)).toEqual(["admin's Organization", 'Sales', 'Ops']);
  });

  it('refuses a duplicate or empty name', async () => {
    const duplicate = await test.call('POST', '/orgs', { token, body: { name: 'sales' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('An organization named "sales" already exists');
    const empty = await test.call('POST', '/orgs', { token, body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Name cannot be empty');
  });

  it('remembers the current organisation, only among the user\'s own', async () => {
    const orgs = (await test.call('GET', '/orgs', { token })).body.data as { id: string; name: string }[];
    const sales = orgs.find((org) => org.name === 'Sales');
    const updated = await test.call('PUT', '/settings/user', { token, body: { currentOrgId: sales?.id } });
    expect(updated.body.data).toEqual({ currentOrgId: sales?.id });
    expect((await test.call('GET', '/settings/user', { token })).body.data).toEqual({ currentOrgId: sales?.id });
    const foreign = await test.call('PUT', '/settings/user', { token, body: { currentOrgId: 'not-mine' } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('The requested organization does not exist');
  });

  it('requires a login', async () => {
    expect((await test.call('GET', '/orgs')).status).toBe(401);
    expect((await test.call('POST', '/orgs', { body: { name: 'X' } })).status).toBe(401);
  });
});
