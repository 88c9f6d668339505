import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServiceContext } from '../serviceContext';
import type { FileSources } from '../sources/fileSources';
import { fileSourceDatabase } from '../sources/sourceConfig';

/** The table of a file source as an archive carries it: Parquet, which keeps the column types. */
export interface FileTable {
  table: string;
  bytes: Buffer;
}

/** A table name as file sources allow them (TableImportSchema). */
const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const fileTablePath = (sourceId: string, table: string): string => `files/${sourceId}/${table}.parquet`;

/** The source id and table a `files/<sourceId>/<table>.parquet` path names, or undefined for any other path. */
export function fileTableOfPath(path: string): { sourceId: string; table: string } | undefined {
  const match = /^files\/([A-Za-z0-9_-]{1,64})\/([^/]+)\.parquet$/.exec(path);
  return match && TABLE_NAME.test(match[2] as string) ? { sourceId: match[1] as string, table: match[2] as string } : undefined;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function scratch(ctx: Pick<ServiceContext, 'config'>): Promise<string> {
  const base = join(ctx.config.dataDir, 'tmp');
  await mkdir(base, { recursive: true });
  return mkdtemp(join(base, 'drr-'));
}

/**
 * Every table of a file source as Parquet, in name order (an export with file data). The source's query
 * pool is closed first and the database opened read-only by an engine of its own; a table being loaded at
 * that moment makes one of the two wait or fail (DuckDB's file lock), never corrupts it.
 */
export async function readFileTables(ctx: Pick<ServiceContext, 'config' | 'sourcePools'>, sourceId: string): Promise<FileTable[]> {
  const database = fileSourceDatabase(ctx.config.dataDir, sourceId);
  if (!existsSync(database)) return [];
  await ctx.sourcePools.close(sourceId);
  const dir = await scratch(ctx);
  try {
    const instance = await DuckDBInstance.create(database, {
      access_mode: 'READ_ONLY',
      autoinstall_known_extensions: 'false',
      autoload_known_extensions: 'false',
      temp_directory: dir,
      threads: '2',
      memory_limit: '512MB',
    });
    const connection = await instance.connect();
    try {
      const names = (await connection.runAndReadAll('SELECT table_name FROM duckdb_tables() ORDER BY table_name')).getRows().map(([name]) => String(name));
      const tables: FileTable[] = [];
      for (const table of names.filter((name) => TABLE_NAME.test(name))) {
        const file = join(dir, `${table}.parquet`);
        await connection.run(`COPY (SELECT * FROM ${quote(table)}) TO ${literal(file)} (FORMAT parquet)`);
        tables.push({ table, bytes: await readFile(file) });
      }
      return tables;
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Loads tables into a file source's database (each created or replaced, with the Parquet's types). */
export async function writeFileTables(ctx: Pick<ServiceContext, 'config'>, files: Pick<FileSources, 'importInferred'>, sourceId: string, tables: readonly FileTable[]): Promise<void> {
  const dir = await scratch(ctx);
  try {
    for (const { table, bytes } of tables) {
      const path = join(dir, `${table}.parquet`);
      await writeFile(path, bytes);
      await files.importInferred(sourceId, { path, format: 'parquet' }, table);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
