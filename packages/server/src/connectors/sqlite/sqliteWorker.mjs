// A SQLite source's queries, off the event loop: better-sqlite3 is synchronous, so it runs in this worker
// thread. Plain JavaScript because Node 20 cannot load TypeScript in a worker. The main side
// (sqliteWorkerClient.ts) posts one request at a time and ends the worker to stop a query.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/**
 * @typedef {{ id: number, op?: undefined, sql: string, params: unknown[], maxRows: number | null, prepareOnly: boolean }} SqliteStatementRequest
 * @typedef {{ id: number, op: 'open', sql: string, params: unknown[], batchSize: number }} SqliteOpenRequest
 * @typedef {{ id: number, op: 'next' | 'close' }} SqliteCursorRequest
 * @typedef {SqliteStatementRequest | SqliteOpenRequest | SqliteCursorRequest} SqliteRequest
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

const READ_ONLY_REFUSAL = { error: { kind: 'permission', message: 'This SQLite source is read-only: only statements that return rows can run' } };

/**
 * @param {SqliteStatementRequest} request
 * @returns {Omit<SqliteSuccess, 'id'> | Omit<SqliteFailure, 'id'>}
 */
function run(request) {
  closeCursor();
  const statement = database().prepare(request.sql);
  // Only statements that return rows: no ATTACH, VACUUM INTO, PRAGMA assignments or writes.
  if (!statement.reader) return READ_ONLY_REFUSAL;
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

/** The statement being read batch by batch (a streaming read), if any: one per worker, like its requests. */
/** @type {{ rows: Iterator<unknown[]>, batchSize: number } | undefined} */
let cursor;

/** Up to `batchSize` more rows of the cursor; `done` after its last row (the cursor is then gone). */
function nextBatch() {
  if (!cursor) return { rows: [], done: true };
  /** @type {unknown[][]} */
  const rows = [];
  try {
    while (rows.length < cursor.batchSize) {
      const step = cursor.rows.next();
      if (step.done) {
        cursor = undefined;
        return { rows, done: true };
      }
      rows.push(step.value);
    }
  } catch (error) {
    cursor = undefined;
    throw error;
  }
  return { rows, done: false };
}

/** Ends the cursor's statement early (its rows are never stepped through). */
function closeCursor() {
  const open = cursor;
  cursor = undefined;
  open?.rows.return?.();
}

/**
 * Streaming reads: `open` prepares the statement (reads only) and answers its columns with the first batch,
 * `next` the following batch, `close` ends it early.
 * @param {SqliteOpenRequest | SqliteCursorRequest} request
 */
function cursorStep(request) {
  if (request.op === 'close') {
    closeCursor();
    return { rows: [], done: true };
  }
  if (request.op === 'next') return nextBatch();
  closeCursor();
  const statement = database().prepare(request.sql);
  if (!statement.reader) return READ_ONLY_REFUSAL;
  statement.raw(true);
  const columns = statement.columns().map((column) => ({ name: column.name, declaredType: column.type }));
  cursor = { rows: /** @type {Iterator<unknown[]>} */ (statement.iterate(...request.params)), batchSize: Math.max(1, request.batchSize) };
  return { columns, ...nextBatch() };
}

const port = parentPort;
if (!port) throw new Error('sqliteWorker.mjs runs as a worker thread');

port.on('message', (/** @type {SqliteRequest} */ request) => {
  try {
    port.postMessage({ id: request.id, ...(request.op ? cursorStep(request) : run(request)) });
  } catch (error) {
    const { code, message } = /** @type {{ code?: string, message?: string }} */ (error);
    port.postMessage({ id: request.id, error: { code, message: message ?? String(error) } });
  }
});
