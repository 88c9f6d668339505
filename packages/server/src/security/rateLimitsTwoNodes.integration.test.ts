import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropRedisKeys, REDIS_TEST_URL } from '../jobs/testing/jobTestWorld';
import { startServerNode, type ServerNode } from '../jobs/testing/serverNode';
import { admin, createPostgresDatabase } from '../testing/testApp';

const PER_ACCOUNT = 3;

async function call(api: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { errCode?: string; data?: unknown };
  return { status: response.status, errCode: json.errCode, data: json.data, token: response.headers.get('authorization')?.replace(/^Bearer /, '') };
}

/**
 * Two real web nodes on one PostgreSQL and one Redis (issue 24): the login and share access-code limits count
 * the failures made on either node together — without Redis each node would let its own limit through.
 */
describe('rate limits across two nodes', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const nodes: ServerNode[] = [];
  const prefix = `redbi-test-2nodes-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}:`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-limits-'));
    database = await createPostgresDatabase();
    const env = (node: string) => ({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, node),
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_PREFIX: prefix,
      TOKEN_SECRET: 'a'.repeat(48),
      ENCRYPTION_KEY: 'b'.repeat(64),
      SAMPLE_SOURCE: 'false',
      LOG_LEVEL: 'info',
      LOGIN_MAX_ATTEMPTS_PER_ACCOUNT: String(PER_ACCOUNT),
      SHARE_CODE_MAX_WRONG_PER_ADDRESS: '2',
    });
    // The first node migrates the new database; the second starts on it.
    nodes.push(await startServerNode('node A', 'web', env('a')));
    nodes.push(await startServerNode('node B', 'web', env('b')));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.drop();
    await dropRedisKeys(REDIS_TEST_URL, `${prefix}*`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** The owner's session (made on node A) and organisation. */
  const owner = { token: '', orgId: '' };
  const apis = () => nodes.map((node) => node.api ?? '') as [string, string];

  beforeAll(async () => {
    const [a] = apis();
    expect((await call(a, 'POST', '/sys/setup', { user: admin })).status).toBe(200);
    owner.token = (await call(a, 'POST', '/users/login', { username: admin.username, password: admin.password })).token ?? '';
    owner.orgId = ((await call(a, 'GET', '/orgs', undefined, owner.token)).data as { id: string }[])[0]?.id ?? '';
  });

  it('refuses the failed login past the limit on whichever node, counting both', async () => {
    const [a, b] = apis();
    const mia = { username: 'mia', email: 'mia@example.com', password: 'secret1' };
    expect((await call(a, 'POST', `/orgs/${owner.orgId}/members`, mia, owner.token)).status).toBe(200);
    const wrong = { username: mia.username, password: 'wrong-password' };
    const answers = [];
    for (const api of [a, b, a, b, a]) answers.push((await call(api, 'POST', '/users/login', wrong)).errCode);
    expect(answers).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'TOO_MANY_LOGIN_ATTEMPTS', 'TOO_MANY_LOGIN_ATTEMPTS']);
    // Even the right password waits now, on both nodes (the limit is checked before the password).
    expect((await call(b, 'POST', '/users/login', { username: mia.username, password: mia.password })).errCode).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect((await call(a, 'GET', '/health/ready')).status).toBe(200);
  }, 60_000);

  it('counts wrong share access codes made on either node together', async () => {
    const [a, b] = apis();
    const org = `/orgs/${owner.orgId}`;
    const source = await call(a, 'POST', `${org}/sources`, { isFolder: false, name: 'Files', type: 'file' }, owner.token);
    const view = await call(a, 'POST', `${org}/views`, { isFolder: false, name: 'One', sourceId: (source.data as { id: string }).id, script: 'SELECT 1 AS one', model: { columns: [{ name: 'one', type: 'numeric' }] } }, owner.token);
    const chart = await call(a, 'POST', `${org}/charts`, { name: 'One', viewId: (view.data as { id: string }).id, config: { chartType: 'cluster-column', sections: { metrics: [{ uid: 'm', column: 'one', type: 'numeric' }] } } }, owner.token);
    const share = await call(b, 'POST', `${org}/shares`, { vizType: 'chart', vizId: (chart.data as { id: string }).id, verification: 'CODE' }, owner.token);
    expect(share.status, JSON.stringify(share.data)).toBe(200);
    const { token, share: made } = share.data as { token: string; share: { code: string } };
    const answers = [];
    for (const api of [a, b, a]) answers.push((await call(api, 'POST', `/shares/${token}/open`, { code: 'WRONGCODE' })).errCode);
    expect(answers).toEqual(['SHARE_CODE_WRONG', 'SHARE_CODE_WRONG', 'TOO_MANY_REQUESTS']);
    expect((await call(b, 'POST', `/shares/${token}/open`, { code: made.code })).errCode).toBe('TOO_MANY_REQUESTS');
  }, 60_000);
});
