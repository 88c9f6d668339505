import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compileQuery';
import { context, salesView, spec } from '../queryTestKit';
import { checkSqlView } from '../sqlView';
import { appErrorOf } from '../sqlView/sqlViewTestKit';
import { clickhouseDialect, clickhouseParamType, clickhousePlaceholder } from './clickhouse';

const refusal = (sql: string) => appErrorOf(() => checkSqlView(sql, 'clickhouse', []));

describe('the ClickHouse dialect', () => {
  it("writes each bound value's type into its placeholder", () => {
    expect([1, -5, 2.5, 2 ** 60, 'x', true, null, undefined, 10n, 2n ** 70n].map(clickhouseParamType)).toEqual([
      'Int64',
      'Int64',
      'Float64',
      'Float64',
      'String',
      'Bool',
      'Nullable(Nothing)',
      'Nullable(Nothing)',
      'Int64',
      'Int256',
    ]);
    expect(clickhousePlaceholder(3, 'a')).toBe('{p3:String}');
  });

  it('binds every filter value as a typed parameter, numbered in reading order', () => {
    const compiled = compileQuery(
      spec({
        columns: [{ column: 'id' }],
        filters: [
          { column: 'region', sqlOperator: 'IN', values: [{ value: "x'}{p9:String}" }, { value: 'y' }] },
          { column: 'amount', sqlOperator: 'GT', values: [{ value: 1.5 }] },
          { column: 'order_date', sqlOperator: 'GTE', values: [{ value: '2024-01-01', valueType: 'DATE' }] },
        ],
      }),
      salesView,
      context('clickhouse'),
    );
    expect(compiled.sql).toContain('"V"."region" IN ({p1:String}, {p2:String})');
    expect(compiled.sql).toContain('"V"."amount" > toFloat64({p3:Float64})');
    expect(compiled.sql).toContain('"V"."order_date" >= parseDateTime64BestEffort({p4:String}, 3)');
    expect(compiled.params).toEqual(["x'}{p9:String}", 'y', 1.5, '2024-01-01 00:00:00']);
  });

  it('doubles backslashes in quoted names as well as quotes (a backslash escapes inside them)', () => {
    const compiled = compileQuery(spec({ columns: [{ column: 'id', alias: 'a\\" OR 1 --' }] }), salesView, context('clickhouse'));
    expect(compiled.sql).toContain('AS "a\\\\"" OR 1 --"');
  });

  it('truncates dates to the first day of the period with toStartOf… (ISO weeks start on Monday)', () => {
    const fn = clickhouseDialect.functions;
    const column = { kind: 'column', table: 'V', name: 'd' } as const;
    const names = (['AGG_DATE_YEAR', 'AGG_DATE_QUARTER', 'AGG_DATE_MONTH', 'AGG_DATE_WEEK', 'AGG_DATE_DAY'] as const).map((name) => {
      const rendered = fn[name]?.([column]);
      return rendered?.kind === 'raw' ? rendered.parts[0] : undefined;
    });
    expect(names).toEqual(['toStartOfYear(', 'toStartOfQuarter(', 'toStartOfMonth(', 'toMonday(', 'toDate(']);
  });
});

describe('ClickHouse table functions and statements with side effects or server access', () => {
  const names = [
    'file', 'fileCluster', 'url', 'urlCluster', 's3', 's3Cluster', 'gcs', 'hdfs', 'hdfsCluster', 'azureBlobStorage', 'azureBlobStorageCluster',
    'remote', 'remoteSecure', 'cluster', 'clusterAllReplicas', 'mysql', 'postgresql', 'sqlite', 'mongodb', 'redis', 'odbc', 'jdbc', 'executable',
    'executablePool', 'input', 'iceberg', 'icebergS3', 'icebergLocal', 'deltaLake', 'deltaLakeLocal', 'hudi', 'hive', 'catboostEvaluate',
  ];

  it('refuses each of them, called in any case, as a table or a scalar function (SQL_FORBIDDEN_FUNCTION)', () => {
    for (const name of names) {
      expect(refusal(`SELECT * FROM ${name}('x', 'CSV')`), name).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION', params: { name } });
      expect(refusal(`SELECT a, ${name.toUpperCase()} ('x') AS b FROM t`), name).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION' });
      expect(refusal(`SELECT * FROM "${name}"('x')`), name).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION' });
      expect(refusal(`SELECT * FROM \`${name}\`('x')`), name).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION' });
    }
  });

  it('refuses INTO OUTFILE, SYSTEM and dictionaries’ DDL', () => {
    expect(refusal("SELECT 1 INTO OUTFILE '/tmp/x.csv'")).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION', params: { name: 'INTO OUTFILE' } });
    for (const sql of ['SYSTEM RELOAD DICTIONARIES', 'SYSTEM DROP DNS CACHE', "CREATE DICTIONARY d (a UInt64) PRIMARY KEY a SOURCE(NULL()) LAYOUT(FLAT()) LIFETIME(0)", 'DROP DICTIONARY d']) {
      expect(refusal(sql).code, sql).toMatch(/SQL_FORBIDDEN_FUNCTION|SQL_NOT_A_QUERY/);
    }
  });

  it('accepts their names as data, names and comments, and the functions that only share a prefix', () => {
    for (const sql of [
      "SELECT 'file(1)' AS a, x AS \"url\" FROM t -- s3(1)\n/* remote(2) */",
      'SELECT file, url FROM t WHERE url = 1',
      "SELECT URLHash(u), cutURLParameter(u, 'a'), domain(u), filesystemAvailable() FROM t",
      'SELECT toStartOfMonth(d), sum(x) FROM t GROUP BY 1',
    ]) {
      expect(() => checkSqlView(sql, 'clickhouse', []), sql).not.toThrow();
    }
  });

  it("reads strings with ClickHouse's backslash escapes: a call after an escaped backslash is seen, one inside a string is data", () => {
    expect(refusal("SELECT 'x\\\\' , file('/etc/passwd')")).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION' });
    expect(() => checkSqlView("SELECT 'x\\' , file(1) ' AS a", 'clickhouse', [])).not.toThrow();
  });
});
