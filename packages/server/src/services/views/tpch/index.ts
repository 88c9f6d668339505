// The 22 TPC-H queries (TPC-H specification 3.0.1, §2.4) with the specification's validation substitution
// parameters (§2.4.x.3; Q11's FRACTION is the SF 1 value 0.0001), written in each dialect's own syntax:
// date arithmetic, year extraction and substrings as each database spells them. Q15's view revenue0 is a
// WITH clause. Q13's derived-table column list (`c_orders (c_custkey, c_count)`) is written as aliases
// where the dialect has no such list (MariaDB, SQLite), and SQLite's Q6 has the discount range computed
// (its 0.06 + 0.01 is a binary float just under 0.07). Plain text, for tests of the SQL-view check.
import { DUCKDB } from './duckdb';
import { MYSQL } from './mysql';
import { POSTGRES } from './postgres';
import { SQLITE } from './sqlite';

/** The 22 queries of each dialect, Q1 first. */
export const TPCH_QUERIES = { postgres: POSTGRES, mysql: MYSQL, duckdb: DUCKDB, sqlite: SQLITE } as const satisfies Record<string, readonly string[]>;
