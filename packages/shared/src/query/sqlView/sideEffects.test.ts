import { describe, expect, it } from 'vitest';
import type { Dialect } from '../../sources/connectorTypes';
import { checkSqlView, renderSqlView } from './index';
import { allDialects, appErrorOf, variable } from './sqlViewTestKit';

const refusal = (sql: string, dialect: Dialect) => appErrorOf(() => checkSqlView(sql, dialect, []));
const accepts = (sql: string, dialect: Dialect) => expect(() => checkSqlView(sql, dialect, []), `${dialect}: ${sql}`).not.toThrow();

/** Refused with SQL_FORBIDDEN_FUNCTION naming `name` as written (the call's own text when not given). */
function expectRefused(dialect: Dialect, sql: string, name: string) {
  expect(refusal(sql, dialect), `${dialect}: ${sql}`).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION', params: { name } });
}

/** Each function called plainly, in any case, schema-qualified and as a quoted name is refused by its name. */
function expectFunctionsRefused(dialect: Dialect, names: readonly string[], schema: string, quote: string) {
  for (const name of names) {
    expectRefused(dialect, `select ${name}(1) from t`, name);
    expectRefused(dialect, `SELECT x FROM t WHERE ${name.toUpperCase()} (1, 'a') > 0`, name.toUpperCase());
    expectRefused(dialect, `select ${schema}.${name}(1)`, `${schema}.${name}`);
    expectRefused(dialect, `select ${quote}${name}${quote}(1)`, `${quote}${name}${quote}`);
    expectRefused(dialect, `select /* first */ ${name} /* then */ (1)`, name);
  }
}

/** The same names as data, aliases and comments, never called: accepted. */
function expectNamesAsDataAccepted(dialect: Dialect, names: readonly string[], quote: string) {
  for (const name of names) {
    accepts(`select '${name}(1)' as a, x as ${quote}${name}${quote} from t -- ${name}(1)\n/* ${name}(2) */`, dialect);
    accepts(`select ${name} from t where ${name} = 1`, dialect);
  }
}

describe('PostgreSQL functions with side effects or server access', () => {
  const names = [
    'lo_export', 'lo_import', 'lo_from_bytea', 'lo_put', 'lo_get', 'lo_create', 'lo_creat', 'lo_unlink', 'lo_open', 'lo_truncate', 'lo_truncate64',
    'loread', 'lowrite',
    'pg_read_file', 'pg_read_binary_file', 'pg_ls_dir', 'pg_ls_logdir', 'pg_ls_waldir', 'pg_ls_tmpdir', 'pg_stat_file', 'pg_file_write',
    'dblink', 'dblink_exec', 'dblink_connect', 'dblink_connect_u', 'dblink_send_query',
    'set_config', 'setseed',
    'pg_advisory_lock', 'pg_advisory_lock_shared', 'pg_advisory_xact_lock', 'pg_advisory_xact_lock_shared', 'pg_advisory_unlock',
    'pg_advisory_unlock_all', 'pg_try_advisory_lock', 'pg_try_advisory_xact_lock_shared',
    'pg_terminate_backend', 'pg_cancel_backend', 'pg_reload_conf', 'pg_rotate_logfile', 'pg_switch_wal', 'pg_promote',
    'pg_create_physical_replication_slot', 'pg_create_logical_replication_slot', 'pg_drop_replication_slot', 'pg_logical_slot_get_changes',
    'pg_logical_emit_message', 'pg_replication_origin_create', 'pg_stat_reset', 'pg_stat_statements_reset',
    'nextval', 'setval', 'pg_notify', 'txid_current', 'pg_current_xact_id',
    'query_to_xml', 'query_to_xml_and_xmlschema', 'cursor_to_xml', 'table_to_xml', 'schema_to_xml', 'database_to_xml', 'ts_stat', 'ts_rewrite',
  ];

  it('refuses each by its name, in any case, schema-qualified and quoted', () => {
    expectFunctionsRefused('postgres', names, 'pg_catalog', '"');
  });

  it('accepts the same names as strings, quoted aliases, columns and comments', () => {
    expectNamesAsDataAccepted('postgres', names, '"');
    accepts("select $$lo_export(1, '/tmp/x')$$ as a, E'pg_read_file(\\'x\\')' as b", 'postgres');
  });

  it('refuses the issue’s statement, wherever the call hides', () => {
    expectRefused('postgres', "SELECT lo_export(lo_from_bytea(0, '\\x41'), '/tmp/x')", 'lo_export');
    expectRefused('postgres', "select * from t where exists (select 1 from pg_catalog.pg_ls_dir('.') d)", 'pg_catalog.pg_ls_dir');
    expectRefused('postgres', "select * from lateral pg_catalog . \"set_config\" ('a', 'b', false)", 'pg_catalog . "set_config"');
    // PostgreSQL's Unicode-escaped names are what the server resolves.
    expectRefused('postgres', 'select U&"lo\\005fexport"(1, 2)', '"lo\\005fexport"');
    expectRefused('postgres', "select U&\"lo!005fexport\" UESCAPE '!' (1, 2)", '"lo!005fexport"');
  });

  it('keeps harmless reads of the same families', () => {
    for (const sql of [
      "select current_setting('DateStyle'), currval('s'), lastval(), pg_sleep(0), lower(x), log(2, 8) from t",
      'select substring(name from 1 for 2), overlay(name placing \'x\' from 1 for 1) from t',
      "select xmlelement(name a, 'x'), xpath('/a', '<a/>'::xml)",
    ]) {
      accepts(sql, 'postgres');
    }
  });

  it('refuses row locks, which block the source’s writers', () => {
    expectRefused('postgres', 'select * from t for update', 'for update');
    expectRefused('postgres', 'select * from (select * from t FOR NO KEY UPDATE) s', 'FOR NO KEY UPDATE');
    expectRefused('postgres', 'select * from t for share', 'for share');
    accepts('select substring(x for share) from t', 'postgres');
  });
});

