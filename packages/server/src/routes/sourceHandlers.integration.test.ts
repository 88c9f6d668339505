import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../security/secretBox';
import { backends, multipartFile, POSTGRES_ADMIN_URL, setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

type Data = Record<string, unknown> & { id: string };

/** A PostgreSQL database of the test's own with one table, to connect a source to. */
async function createWarehouse() {
  const name = `redbi_wh_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`) });
  await client.connect();
  await client.query('CREATE TABLE sales (id integer primary key, region text not null, amount numeric(10,2), sold_at timestamptz)');
  await client.query("INSERT INTO sales VALUES (1, 'north', 10.50, '2024-01-02T03:04:05Z'), (2, 'south', 20, null)");
  await client.end();
  return {
    name,
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

describe.each(backends)('sources on %s', (backend) => {
  let test: TestApp;
  let owner: string;
  let orgId: string;
  let warehouse: Awaited<ReturnType<typeof createWarehouse>>;
  const pgConfig = () => ({ host: '127.0.0.1', port: 5432, database: warehouse.name, user: 'postgres', password: 'sekret-value', properties: [{ key: 'application_name', value: 'redbi-test' }] });

  beforeAll(async () => {
    warehouse = await createWarehouse();
    test = await startTestApp(backend, { UPLOAD_MAX_MB: '1' });
    owner = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token: owner })).body.data as Data[])[0]?.id ?? '';
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = owner) =>
    test.call(method, `/orgs/${orgId}/sources${path}`, { token, ...(body === undefined ? {} : { body }) });
  const create = async (body: Record<string, unknown>) => (await call('POST', '', body)).body.data as Data;

  describe('database sources', () => {
    let source: Data;

    it('creates a PostgreSQL source, keeping the password encrypted and out of every answer', async () => {
      const created = await call('POST', '', { isFolder: false, name: 'Warehouse', type: 'postgres', config: pgConfig() });
      expect(created.status).toBe(200);
      source = created.body.data as Data;
      expect(source).toMatchObject({
        name: 'Warehouse',
        type: 'postgres',
        isFolder: false,
        privileges: ['access', 'manage'],
        secretsSet: ['password'],
        config: { host: '127.0.0.1', port: 5432, database: warehouse.name, user: 'postgres', ssl: false, poolSize: 10, statementTimeoutSec: 60 },
      });
      expect(JSON.stringify(created.body)).not.toContain('sekret-value');
      const [row] = await test.rows('sources', 'id', source.id);
      expect(String(row?.config)).not.toContain('sekret-value');
      expect(String(row?.config)).toMatch(/"password":"v1:/);
    });

    it('rejects a duplicate name and duplicate property keys', async () => {
      const duplicate = await call('POST', '', { isFolder: false, name: 'warehouse', type: 'postgres', config: pgConfig() });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('A source named "warehouse" already exists');
      const keys = await call('POST', '', {
        isFolder: false,
        name: 'Keys',
        type: 'postgres',
        config: { ...pgConfig(), properties: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] },
      });
      expect(keys.status).toBe(400);
      expect(keys.body.message).toBe('Duplicate key');
      const missing = await call('POST', '', { isFolder: false, name: 'Missing', type: 'postgres', config: { host: '127.0.0.1' } });
      expect(missing.body.data).toMatchObject({ 'config.database': 'Database is required', 'config.user': 'User is required' });
    });

    it('keeps the stored password when a form is saved without it', async () => {
      const updated = await call('PUT', `/${source.id}`, { name: 'Warehouse', description: 'Sales data', config: { ...pgConfig(), password: '', poolSize: 4 } });
      expect(updated.body.data).toMatchObject({ description: 'Sales data', secretsSet: ['password'], config: { poolSize: 4 } });
      const stored = String((await test.rows('sources', 'id', source.id))[0]?.config);
      const box = createSecretBox(await readFile(join(test.dataDir, 'encryption-key'), 'utf8'));
      expect(box.open(/"password":"(v1:[^"]+)"/.exec(stored)?.[1] ?? '')).toBe('sekret-value');
    });

    it('tests a connection, with the database\'s own message on failure', async () => {
      const ok = await call('POST', '/test', { type: 'postgres', config: pgConfig() });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ serverVersion: expect.stringMatching(/PostgreSQL/) });
      const stored = await call('POST', '/test', { type: 'postgres', config: { ...pgConfig(), password: '' }, sourceId: source.id });
      expect(stored.status).toBe(200);
      const unknownHost = await call('POST', '/test', { type: 'postgres', config: { ...pgConfig(), host: 'nonexistent.invalid' } });
      expect(unknownHost.status).toBe(400);
      expect(unknownHost.body.errCode).toBe('SOURCE_CONNECTION_FAILED');
      expect(unknownHost.body.message).toMatch(/^Could not connect: .*(ENOTFOUND|getaddrinfo)/);
      const unknownDb = await call('POST', '/test', { type: 'postgres', config: { ...pgConfig(), database: 'no_such_db' } });
      expect(unknownDb.body.message).toContain('database "no_such_db" does not exist');
    });

    it('browses the schema, cached until refreshed', async () => {
      const first = await call('GET', `/${source.id}/schema`);
      expect(first.status).toBe(200);
      const schema = first.body.data as { databases: { name: string; tables: { name: string; columns: { name: string; type: string }[] }[] }[]; refreshedAt: string };
      const sales = schema.databases.find((db) => db.name === 'public')?.tables.find((table) => table.name === 'sales');
      expect(sales?.columns.map((column) => [column.name, column.type])).toEqual([
        ['id', 'number'],
        ['region', 'string'],
        ['amount', 'number'],
        ['sold_at', 'datetime'],
      ]);
      expect((await call('GET', `/${source.id}/schema`)).body.data).toMatchObject({ refreshedAt: schema.refreshedAt });
      const refreshed = await call('GET', `/${source.id}/schema?refresh=true`);
      expect((refreshed.body.data as { refreshedAt: string }).refreshedAt >= schema.refreshedAt).toBe(true);
    });

    it('refuses a database file outside the allowed directory', async () => {
      const outside = await call('POST', '', { isFolder: false, name: 'Metadata', type: 'sqlite', config: { file: '../redbi.db' } });
      expect(outside.status).toBe(400);
      expect(outside.body.errCode).toBe('SOURCE_FILE_OUTSIDE');
    });
  });

  describe('the tree', () => {
    it('creates folders, moves by the placement rules, archives, restores and deletes', async () => {
      const folder = await create({ isFolder: true, name: 'Finance' });
      const sub = await create({ isFolder: true, name: 'Reports', parentId: folder.id });
      const leaf = await create({ isFolder: false, name: 'Ledger', type: 'file', parentId: folder.id });
      expect(leaf).toMatchObject({ parentId: folder.id, index: 1 });

      const intoLeaf = await call('PUT', `/${sub.id}/move`, { parentId: leaf.id, index: 0 });
      expect(intoLeaf.status).toBe(400);
      expect(intoLeaf.body.message).toBe('It cannot go there: only a folder can hold it');
      const intoSelf = await call('PUT', `/${folder.id}/move`, { parentId: sub.id, index: 0 });
      expect(intoSelf.body.message).toBe('A folder cannot go into its own subfolders');
      const moved = await call('PUT', `/${leaf.id}/move`, { parentId: sub.id, index: -1 });
      expect(moved.body.data).toMatchObject({ parentId: sub.id, index: -1 });

      expect((await call('DELETE', `/${folder.id}`)).body.errCode).toBe('FOLDER_NOT_EMPTY');
      expect((await call('POST', `/${folder.id}/archive`)).body.errCode).toBe('NOT_ARCHIVABLE');
      expect((await call('POST', `/${leaf.id}/archive`)).status).toBe(200);
      const list = (await call('GET', '')).body.data as Data[];
      expect(list.some((node) => node.id === leaf.id)).toBe(false);
      expect(((await call('GET', '/archived')).body.data as Data[]).map((node) => node.name)).toEqual(['Ledger']);
      expect((await call('GET', `/${leaf.id}`)).status).toBe(404);

      expect((await call('DELETE', `/${sub.id}`)).body.errCode).toBe('FOLDER_NOT_EMPTY');
      const restored = await call('POST', `/${leaf.id}/restore`, {});
      expect(restored.body.data).toMatchObject({ parentId: sub.id, archived: false });
      await call('POST', `/${leaf.id}/archive`);
      expect((await call('DELETE', `/${leaf.id}`)).status).toBe(200);
      expect((await call('DELETE', `/${sub.id}`)).status).toBe(200);
      expect((await call('POST', `/${leaf.id}/restore`, {})).status).toBe(404);
    });
  });

  describe('file sources', () => {
    let files: Data;
    const csv = 'id,name,price,sold_on\n1,apple,1.25,2024-01-02\n2,pear,2.50,2024-02-03\n3,fig,,2024-03-04\n';
    const upload = (bytes: Buffer, name: string, type = 'text/csv') =>
      test.call('POST', `/orgs/${orgId}/sources/${files.id}/uploads`, { token: owner, ...multipartFile(bytes, name, type) });

    beforeAll(async () => {
      files = await create({ isFolder: false, name: 'Spreadsheets', type: 'file' });
    });

    it('uploads a CSV, shows its columns and first rows, and imports it with chosen names and types', async () => {
      const uploaded = await upload(Buffer.from(csv), 'fruit.csv');
      expect(uploaded.status).toBe(200);
      const preview = uploaded.body.data as { uploadId: string; columns: { name: string; type: string }[]; rows: unknown[][] };
      expect(preview).toMatchObject({ fileName: 'fruit.csv', format: 'csv' });
      expect(preview.columns.map((column) => [column.name, column.type])).toEqual([
        ['id', 'integer'],
        ['name', 'text'],
        ['price', 'double'],
        ['sold_on', 'date'],
      ]);
      expect(preview.rows[0]).toEqual([1, 'apple', 1.25, '2024-01-02']);
      const imported = await call('POST', `/${files.id}/tables`, {
        uploadId: preview.uploadId,
        table: 'fruit',
        mode: 'create',
        columns: [
          { source: 'id', name: 'fruit_id', type: 'integer' },
          { source: 'name', name: 'fruit', type: 'text' },
          { source: 'price', name: 'price', type: 'decimal' },
        ],
      });
      expect(imported.status).toBe(200);
      expect(imported.body.data).toMatchObject({ tables: [{ name: 'fruit', rowCount: 3 }] });
      const schema = (await call('GET', `/${files.id}/schema`)).body.data as { databases: { tables: { name: string; columns: { name: string; dbType: string }[] }[] }[] };
      expect(schema.databases[0]?.tables[0]?.columns.map((column) => [column.name, column.dbType])).toEqual([
        ['fruit_id', 'BIGINT'],
        ['fruit', 'VARCHAR'],
        ['price', 'DECIMAL(18,4)'],
      ]);
    });

    it('appends to and replaces a table, and refuses creating one that exists', async () => {
      const columns = [
        { source: 'id', name: 'fruit_id', type: 'integer' },
        { source: 'name', name: 'fruit', type: 'text' },
        { source: 'price', name: 'price', type: 'decimal' },
      ];
      const next = async () => ((await upload(Buffer.from(csv), 'more.csv')).body.data as { uploadId: string }).uploadId;
      const exists = await call('POST', `/${files.id}/tables`, { uploadId: await next(), table: 'fruit', mode: 'create', columns });
      expect(exists.status).toBe(409);
      const appended = await call('POST', `/${files.id}/tables`, { uploadId: await next(), table: 'fruit', mode: 'append', columns });
      expect(appended.body.data).toMatchObject({ tables: [{ name: 'fruit', rowCount: 6 }] });
      const replaced = await call('POST', `/${files.id}/tables`, { uploadId: await next(), table: 'fruit', mode: 'replace', columns: columns.slice(0, 2) });
      expect(replaced.body.data).toMatchObject({ tables: [{ name: 'fruit', rowCount: 3 }] });
    });

    it('names the line of a malformed file, and refuses unsupported or too large files', async () => {
      const bad = await upload(Buffer.from('id,qty\n1,2\n2,3\n3,lots\n'), 'bad.csv');
      const { uploadId } = bad.body.data as { uploadId: string };
      const cast = await call('POST', `/${files.id}/tables`, { uploadId, table: 'bad', mode: 'create', columns: [{ source: 'qty', name: 'qty', type: 'integer' }] });
      expect(cast.status).toBe(400);
      expect(cast.body.errCode).toBe('FILE_READ_FAILED');
      expect(cast.body.message).toMatch(/lots/);
      const exe = await upload(Buffer.from('MZ'), 'tool.exe', 'application/octet-stream');
      expect(exe.status).toBe(415);
      expect(exe.body.message).toBe('Unsupported file type "tool.exe": upload CSV, TSV, Excel (.xlsx), Parquet or JSON');
      const big = await upload(Buffer.alloc(1.5 * 1024 * 1024, 'a'), 'big.csv');
      expect(big.status).toBe(413);
      const notFile = await test.call('POST', `/orgs/${orgId}/sources/${files.id}/tables/../x`, { token: owner });
      expect(notFile.status).toBeGreaterThanOrEqual(400);
    });

    it('removes a table', async () => {
      const dropped = await call('DELETE', `/${files.id}/tables/fruit`);
      expect(dropped.body.data).toMatchObject({ tables: [] });
      expect((await call('DELETE', `/${files.id}/tables/fruit`)).status).toBe(404);
    });
  });

  describe('privileges', () => {
    it('shows a member only what they may access, and gives creators Manage', async () => {
      const folder = await create({ isFolder: true, name: 'Shared' });
      const inside = await create({ isFolder: false, name: 'Inside', type: 'file', parentId: folder.id });
      await create({ isFolder: false, name: 'Elsewhere', type: 'file' });
      const member = (await test.call('POST', `/orgs/${orgId}/members`, { token: owner, body: { username: 'sam', email: 'sam@example.com', password: 'secret1' } })).body.data as Data;
      const token = (await test.call('POST', '/users/login', { body: { username: 'sam', password: 'secret1' } })).token ?? '';
      expect((await call('GET', '', undefined, token)).body.data).toEqual([]);

      await test.call('POST', `/orgs/${orgId}/permissions/grant`, {
        token: owner,
        body: { subject: { type: 'user', id: member.id }, modules: { source: true }, grants: [{ resourceType: 'source', resourceId: folder.id, privileges: ['access'] }] },
      });
      const visible = (await call('GET', '', undefined, token)).body.data as Data[];
      expect(visible.map((node) => [node.name, node.privileges]).sort()).toEqual([
        ['Inside', ['access']],
        ['Shared', ['access']],
      ]);
      const detail = await call('GET', `/${inside.id}`, undefined, token);
      expect(detail.body.data).toMatchObject({ config: {}, secretsSet: [] });
      expect((await call('PUT', `/${inside.id}`, { name: 'Mine now' }, token)).status).toBe(403);
      expect((await call('POST', '', { isFolder: true, name: 'Top' }, token)).status).toBe(403);

      await test.call('POST', `/orgs/${orgId}/permissions/grant`, {
        token: owner,
        body: { subject: { type: 'user', id: member.id }, grants: [{ resourceType: 'source', resourceId: '*', privileges: ['manage'] }] },
      });
      const own = (await call('POST', '', { isFolder: false, name: 'Sam data', type: 'file' }, token)).body.data as Data;
      await test.call('POST', `/orgs/${orgId}/permissions/grant`, {
        token: owner,
        body: { subject: { type: 'user', id: member.id }, grants: [{ resourceType: 'source', resourceId: '*', privileges: null }] },
      });
      expect((await call('GET', `/${own.id}`, undefined, token)).body.data).toMatchObject({ privileges: ['access', 'manage'] });
    });
  });
});

