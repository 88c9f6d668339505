import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connector';
import { connectors } from '../index';
import { removeChdbData, startChdbHttpServer, type ChdbHttpServer } from './testing/chdbHttpServer';

/**
 * Every statement of the compiler's golden SQL for ClickHouse (shared/src/query/golden/*.clickhouse.sql: the
 * 18 filter operators, date levels, relative ranges, computed fields and every catalogue function, paging
 * and counts, SQL views with variables, structured views' joins) runs on ClickHouse with its bound values:
 * the dialect writes SQL that ClickHouse reads and types that it accepts.
 */
const GOLDEN = fileURLToPath(new URL('../../../../shared/src/query/golden/', import.meta.url));

interface Statement {
  file: string;
  sql: string;
  params: unknown[];
}

/** The statements of a golden file: `<sql>;` then `-- params:` and one `--   n: <json>` line per value. */
function statementsOf(file: string): Statement[] {
  const text = readFileSync(`${GOLDEN}${file}`, 'utf8').replace(/^\n?-- count:\n/m, '');
  const statements: Statement[] = [];
  const pattern = /([\s\S]*?);\n-- params:(?: none\n|\n((?:-- {3}\d+: .*\n)*))/g;
  for (const match of text.matchAll(pattern)) {
    const sql = (match[1] as string).replace(/^\s*-- count:\n/, '').trim();
    const params = (match[2] ?? '')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line.replace(/^--\s+\d+: /, '')) as unknown);
    statements.push({ file, sql, params });
  }
  return statements;
}

const files = readdirSync(GOLDEN).filter((file) => file.endsWith('.clickhouse.sql'));

describe('the golden SQL of the ClickHouse dialect runs on ClickHouse', () => {
  let chdb: ChdbHttpServer;
  let connection: Connection;

  beforeAll(async () => {
    chdb = await startChdbHttpServer();
    await chdb.admin('CREATE DATABASE IF NOT EXISTS golden');
    await chdb.admin(
      'CREATE TABLE golden.sales (id Int64, region String, product String, amount Decimal(10, 2), quantity Int32, order_date DateTime, note Nullable(String)) ENGINE = MergeTree ORDER BY id',
    );
    await chdb.admin(`INSERT INTO golden.sales VALUES
      (1, 'North', 'Phone', 120.00, 2, '2024-01-15 10:00:00', NULL), (2, 'East', 'Laptop', 80.50, 1, '2024-02-20 12:30:00', 'a_b'),
      (3, 'South', 'Phone', 15.25, 4, '2024-03-14 09:15:00', 'x'), (4, 'North', 'Tablet', 300.00, 1, '2023-12-31 23:59:59', '100%')`);
    await chdb.admin("CREATE TABLE golden.regions (name String, manager String) ENGINE = MergeTree ORDER BY name");
    await chdb.admin("INSERT INTO golden.regions VALUES ('North', 'Ann'), ('East', 'Bo')");
    connection = connectors.clickhouse.connect({ host: chdb.host, port: chdb.port, database: 'golden', user: 'default', password: '' });
  });
  afterAll(async () => {
    await connection?.close();
    await chdb?.close();
    await removeChdbData();
  });

  it('finds the golden files', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  for (const file of files) {
    it(file, async () => {
      const statements = statementsOf(file);
      expect(statements.length).toBeGreaterThan(0);
      for (const { sql, params } of statements) {
        const result = await connection.execute(sql, params, { readOnly: true, maxRows: 1000 });
        expect(result.columns.length, sql).toBeGreaterThan(0);
      }
    });
  }

  it('gives the answers: an IN list with NULL, a LIKE with the escape character, a date level', async () => {
    const inNull = statementsOf('op_IN_null.clickhouse.sql')[0] as Statement;
    expect((await connection.execute(inNull.sql, inNull.params)).rows.map((row) => row[0])).toEqual([1]);
    const like = statementsOf('op_LIKE_wildcards.clickhouse.sql')[0] as Statement;
    const matched = (await connection.execute(like.sql, like.params)).rows;
    expect(matched.length).toBeLessThanOrEqual(1);
    const month = statementsOf('level_month.clickhouse.sql')[0] as Statement;
    const months = await connection.execute(month.sql, month.params);
    expect(months.columns[0]?.type).toBe('date');
    expect(months.rows.every((row) => /^\d{4}-\d{2}-01$/.test(String(row[0])))).toBe(true);
  });
});
