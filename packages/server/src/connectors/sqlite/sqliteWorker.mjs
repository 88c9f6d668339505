// A SQLite source's queries, off the event loop: better-sqlite3 is synchronous, so it runs in this worker
// thread. Plain JavaScript because Node 20 cannot load TypeScript in a worker. The main side
// (sqliteWorkerClient.ts) posts one request at a time and ends the worker to stop a query.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/**
 * @typedef {{ id: number, sql: string, params: unknown[], maxRows: number | null, prepareOnly: boolean }} SqliteRequest
 * @typedef {{ name: string, declaredType: string | null }} SqliteColumn
 * @typedef {{ id: number, columns: SqliteColumn[], rows: unknown[][], truncated: boolean }} SqliteSuccess
 * @typedef {{ id: number, error: { code?: string, kind?: string, message: string } }} SqliteFailure
 */

/** @type {import('better-sqlite3').Database | undefined} */
let db;

/** The database, opened read-only on first use; query_only refuses writes even through a writable handle. */
function database() {
  if (!db) {
    db = new Database(workerData.file, { readonly: true, fileMustExist: true });
    db.pragma('query_only = ON');
  }
  return db;
}

/**
 * @param {SqliteRequest} request
 * @returns {Omit<SqliteSuccess, 'id'> | Omit<SqliteFailure, 'id'>}
 */
function run(request) {
  const statement = database().prepare(request.sql);
  // Only statements that return rows: no ATTACH, VACUUM INTO, PRAGMA assignments or writes.
  if (!statement.reader) {
    return { error: { kind: 'permission', message: 'This SQLite source is read-only: only statements that return rows can run' } };
  }
  statement.raw(true);
  if (request.prepareOnly) return { columns: [], rows: [], truncated: false };
  const columns = statement.columns().map((column) => ({ name: column.name, declaredType: column.type }));
  const maxRows = request.maxRows ?? Infinity;
  /** @type {unknown[][]} */
  const rows = [];
  let truncated = false;
  for (const row of statement.iterate(...request.params)) {
    if (rows.length >= maxRows) {
      truncated = true;
      break;
    }
    rows.push(/** @type {unknown[]} */ (row));
  }
  return { columns, rows, truncated };
}

const port = parentPort;
if (!port) throw new Error('sqliteWorker.mjs runs as a worker thread');

port.on('message', (/** @type {SqliteRequest} */ request) => {
  try {
    port.postMessage({ id: request.id, ...run(request) });
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message?: string }} */ (error);
    port.postMessage({ id: request.id, error: { code, message: message ?? String(error) } });
  }
});
