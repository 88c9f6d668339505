// Run by exportMemory.integration.test.ts in a child process whose heap is capped: streams `ROWS` rows of
// generate_series from PostgreSQL through the real connector into the writer named by `MODE` (csv, xlsx),
// or — `hold`, the control — keeps every row in memory as a result held whole would. Prints the rows written.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverConfigOf } from '../../../connectors/connectorConfig';
import { PostgresConnection } from '../../../connectors/postgres/postgresConnection';
import type { ExportColumn } from '../../exportTypes';
import { dataWriters } from '../dataWriters';

const rows = Number(process.env.ROWS);
const mode = process.env.MODE as 'csv' | 'xlsx' | 'hold';
const connection = new PostgresConnection(serverConfigOf('postgres', { host: process.env.PGHOST ?? '127.0.0.1', port: Number(process.env.PGPORT ?? 5432), database: 'postgres', user: process.env.PGUSER ?? 'postgres', password: '' }));
const sql = "SELECT g AS id, g * 1.5 AS amount, 'row ' || g || ' 区域' AS label, DATE '2020-01-01' + (g % 1000) AS day FROM generate_series(1, $1::int) AS g";
const columns: ExportColumn[] = [
  { header: 'id', kind: 'number' },
  { header: 'amount', kind: 'number', numberFormat: { kind: 'numeric', decimals: 2 } },
  { header: 'label', kind: 'string' },
  { header: 'day', kind: 'date', dateFormat: 'YYYY-MM-DD' },
];
const dir = await mkdtemp(join(tmpdir(), 'redbi-export-memory-'));
try {
  const stream = await connection.stream(sql, [rows], { readOnly: true, batchSize: 5000 });
  let written = 0;
  if (mode === 'hold') {
    const held: unknown[][] = [];
    for await (const batch of stream) held.push(...batch);
    written = held.length;
  } else {
    ({ rows: written } = await dataWriters[mode].write([{ name: 'rows', columns, rows: stream }], join(dir, `rows.${mode}`), { signal: new AbortController().signal, progress: () => undefined, locale: 'en' }));
  }
  console.log(`written ${written}`);
} finally {
  await connection.close();
  await rm(dir, { recursive: true, force: true });
}