describe('the sample source', () => {
  it('exists after setup with the Chinook tables, and can be switched off', async () => {
    const sampleDataDir = new URL('../../sample-data', import.meta.url).pathname;
    const test = await startTestApp('sqlite', {}, {});
    const withSample = await startTestApp('sqlite', { SAMPLE_SOURCE: 'true' }, { sampleDataDir });
    try {
      const token = await setupAndLogin(withSample);
      const orgId = ((await withSample.call('GET', '/orgs', { token })).body.data as Data[])[0]?.id ?? '';
      const [sample] = (await withSample.call('GET', `/orgs/${orgId}/sources`, { token })).body.data as Data[];
      expect(sample).toMatchObject({ name: 'Sample: Chinook', type: 'file' });
      expect(String(sample?.description)).toContain('MIT');
      const detail = (await withSample.call('GET', `/orgs/${orgId}/sources/${sample?.id}`, { token })).body.data as { tables: { name: string; rowCount: number }[] };
      expect(detail.tables).toHaveLength(11);
      expect(detail.tables).toEqual(expect.arrayContaining([{ name: 'invoice', rowCount: 412 }, { name: 'invoice_line', rowCount: 2240 }, { name: 'track', rowCount: 3503 }]));

      const plain = await setupAndLogin(test);
      const plainOrg = ((await test.call('GET', '/orgs', { token: plain })).body.data as Data[])[0]?.id ?? '';
      expect((await test.call('GET', `/orgs/${plainOrg}/sources`, { token: plain })).body.data).toEqual([]);
    } finally {
      await test.close();
      await withSample.close();
    }
  });
});