describe('MySQL and MariaDB functions and constructs with side effects or server access', () => {
  const names = ['load_file', 'get_lock', 'release_lock', 'release_all_locks', 'sys_exec', 'sys_eval', 'nextval', 'setval'];

  it('refuses each by its name, in any case, schema-qualified and quoted', () => {
    expectFunctionsRefused('mysql', names, 'mysql', '`');
  });

  it('accepts the same names as strings, quoted aliases, columns and comments', () => {
    expectNamesAsDataAccepted('mysql', names, '`');
    accepts("select 'it\\'s load_file(1)' as a # load_file(2)\nfrom t", 'mysql');
    accepts('select sleep(0), benchmark(1, 1), is_free_lock(\'a\'), @v as v from t', 'mysql');
  });

  it('refuses writing files and assigning variables', () => {
    expectRefused('mysql', "select * from t into outfile '/tmp/x'", 'into outfile');
    expectRefused('mysql', "SELECT a FROM t INTO DUMPFILE '/tmp/x'", 'INTO DUMPFILE');
    expectRefused('mysql', 'select a from t into @a', 'into @a');
    expectRefused('mysql', 'select @n := @n + 1 as n from t', '@n :=');
    expectRefused('mysql', 'select a from t where (@x:=a) > 1', '@x:=');
    expectRefused('mysql', 'select next value for s', 'next value for');
    expectRefused('mysql', 'select * from t lock in share mode', 'lock in share mode');
    expectRefused('mysql', 'select * from t for update', 'for update');
  });

  it('refuses executable comments, whose text MySQL runs', () => {
    expectRefused('mysql', "select 1 /*! , load_file('/etc/passwd') */", '/*! … */');
    expectRefused('mysql', 'select 1 /*M!100000 + 1 */ from t', '/*! … */');
    accepts('select /*+ MAX_EXECUTION_TIME(1000) */ a from t', 'mysql');
  });

  it('reads `--` without a blank after it as minus signs, as MySQL does', () => {
    expectRefused('mysql', "select 1 --load_file('/etc/passwd')", 'load_file');
    accepts("select 1 -- load_file('/etc/passwd')", 'mysql');
  });
});

