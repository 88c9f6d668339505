import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../security/secretBox';
import { postgresAdmin } from '../services/query/queryFixtures';
import { startPasswordTrap, type PasswordTrap } from '../testing/passwordTrap';
import { backends, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

type Data = Record<string, unknown> & { id: string };

/** A login role that may only read (trust authentication on the test server: no password needed). */
const READER = `redbi_reader_${process.pid}`;

describe.each(backends)('source accounts and stored secrets on %s', (backend) => {
  let test: TestApp;
  let owner: string;
  let orgId: string;
  let org: Data;
  let trap: PasswordTrap;
  let otherTrap: PasswordTrap;

  beforeAll(async () => {
    [trap, otherTrap] = await Promise.all([startPasswordTrap(), startPasswordTrap()]);
    test = await startTestApp(backend);
    owner = await setupAndLogin(test);
    org = ((await test.call('GET', '/orgs', { token: owner })).body.data as Data[])[0] as Data;
    orgId = org.id;
    await postgresAdmin(`DROP ROLE IF EXISTS ${READER}${backend}`);
    await postgresAdmin(`CREATE ROLE ${READER}${backend} LOGIN`);
  });
  afterAll(async () => {
    await test?.close();
    await Promise.all([trap?.close(), otherTrap?.close()]);
    await postgresAdmin(`DROP ROLE IF EXISTS ${READER}${backend}`);
  });

  const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
    test.call(method, `/orgs/${orgId}/sources${path}`, { token: owner, ...(body === undefined ? {} : { body }) });
  const trapConfig = (target: PasswordTrap, password = '') => ({ host: '127.0.0.1', port: target.port, database: 'sales', user: 'analyst', password, connectTimeoutSec: 5 });
  const storedPassword = async (id: string) => {
    const stored = String((await test.rows('sources', 'id', id))[0]?.config);
    const box = createSecretBox(await readFile(join(test.dataDir, 'encryption-key'), 'utf8'));
    return box.open(/"password":"(v1:[^"]+)"/.exec(stored)?.[1] ?? '');
  };

  describe('a stored secret is used only for the connection it was saved for', () => {
    let source: Data;

    beforeAll(async () => {
      const created = await call('POST', '', { isFolder: false, name: 'Trapped', type: 'postgres', config: trapConfig(trap, 'stored-secret') });
      expect(created.status).toBe(200);
      source = created.body.data as Data;
      // Saving tested the account with the typed password: the server could not be checked.
      expect(source.accountPrivileges).toBeNull();
      trap.passwords.length = 0;
    });

    it('reuses the stored password while host, port, database and user are unchanged', async () => {
      const tested = await call('POST', '/test', { type: 'postgres', config: trapConfig(trap), sourceId: source.id });
      expect(tested.status).toBe(400);
      expect(tested.body.message).toContain('password authentication failed');
      expect(trap.passwords).toEqual(['stored-secret']);
    });

    it('never sends it to another host or port: the password must be typed again', async () => {
      const before = otherTrap.connections;
      const tested = await call('POST', '/test', { type: 'postgres', config: trapConfig(otherTrap), sourceId: source.id });
      expect(tested.status).toBe(400);
      expect(tested.body.errCode).toBe('VALIDATION');
      expect(tested.body.message).toMatch(/Type the password again/);
      expect(otherTrap.connections).toBe(before);
      expect(otherTrap.passwords).toEqual([]);
    });

    it('nor as another user, to another database, or without the TLS setting it was saved with', async () => {
      for (const change of [{ user: 'postgres' }, { database: 'postgres' }, { ssl: true }, { properties: [{ key: 'sslmode', value: 'no-verify' }] }]) {
        const tested = await call('POST', '/test', { type: 'postgres', config: { ...trapConfig(trap), ...change }, sourceId: source.id });
        expect(tested.status, JSON.stringify(change)).toBe(400);
        expect(tested.body.message).toMatch(/Type the password again/);
      }
      expect(trap.passwords).toEqual(['stored-secret']);
    });

    it('applies the same rule on save, and keeps what was stored', async () => {
      const moved = await call('PUT', `/${source.id}`, { name: 'Trapped', config: trapConfig(otherTrap) });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toMatch(/Type the password again/);
      expect(otherTrap.passwords).toEqual([]);
      const kept = (await call('GET', `/${source.id}`)).body.data as Data;
      expect(kept.config).toMatchObject({ port: trap.port });
      expect(await storedPassword(source.id)).toBe('stored-secret');

      const retyped = await call('PUT', `/${source.id}`, { name: 'Trapped', config: trapConfig(otherTrap, 'typed-again') });
      expect(retyped.status).toBe(200);
      expect(otherTrap.passwords).toEqual(['typed-again']);
      expect(await storedPassword(source.id)).toBe('typed-again');
    });

    it('is answered in Chinese too', async () => {
      const tested = await test.call('POST', `/orgs/${orgId}/sources/test`, {
        token: owner,
        lang: 'zh-CN',
        body: { type: 'postgres', config: trapConfig(trap), sourceId: source.id },
      });
      expect(tested.body.message).toMatch(/请重新输入密码/);
    });
  });

  describe("the account's privileges", () => {
    const superuser = () => ({ host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', password: '' });
    const reader = () => ({ ...superuser(), user: `${READER}${backend}` });

    it('are reported when a connection is tested and saved', async () => {
      const tested = await call('POST', '/test', { type: 'postgres', config: superuser() });
      expect(tested.status).toBe(200);
      expect(tested.body.data).toMatchObject({ serverVersion: expect.stringMatching(/PostgreSQL/), privileges: expect.arrayContaining(['superuser']) });
      const saved = await call('POST', '', { isFolder: false, name: 'As superuser', type: 'postgres', config: superuser() });
      expect(saved.status).toBe(200);
      expect((saved.body.data as Data).accountPrivileges).toEqual(expect.arrayContaining(['superuser']));

      const readOnly = await call('POST', '/test', { type: 'postgres', config: reader() });
      expect(readOnly.body.data).toMatchObject({ privileges: [] });
    });

    it('can be refused by the organisation, which then fails closed on a server it cannot check', async () => {
      const updated = await test.call('PUT', `/orgs/${orgId}`, { token: owner, body: { name: org.name, description: '', refusePrivilegedSources: true } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ refusePrivilegedSources: true });
      try {
        const tested = await call('POST', '/test', { type: 'postgres', config: superuser() });
        expect(tested.status).toBe(400);
        expect(tested.body.errCode).toBe('SOURCE_ACCOUNT_PRIVILEGED');
        expect(tested.body.message).toMatch(/refuses sources whose account can change the database server \(.*superuser/);
        const saved = await call('POST', '', { isFolder: false, name: 'Refused', type: 'postgres', config: superuser() });
        expect(saved.body.errCode).toBe('SOURCE_ACCOUNT_PRIVILEGED');
        expect(await test.countRows('sources', 'name', 'Refused')).toBe(0);

        const unreachable = await call('POST', '', { isFolder: false, name: 'Unchecked', type: 'postgres', config: trapConfig(trap, 'x') });
        expect(unreachable.body.errCode).toBe('SOURCE_CONNECTION_FAILED');

        const readOnly = await call('POST', '', { isFolder: false, name: 'Read only', type: 'postgres', config: reader() });
        expect(readOnly.status).toBe(200);
        expect((readOnly.body.data as Data).accountPrivileges).toEqual([]);
      } finally {
        await test.call('PUT', `/orgs/${orgId}`, { token: owner, body: { name: org.name, description: '', refusePrivilegedSources: false } });
      }
    });
  });
});
