import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipartFile, setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';

/** Files DuckDB (or the Excel reader) refuses, and words of its refusal the user must still see. */
const corruptFiles: { fileName: string; bytes: Buffer; says: RegExp }[] = [
  { fileName: 'sales.parquet', bytes: Buffer.from('PAR1 this is not parquet at all'), says: /No magic bytes found at end of file 'sales\.parquet'/ },
  { fileName: 'sales.csv', bytes: Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0x31, 0x2c, 0xff, 0xfe, 0x0a]), says: /Invalid unicode/ },
  { fileName: 'sales.json', bytes: Buffer.from('{"a": [1,'), says: /Malformed JSON in file "sales\.json"/ },
  { fileName: 'sales.xlsx', bytes: Buffer.from('PK this is no workbook'), says: /./ },
];

describe.each(backends)("a file DuckDB cannot read: its words, not the server's paths, on %s", (backend) => {
  let test: TestApp;
  let token: string;
  let orgId: string;
  let base: string;
  beforeAll(async () => {
    test = await startTestApp(backend);
    token = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
    const source = await test.call('POST', `/orgs/${orgId}/sources`, { token, body: { isFolder: false, name: 'Files', type: 'file' } });
    base = `/orgs/${orgId}/sources/${(source.body.data as { id: string }).id}`;
  });
  afterAll(() => test.close());

  const expectNoServerPath = (message: string | undefined) => {
    expect(message).toBeTruthy();
    expect(message).not.toContain(test.dataDir);
    expect(message).not.toContain('/tmp/');
    expect(message).not.toContain(tmpdir());
    expect(message).not.toMatch(/\/(uploads|files)\//);
    // DuckDB's excerpt of our own statement (which held the path) is left out.
    expect(message).not.toContain('LINE 1:');
  };

  it.each(corruptFiles)('refuses $fileName with 400 FILE_READ_FAILED naming the file as uploaded', async ({ fileName, bytes, says }) => {
    const response = await test.call('POST', `${base}/uploads`, { token, ...multipartFile(bytes, fileName, 'application/octet-stream') });
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.errCode).toBe('FILE_READ_FAILED');
    expect(response.body.message).toMatch(/^The file could not be read: /);
    expect(response.body.message).toMatch(says);
    expectNoServerPath(response.body.message);
  });

  it('names the value that does not fit on import, without the staged path', async () => {
    const staged = await test.call('POST', `${base}/uploads`, { token, ...multipartFile(Buffer.from('id,qty\n1,2\n2,lots\n'), 'stock.csv', 'text/csv') });
    const { uploadId } = staged.body.data as { uploadId: string };
    const response = await test.call('POST', `${base}/tables`, {
      token,
      body: { uploadId, table: 'stock', mode: 'create', columns: [{ source: 'qty', name: 'qty', type: 'integer' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.errCode).toBe('FILE_READ_FAILED');
    expect(response.body.message).toMatch(/lots/);
    expectNoServerPath(response.body.message);
  });

  it('names a database file another engine refuses by its name alone', async () => {
    await mkdir(join(test.dataDir, 'databases'), { recursive: true });
    await writeFile(join(test.dataDir, 'databases', 'broken.duckdb'), 'not a database at all '.repeat(100));
    const response = await test.call('POST', `/orgs/${orgId}/sources/test`, { token, body: { type: 'duckdb', config: { file: 'broken.duckdb' } } });
    expect(response.status).toBe(400);
    expect(response.body.errCode).toBe('SOURCE_CONNECTION_FAILED');
    expect(response.body.message).toMatch(/"broken\.duckdb"/);
    expectNoServerPath(response.body.message);
  });
});
