// One node-sql-parser build per grammar (the full package bundles every grammar). The builds are CommonJS:
// under Node's ESM loader a namespace import holds them as `default`, under bundlers sometimes as named
// exports, so `parserClass` accepts both.
import * as mariadbBuild from 'node-sql-parser/build/mariadb.js';
import * as postgresqlBuild from 'node-sql-parser/build/postgresql.js';
import * as sqliteBuild from 'node-sql-parser/build/sqlite.js';
import type { Dialect } from '../../sources/connectorTypes';

type ParserClass = typeof postgresqlBuild.Parser;
type Parser = InstanceType<ParserClass>;

function parserClass(build: object): ParserClass {
  const module = (build as { default?: { Parser?: ParserClass } }).default ?? (build as { Parser?: ParserClass });
  if (!module.Parser) throw new Error('node-sql-parser build without Parser');
  return module.Parser;
}

interface Grammar {
  build: object;
  /** node-sql-parser's name of the grammar. */
  database: string;
}

/** DuckDB has no grammar of its own in node-sql-parser: its SQL is checked as PostgreSQL's. */
const grammars: Record<Dialect, Grammar> = {
  postgres: { build: postgresqlBuild, database: 'postgresql' },
  duckdb: { build: postgresqlBuild, database: 'postgresql' },
  mysql: { build: mariadbBuild, database: 'mariadb' },
  sqlite: { build: sqliteBuild, database: 'sqlite' },
  // No ClickHouse grammar: PostgreSQL's reads its common SELECTs ("quoted" names); what it cannot read goes to
  // ClickHouse's own parser (Connection.check: EXPLAIN, read-only).
  clickhouse: { build: postgresqlBuild, database: 'postgresql' },
};

const parsers = new Map<Dialect, Parser>();

/** The statements of `sql` as node-sql-parser's AST; throws its SyntaxError (with `location`, `found`). */
export function parseSql(sql: string, dialect: Dialect): unknown[] {
  const grammar = grammars[dialect];
  let parser = parsers.get(dialect);
  if (!parser) {
    parser = new (parserClass(grammar.build))();
    parsers.set(dialect, parser);
  }
  const ast = parser.astify(sql, { database: grammar.database });
  return Array.isArray(ast) ? ast : [ast];
}
