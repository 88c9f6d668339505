import { datasetFile } from '../../contractDatasets';
import type { ChdbHttpServer } from './chdbHttpServer';

const SAKILA_TABLES = ['actor', 'category', 'customer', 'film', 'film_actor', 'film_category', 'inventory', 'language', 'payment', 'rental', 'store'];

/** Money columns as in the SQL dumps (inference would read DOUBLE and lose the exact sums). */
const HINTS: Record<string, string> = {
  payment: 'amount Decimal(5,2)',
  film: 'rental_rate Decimal(4,2), replacement_cost Decimal(5,2)',
};

const sqlText = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A database of Sakila tables from the dataset's CSV files (as administrator), plus `extra` statements. */
export async function loadSakila(server: ChdbHttpServer, database: string, extra: readonly string[] = []): Promise<void> {
  await server.admin(`CREATE DATABASE IF NOT EXISTS \`${database}\``);
  for (const table of SAKILA_TABLES) {
    const hints = HINTS[table] ? `, schema_inference_hints = ${sqlText(HINTS[table])}` : '';
    await server.admin(
      `CREATE TABLE \`${database}\`.${table} ENGINE = MergeTree ORDER BY tuple() AS SELECT * FROM file(${sqlText(datasetFile('sakila', 'csv', `${table}.csv`))}, 'CSVWithNames')
       SETTINGS schema_inference_make_columns_nullable = 'auto'${hints}`,
    );
  }
  for (const sql of extra) await server.admin(sql);
}

/** The TPC-H tables (types of the dataset's schema.sql in ClickHouse's words) and their .tbl.gz files. */
const TPCH_TABLES: Record<string, string> = {
  region: 'r_regionkey Int32, r_name String, r_comment String',
  nation: 'n_nationkey Int32, n_name String, n_regionkey Int32, n_comment String',
  part: 'p_partkey Int32, p_name String, p_mfgr String, p_brand String, p_type String, p_size Int32, p_container String, p_retailprice Decimal(15,2), p_comment String',
  supplier: 's_suppkey Int32, s_name String, s_address String, s_nationkey Int32, s_phone String, s_acctbal Decimal(15,2), s_comment String',
  partsupp: 'ps_partkey Int32, ps_suppkey Int32, ps_availqty Int32, ps_supplycost Decimal(15,2), ps_comment String',
  customer: 'c_custkey Int32, c_name String, c_address String, c_nationkey Int32, c_phone String, c_acctbal Decimal(15,2), c_mktsegment String, c_comment String',
  orders: 'o_orderkey Int32, o_custkey Int32, o_orderstatus String, o_totalprice Decimal(15,2), o_orderdate Date, o_orderpriority String, o_clerk String, o_shippriority Int32, o_comment String',
  lineitem:
    'l_orderkey Int32, l_partkey Int32, l_suppkey Int32, l_linenumber Int32, l_quantity Decimal(15,2), l_extendedprice Decimal(15,2), l_discount Decimal(15,2), l_tax Decimal(15,2), l_returnflag String, l_linestatus String, l_shipdate Date, l_commitdate Date, l_receiptdate Date, l_shipinstruct String, l_shipmode String, l_comment String',
};

/** TPC-H SF 0.01 (shared/datasets/tpch-sf0.01): pipe-separated with a trailing '|', gzipped, read by chdb itself (blanks kept). */
export async function loadTpch(server: ChdbHttpServer, database: string): Promise<void> {
  await server.admin(`CREATE DATABASE IF NOT EXISTS \`${database}\``);
  for (const [table, columns] of Object.entries(TPCH_TABLES)) {
    // A trailing '|' ends every line: one more (empty) column, left out.
    await server.admin(
      `CREATE TABLE \`${database}\`.${table} ENGINE = MergeTree ORDER BY tuple() AS
       SELECT * EXCEPT (_end) FROM file(${sqlText(datasetFile('tpch-sf0.01', `${table}.tbl.gz`))}, 'CSV', ${sqlText(`${columns}, _end String`)}, 'gzip')
       SETTINGS format_csv_delimiter = '|', input_format_csv_trim_whitespaces = 0`,
    );
  }
}
