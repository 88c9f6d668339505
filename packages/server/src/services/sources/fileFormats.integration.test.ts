import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectors } from '../../connectors';
import { multipartFile, setupAndLogin, startTestApp, type TestApp } from '../../testing/testApp';

type Row = [number, string, number, string, boolean];
const rows: Row[] = [
  [1, 'apple', 1.25, '2024-01-02', true],
  [2, 'pear, green', 2.5, '2024-02-29', false],
  [3, 'fig "dried"', 10, '2024-12-31', true],
];
const columns = ['id', 'name', 'price', 'day', 'fresh'];

async function xlsxOf(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('fruit');
  sheet.addRow(columns);
  for (const [id, name, price, day, fresh] of rows) sheet.addRow([id, name, price, new Date(`${day}T00:00:00Z`), fresh]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function parquetOf(dir: string): Promise<Buffer> {
  const path = join(dir, 'fruit.parquet');
  const instance = await DuckDBInstance.create(':memory:', { autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
  const connection = await instance.connect();
  const values = rows.map(([id, name, price, day, fresh]) => `(${id}, '${name.replace(/'/g, "''")}', ${price}, DATE '${day}', ${fresh})`).join(', ');
  await connection.run(`COPY (SELECT * FROM (VALUES ${values}) t(${columns.join(', ')})) TO '${path}' (FORMAT parquet)`);
  connection.closeSync();
  instance.closeSync();
  return readFile(path);
}

const csvOf = (delimiter: string) =>
  Buffer.from(
    [columns.join(delimiter), ...rows.map((row) => row.map((v) => (typeof v === 'string' && /[",\t]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v))).join(delimiter))].join('\n'),
  );
const jsonOf = () => Buffer.from(JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((name, i) => [name, row[i]])))));

describe('file formats, round trip through a file source', () => {
  let test: TestApp;
  let token: string;
  let orgId: string;
  let sourceId: string;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-formats-'));
    test = await startTestApp('sqlite');
    token = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
    sourceId = ((await test.call('POST', `/orgs/${orgId}/sources`, { token, body: { isFolder: false, name: 'Formats', type: 'file' } })).body.data as { id: string }).id;
  });
  afterAll(async () => {
    await test?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const cases: [string, () => Promise<Buffer> | Buffer][] = [
    ['fruit.csv', () => csvOf(',')],
    ['fruit.tsv', () => csvOf('\t')],
    ['fruit.xlsx', xlsxOf],
    ['fruit.parquet', () => parquetOf(dir)],
    ['fruit.json', jsonOf],
  ];

  it.each(cases)('%s keeps its values and their types', async (fileName, make) => {
    const uploaded = await test.call('POST', `/orgs/${orgId}/sources/${sourceId}/uploads`, { token, ...multipartFile(await make(), fileName, 'application/octet-stream') });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const preview = uploaded.body.data as { uploadId: string; columns: { name: string }[] };
    expect(preview.columns.map((column) => column.name)).toEqual(columns);
    const table = fileName.replace('.', '_');
    const imported = await test.call('POST', `/orgs/${orgId}/sources/${sourceId}/tables`, {
      token,
      body: {
        uploadId: preview.uploadId,
        table,
        mode: 'create',
        columns: [
          { source: 'id', name: 'id', type: 'integer' },
          { source: 'name', name: 'name', type: 'text' },
          { source: 'price', name: 'price', type: 'decimal' },
          { source: 'day', name: 'day', type: 'date' },
          { source: 'fresh', name: 'fresh', type: 'boolean' },
        ],
      },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);

    // Read back through the connector, as views will.
    const connection = connectors.file.connect({ file: join(test.dataDir, 'files', `${sourceId}.duckdb`), statementTimeoutSec: 10 });
    try {
      const result = await connection.execute(`SELECT * FROM "${table}" ORDER BY id`, []);
      expect(result.columns.map((column) => [column.name, column.type])).toEqual([
        ['id', 'number'],
        ['name', 'string'],
        ['price', 'number'],
        ['day', 'date'],
        ['fresh', 'boolean'],
      ]);
      expect(result.rows).toEqual(rows);
    } finally {
      await connection.close();
    }
  });
});