describe('SQLite functions with side effects or server access', () => {
  const names = ['load_extension', 'readfile', 'writefile', 'edit', 'fsdir', 'zipfile', 'fts3_tokenizer'];

  it('refuses each by its name, in any case, schema-qualified and quoted', () => {
    expectFunctionsRefused('sqlite', names, 'main', '"');
    expectRefused('sqlite', "select [writefile]('/tmp/x', 'y')", '[writefile]');
  });

  it('accepts the same names as strings, quoted aliases, columns and comments', () => {
    expectNamesAsDataAccepted('sqlite', names, '"');
  });

  it('refuses attaching databases and pragmas as statements', () => {
    expect(refusal("attach database '/tmp/x.db' as x", 'sqlite')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'ATTACH' } });
    expect(refusal('pragma writable_schema = 1', 'sqlite')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found: 'PRAGMA' } });
  });
});

describe('DuckDB functions and constructs with side effects or server access', () => {
  const names = [
    'read_csv', 'read_csv_auto', 'read_parquet', 'read_json', 'read_json_auto', 'read_ndjson', 'read_text', 'read_blob', 'parquet_scan',
    'parquet_metadata', 'parquet_schema', 'glob', 'sniff_csv', 'query', 'query_table', 'getenv', 'iceberg_scan', 'delta_scan', 'st_read',
  ];

  it('refuses each by its name, in any case, schema-qualified and quoted', () => {
    expectFunctionsRefused('duckdb', names, 'main', '"');
  });

  it('accepts the same names as strings, quoted aliases, columns and comments', () => {
    expectNamesAsDataAccepted('duckdb', names, '"');
    accepts("select current_setting('threads'), url from t where url like 'https://%'", 'duckdb');
  });

  it('refuses files and URLs where a table goes', () => {
    expectRefused('duckdb', "select * from 'data.csv'", "'data.csv'");
    expectRefused('duckdb', "SELECT * FROM t JOIN 's3://bucket/x.parquet' USING (id)", "'s3://bucket/x.parquet'");
    expectRefused('duckdb', "select * from t, 'https://example.com/x.json'", "'https://example.com/x.json'");
    expectRefused('duckdb', 'select * from "/etc/passwd"', '"/etc/passwd"');
    accepts('select * from "orders", t where t.name in (\'a.csv\')', 'duckdb');
  });

  it('refuses the statements that load, install, attach, copy or export', () => {
    for (const [sql, found] of [
      ["attach 'x.db'", 'ATTACH'],
      ['load httpfs', 'LOAD'],
      ['install httpfs', 'INSTALL'],
      ["copy t to '/tmp/x.csv'", 'COPY'],
      ["export database '/tmp/x'", 'EXPORT'],
    ] as const) {
      expect(refusal(sql, 'duckdb')).toMatchObject({ code: 'SQL_NOT_A_QUERY', params: { found } });
    }
  });
});

describe.each(allDialects)('the side-effect check around variables (%s)', (dialect) => {
  it('checks SQL-text variables’ values once spliced in, at save and at run time', () => {
    const fn = { postgres: 'pg_read_file', mysql: 'load_file', sqlite: 'readfile', duckdb: 'read_text', clickhouse: 'file' }[dialect];
    const error = appErrorOf(() =>
      renderSqlView('select\n  $e$ as x from t', dialect, [variable('e', [`${fn}('/etc/passwd')`], { sql: true })]),
    );
    expect(error).toMatchObject({ code: 'SQL_FORBIDDEN_FUNCTION', params: { name: fn }, details: { line: 2, column: 3 } });
    expect(() => checkSqlView('select $e$ as x from t', dialect, [{ name: 'e', type: 'query', sql: true, defaultValue: [`${fn}('x')`] }])).toThrow();
  });

  it('never sees a bound value as SQL', () => {
    const fn = { postgres: 'pg_read_file', mysql: 'load_file', sqlite: 'readfile', duckdb: 'read_text', clickhouse: 'file' }[dialect];
    expect(() => renderSqlView('select * from t where a = $v$', dialect, [variable('v', [`${fn}('/etc/passwd')`])])).not.toThrow();
  });

  it('refuses even where the grammar cannot read the statement, with the line and column', () => {
    const fn = { postgres: 'pg_read_file', mysql: 'load_file', sqlite: 'readfile', duckdb: 'read_text', clickhouse: 'file' }[dialect];
    expect(refusal(`select a,\n  ${fn}('x') from t where a = = 1`, dialect)).toMatchObject({
      code: 'SQL_FORBIDDEN_FUNCTION',
      details: { line: 2, column: 3 },
    });
  });
});
