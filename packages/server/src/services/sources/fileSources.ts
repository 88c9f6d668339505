import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import type { FileFormat, FileUpload, ImportColumnType, TableImport } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Connection } from '../../connectors/connector';
import { duckdbValueReader } from '../../connectors/duckdb/duckdbTypes';
import type { SourceUploadRow } from '../../repositories/sourceRepository';
import { isoNow, type ServiceContext } from '../serviceContext';
import { xlsxToCsv } from './xlsxToCsv';

const PREVIEW_ROWS = 20;

const formatsByExtension: Record<string, FileFormat> = {
  '.csv': 'csv',
  '.txt': 'csv',
  '.tsv': 'tsv',
  '.xlsx': 'xlsx',
  '.parquet': 'parquet',
  '.json': 'json',
  '.jsonl': 'json',
  '.ndjson': 'json',
};

const duckdbTypes: Record<ImportColumnType, string> = {
  text: 'VARCHAR',
  integer: 'BIGINT',
  decimal: 'DECIMAL(18,4)',
  double: 'DOUBLE',
  boolean: 'BOOLEAN',
  date: 'DATE',
  timestamp: 'TIMESTAMP',
};

/** The import type DuckDB's inferred type suggests. */
export function importTypeOf(dbType: string): ImportColumnType {
  const type = dbType.toUpperCase();
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT)$/.test(type)) return 'integer';
  if (type.startsWith('DECIMAL')) return 'decimal';
  if (type === 'DOUBLE' || type === 'FLOAT') return 'double';
  if (type === 'BOOLEAN') return 'boolean';
  if (type === 'DATE') return 'date';
  if (type.startsWith('TIMESTAMP')) return 'timestamp';
  return 'text';
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The DuckDB table function reading a staged file; paths are the server's own, never user input. */
function reader(path: string, format: FileFormat): string {
  switch (format) {
    case 'csv':
    case 'xlsx':
      return `read_csv(${quoteLiteral(path)}, header = true, null_padding = true, sample_size = 100000)`;
    case 'tsv':
      return `read_csv(${quoteLiteral(path)}, header = true, delim = '\\t', null_padding = true, sample_size = 100000)`;
    case 'parquet':
      return `read_parquet(${quoteLiteral(path)})`;
    case 'json':
      return `read_json_auto(${quoteLiteral(path)})`;
  }
}

/**
 * DuckDB's refusal of a file, in its own words, naming the file as the user knows it rather than where the
 * server staged it; without DuckDB's "LINE 1: …" excerpt, which points into our statement, not the file.
 */
function readFailure(error: unknown, fileName: string, ...stagedPaths: string[]): AppError {
  let reason = String((error as Error).message ?? error).replace(/\n+LINE \d+:[\s\S]*$/, '');
  for (const path of stagedPaths) reason = reason.replaceAll(path, fileName);
  return new AppError('FILE_READ_FAILED', { params: { reason: reason.trim() } });
}

/**
 * File sources: uploaded CSV/TSV/Excel/Parquet/JSON files become tables of a DuckDB database under
 * DATA_DIR/files, queried like any database. Uploads stream to disk (never whole in memory); DuckDB reads
 * them from there. Writes to one source's database are serialised, and its query pool is closed first.
 */
