import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUCKDB } from '../../services/views/tpch/duckdb';
import { tpchDatabase, type Answer } from '../../services/views/tpchDatabases';
import type { Connection } from '../connector';
import { connectors } from '../index';
import { removeChdbData, startChdbHttpServer, type ChdbHttpServer } from './testing/chdbHttpServer';
import { loadTpch } from './testing/clickhouseFixtures';

/**
 * The 22 TPC-H queries (SF 0.01, shared/datasets/tpch-sf0.01) through the connector, read-only, on ClickHouse
 * 26 (chdb): each equals the same SQL run directly on chdb (the administrator's session, no HTTP), and the
 * answer DuckDB gives to it. ClickHouse runs the DuckDB text of services/views/tpch (interval arithmetic,
 * EXTRACT, SUBSTRING … FROM … FOR, correlated EXISTS/IN subqueries, Q15's WITH): none is skipped. One change,
 * as for SQLite: Q6's discount range is computed (ClickHouse's 0.06 + 0.01 is a Float64 just under 0.07).
 * The connector's SQL semantics (join_use_nulls, aggregate_functions_null_for_empty) make Q13's LEFT JOIN
 * count no order for customers without one and Q17's empty sum NULL, as the other engines do; the direct run
 * uses the same two settings.
 */
const QUERIES = DUCKDB.map((sql, index) => (index === 5 ? sql.replace('between 0.06 - 0.01 and 0.06 + 0.01', 'between 0.05 and 0.07') : sql));
const SEMANTICS = 'join_use_nulls = 1, aggregate_functions_null_for_empty = 1';

/** Numbers rounded to 6 decimals (a decimal's digits as text, a float's); everything else as text. */
const cellOf = (cell: unknown): unknown => {
  if (cell === null) return null;
  const number = typeof cell === 'number' ? cell : typeof cell === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(cell) ? Number(cell) : undefined;
  return number === undefined ? String(cell) : Math.round(number * 1e6) / 1e6;
};
const rowsOf = (rows: readonly unknown[][]) => rows.map((row) => row.map(cellOf));

/** Within a relative 1e-3 (ClickHouse keeps decimal scales where DuckDB computes in doubles). */
function close(actual: unknown[][], expected: unknown[][]): boolean {
  if (actual.length !== expected.length) return false;
  return actual.every((row, r) =>
    row.every((cell, c) => {
      const other = expected[r]?.[c];
      if (typeof cell === 'number' && typeof other === 'number') return Math.abs(cell - other) <= 1e-3 * Math.max(1, Math.abs(cell), Math.abs(other));
      return cell === other;
    }),
  );
}

describe('TPC-H on ClickHouse through the connector', () => {
  let chdb: ChdbHttpServer;
  let connection: Connection;
  let duckdb: Answer[];
  let dataDir: string;

  beforeAll(async () => {
    chdb = await startChdbHttpServer();
    await loadTpch(chdb, 'tpch');
    connection = connectors.clickhouse.connect({ host: chdb.host, port: chdb.port, database: 'tpch', user: 'default', password: '', statementTimeoutSec: 60 });
    dataDir = await mkdtemp(join(tmpdir(), 'redbi-tpch-duckdb-'));
    duckdb = (await tpchDatabase('duckdb', dataDir, QUERIES)).answers;
  }, 120_000);
  afterAll(async () => {
    await connection?.close();
    await chdb?.close();
    await removeChdbData();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('loads SF 0.01 with the dataset’s row counts', async () => {
    const counts = await connection.execute(
      `SELECT (SELECT count() FROM region), (SELECT count() FROM nation), (SELECT count() FROM supplier), (SELECT count() FROM customer),
        (SELECT count() FROM part), (SELECT count() FROM partsupp), (SELECT count() FROM orders), (SELECT count() FROM lineitem)`,
      [],
    );
    expect(counts.rows).toEqual([[5, 25, 100, 1500, 2000, 8000, 15000, 60175]]);
  });

  QUERIES.forEach((sql, index) => {
    it(`Q${index + 1} equals the same SQL run directly on chdb, and DuckDB's answer`, async () => {
      const result = await connection.execute(sql, [], { readOnly: true });
      expect(result.truncated).toBe(false);
      const direct = JSON.parse(await chdb.admin(`USE tpch; SET ${SEMANTICS}; ${sql} FORMAT JSONCompact SETTINGS output_format_json_quote_decimals = 1`)) as { data: unknown[][]; meta: { name: string }[] };
      expect(result.columns.map((column) => column.name)).toEqual(direct.meta.map((column) => column.name));
      expect(rowsOf(result.rows)).toEqual(rowsOf(direct.data));
      expect(result.rows.length).toBeGreaterThan(0);
      const reference = rowsOf((duckdb[index] as Answer).rows);
      expect(close(rowsOf(result.rows), reference), `Q${index + 1}: ${JSON.stringify(rowsOf(result.rows))} vs ${JSON.stringify(reference)}`).toBe(true);
    });
  });
});
