import type { Dialect } from '../../sources/connectorTypes';

/**
 * Functions a view may not call, per dialect: they write (even in a READ ONLY transaction: large objects,
 * sequences, advisory locks live outside it), reach the server's files, processes or other servers, change
 * the pooled session's settings for later queries, or run SQL given as a string (which no check can see).
 * Names in lower case; a prefix covers a whole family (every variant, present and future).
 */
export interface ForbiddenFunctions {
  names: ReadonlySet<string>;
  prefixes: readonly string[];
}

const list = (names: string): ReadonlySet<string> => new Set(names.trim().split(/\s+/));

const postgres: ForbiddenFunctions = {
  names: list(`
    loread lowrite
    pg_read_file pg_read_binary_file pg_stat_file pg_file_write pg_file_rename pg_file_unlink pg_file_sync pg_file_read pg_logdir_ls
    set_config setseed
    pg_terminate_backend pg_cancel_backend pg_reload_conf pg_rotate_logfile pg_rotate_logfile_old pg_switch_wal pg_switch_xlog
    pg_create_restore_point pg_start_backup pg_stop_backup pg_backup_start pg_backup_stop pg_promote pg_wal_replay_pause
    pg_wal_replay_resume pg_xlog_replay_pause pg_xlog_replay_resume pg_log_backend_memory_contexts pg_log_standby_snapshot
    pg_create_physical_replication_slot pg_create_logical_replication_slot pg_drop_replication_slot
    pg_copy_physical_replication_slot pg_copy_logical_replication_slot pg_replication_slot_advance pg_logical_emit_message
    pg_import_system_collations pg_extension_config_dump pg_sync_replication_slots
    nextval setval
    pg_notify txid_current pg_current_xact_id
    query_to_xml query_to_xmlschema query_to_xml_and_xmlschema cursor_to_xml cursor_to_xmlschema
    ts_stat ts_rewrite
  `),
  prefixes: [
    // Large objects: lo_import, lo_export, lo_from_bytea, lo_put, lo_get, lo_create, lo_creat, lo_open, lo_unlink, lo_truncate…
    'lo_',
    // pg_ls_dir, pg_ls_logdir, pg_ls_waldir, pg_ls_tmpdir, pg_ls_archive_statusdir, pg_ls_logicalsnapdir…
    'pg_ls_',
    'dblink',
    'postgres_fdw_',
    // pg_advisory_lock(_shared), pg_advisory_xact_lock(_shared), pg_advisory_unlock(_shared, _all), pg_try_advisory_*.
    'pg_advisory_',
    'pg_try_advisory_',
    'pg_logical_slot_',
    'pg_replication_origin_',
    'pg_stat_reset',
    'pg_stat_statements_reset',
    // table_to_xml, schema_to_xml, database_to_xml and their _xmlschema forms read whole tables by name.
    'table_to_xml',
    'schema_to_xml',
    'database_to_xml',
  ],
};

/** DuckDB (also the engine of file sources): file and URL readers, SQL given as a string, the environment. */
const duckdb: ForbiddenFunctions = {
  names: list(`
    glob sniff_csv query query_table getenv json_execute_serialized_sql
    st_read st_read_meta st_readosm st_readshp delta_scan parquet_scan csv_scan
    nextval setval setseed load_extension
    duckdb_secrets which_secret
  `),
  prefixes: [
    // read_csv, read_csv_auto, read_parquet, read_json(_auto, _objects…), read_ndjson…, read_text, read_blob, read_xlsx…
    'read_',
    // parquet_metadata, parquet_schema, parquet_file_metadata, parquet_kv_metadata, parquet_bloom_probe.
    'parquet_',
    'iceberg_',
  ],
};

/**
 * MySQL and MariaDB. SLEEP and BENCHMARK stay: they only spend time, which the statement timeout bounds;
 * IS_FREE_LOCK/IS_USED_LOCK only read. GET_LOCK holds a named lock past the query on the pooled connection.
 */
const mysql: ForbiddenFunctions = {
  names: list(`
    load_file get_lock release_lock release_all_locks
    sys_exec sys_eval sys_get sys_set
    nextval setval
  `),
  prefixes: [],
};

/** SQLite: extensions, and the shell's file functions (fileio) should a build include them. */
const sqlite: ForbiddenFunctions = {
  names: list(`
    load_extension readfile writefile edit fsdir zipfile fts3_tokenizer
  `),
  prefixes: [],
};

/**
 * ClickHouse: the table functions (and their scalar namesakes, e.g. file('path')) that read or write files,
 * URLs, object stores, other servers and processes; model and symbol functions that read server files.
 * Statements run with readonly=1 as well, which ClickHouse enforces itself (INSERT INTO FUNCTION, SYSTEM,
 * DDL are refused there too). sleep() stays: it only spends time, which max_execution_time bounds.
 */
const clickhouse: ForbiddenFunctions = {
  names: list(`
    file filecluster url urlcluster input executable executablepool
    mysql postgresql sqlite mongodb redis odbc jdbc hive ytsaurus arrowflight arrowflightcluster
    catboostevaluate addresstoline addresstolinewithinlines addresstosymbol
  `),
  prefixes: [
    // s3, s3Cluster, s3queue …; hdfs, hdfsCluster; gcs; azureBlobStorage(Cluster).
    's3',
    'hdfs',
    'gcs',
    'azureblobstorage',
    // remote, remoteSecure; cluster, clusterAllReplicas: queries sent to other servers.
    'remote',
    'cluster',
    // iceberg, icebergS3, icebergLocal …; deltaLake(Local, Azure, Cluster …); hudi(Cluster); paimon…
    'iceberg',
    'deltalake',
    'hudi',
    'paimon',
  ],
};

export const forbiddenFunctions: Record<Dialect, ForbiddenFunctions> = { postgres, duckdb, mysql, sqlite, clickhouse };

export const isForbiddenFunction = (dialect: Dialect, name: string): boolean => {
  const { names, prefixes } = forbiddenFunctions[dialect];
  return names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
};