export function createFileSources(ctx: ServiceContext) {
  const filesDir = join(ctx.config.dataDir, 'files');
  const uploadsDir = join(ctx.config.dataDir, 'uploads');
  const tempDir = join(ctx.config.dataDir, 'tmp');
  const writing = new Map<string, Promise<unknown>>();
  const databaseOf = (sourceId: string) => join(filesDir, `${sourceId}.duckdb`);

  /** A DuckDB instance of our own (server-written SQL only; may read the staged files). */
  async function withDuckDB<T>(path: string, work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    await mkdir(tempDir, { recursive: true });
    const instance = await DuckDBInstance.create(path, {
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      temp_directory: tempDir,
      memory_limit: '512MB',
      threads: '2',
    });
    const connection = await instance.connect();
    try {
      return await work(connection);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  }

  /** Exclusive write access to a source's database, one writer at a time. */
  function writeTo<T>(sourceId: string, work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const run = async () => {
      await ctx.sourcePools.close(sourceId);
      await mkdir(filesDir, { recursive: true });
      return withDuckDB(databaseOf(sourceId), work);
    };
    const next = (writing.get(sourceId) ?? Promise.resolve()).then(run, run);
    writing.set(sourceId, next.catch(() => undefined));
    return next;
  }

  async function tableExists(connection: DuckDBConnection, table: string): Promise<boolean> {
    const result = await connection.runAndReadAll('SELECT count(*) FROM duckdb_tables() WHERE table_name = $1', [table]);
    return Number(result.getRows()[0]?.[0] ?? 0) > 0;
  }

  return {
    databaseOf,

    /** The tables and their row counts, through the source's (read-only) query connection. */
    async tables(connection: () => Connection, sourceId: string): Promise<{ name: string; rowCount: number }[]> {
      if (!existsSync(databaseOf(sourceId))) return [];
      const conn = connection();
      const names = await conn.execute('SELECT table_name FROM duckdb_tables() ORDER BY table_name', []);
      const tables = [];
      for (const [name] of names.rows) {
        const count = await conn.execute(`SELECT count(*) FROM ${quoteIdentifier(String(name))}`, []);
        tables.push({ name: String(name), rowCount: Number(count.rows[0]?.[0] ?? 0) });
      }
      return tables;
    },

    /** Streams an upload to disk, then shows the inferred columns and the first rows. */
    async upload(sourceId: string, userId: string, fileName: string, stream: Readable & { truncated?: boolean }): Promise<FileUpload> {
      const format = formatsByExtension[extname(fileName).toLowerCase()];
      if (!format) {
        stream.resume();
        throw new AppError('UNSUPPORTED_FILE', { params: { name: fileName } });
      }
      await mkdir(uploadsDir, { recursive: true });
      const id = ctx.newId();
      const received = join(uploadsDir, `${id}${extname(fileName).toLowerCase()}`);
      let path = received;
      try {
        // A body that breaks off fails the pipeline: what arrived is removed below, like any failed upload.
        await pipeline(stream, createWriteStream(received));
        if (stream.truncated) {
          throw new AppError('FILE_TOO_LARGE', { params: { limit: `${Math.round(ctx.config.uploadMaxBytes / 1024 / 1024)} MB` } });
        }
        if (format === 'xlsx') {
          path = join(uploadsDir, `${id}.csv`);
          await xlsxToCsv(received, path).catch((error: unknown) => {
            throw readFailure(error, fileName, received, path);
          });
          await rm(received, { force: true });
        }
        const preview = await withDuckDB(':memory:', async (connection) => {
          const described = await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${reader(path, format)}`);
          const sample = await connection.runAndReadAll(`SELECT * FROM ${reader(path, format)} LIMIT ${PREVIEW_ROWS}`);
          // The preview shows values as queries will: the connector's own normalisation.
          const readers = sample.columnTypes().map(duckdbValueReader);
          return {
            columns: described.getRows().map(([name, type]) => ({ name: String(name), dbType: String(type), type: importTypeOf(String(type)) })),
            rows: sample.getRows().map((row) => row.map((value, index) => readers[index]?.(value) ?? null)),
          };
        }).catch((error: unknown) => {
          throw error instanceof AppError ? error : readFailure(error, fileName, path);
        });
        await ctx.store.sources.insertUpload({ id, source_id: sourceId, user_id: userId, file_name: fileName, format, path, created_at: isoNow(ctx) });
        return { uploadId: id, fileName, format, ...preview };
      } catch (error) {
        await rm(path, { force: true });
        await rm(received, { force: true });
        throw error;
      }
    },

    /** Loads a staged upload into a table: created, appended to, or replaced, with chosen names and types. */
    async importTable(sourceId: string, upload: SourceUploadRow, spec: TableImport): Promise<void> {
      const select = spec.columns.map((column) => `CAST(${quoteIdentifier(column.source)} AS ${duckdbTypes[column.type]}) AS ${quoteIdentifier(column.name)}`).join(', ');
      const from = reader(upload.path, upload.format as FileFormat);
      const table = quoteIdentifier(spec.table);
      await writeTo(sourceId, async (connection) => {
        const exists = await tableExists(connection, spec.table);
        if (spec.mode === 'create' && exists) throw new AppError('TABLE_EXISTS', { params: { name: spec.table } });
        if (spec.mode === 'append' && !exists) throw new AppError('NOT_FOUND', { params: { resource: 'table' } });
        const statement =
          spec.mode === 'append'
            ? `INSERT INTO ${table} (${spec.columns.map((c) => quoteIdentifier(c.name)).join(', ')}) SELECT ${select} FROM ${from}`
            : `CREATE OR REPLACE TABLE ${table} AS SELECT ${select} FROM ${from}`;
        await connection.run(statement).catch((error: unknown) => {
          throw readFailure(error, upload.file_name, upload.path);
        });
      });
      await rm(upload.path, { force: true });
      await ctx.store.sources.deleteUpload(upload.id);
      await ctx.store.sources.forgetSchema(sourceId);
    },

    /** A new file source's (empty) database, so that it can be browsed and queried before its first table. */
    initialize: (sourceId: string): Promise<void> => writeTo(sourceId, async () => undefined),

    /** A file the server itself provides (the sample data) as a table, with the types DuckDB infers. */
    async importInferred(sourceId: string, file: { path: string; format: FileFormat }, table: string): Promise<void> {
      await writeTo(sourceId, (connection) =>
        connection.run(`CREATE OR REPLACE TABLE ${quoteIdentifier(table)} AS SELECT * FROM ${reader(file.path, file.format)}`),
      );
      await ctx.store.sources.forgetSchema(sourceId);
    },

    async dropTable(sourceId: string, table: string): Promise<void> {
      await writeTo(sourceId, async (connection) => {
        if (!(await tableExists(connection, table))) throw new AppError('NOT_FOUND', { params: { resource: 'table' } });
        await connection.run(`DROP TABLE ${quoteIdentifier(table)}`);
      });
      await ctx.store.sources.forgetSchema(sourceId);
    },

    /** Deletes a file source's database and its staged uploads' files. */
    async remove(sourceId: string): Promise<void> {
      await ctx.sourcePools.close(sourceId);
      for (const suffix of ['', '.wal']) await rm(`${databaseOf(sourceId)}${suffix}`, { force: true });
    },

    /** "Test connection" of a file source: the engine answers. */
    async engineCheck(): Promise<{ serverVersion: string; latencyMs: number }> {
      const started = performance.now();
      const version = await withDuckDB(':memory:', async (connection) => String((await connection.runAndReadAll('SELECT version()')).getRows()[0]?.[0]));
      return { serverVersion: `DuckDB ${version}`, latencyMs: Math.round(performance.now() - started) };
    },
  };
}

export type FileSources = ReturnType<typeof createFileSources>;
