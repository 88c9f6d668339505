import type { ColumnType } from '@redbi/shared/domain';
import type { SourceType } from '@redbi/shared/sources';
import { createHash } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type Connection, type ConnectorErrorKind, type QueryColumn, type QueryResult, type StreamOptions } from './connector';
import { SAKILA_PARITY } from './contractDatasets';
import { connectors } from './index';

/** What an engine's test file created: the source configuration, and how to remove it again. */
export interface ContractFixture {
  config: Record<string, unknown>;
  cleanup(): Promise<void>;
}

/** A failure the engine must report with the right kind (and the database's own message). */
export interface ExpectedFailure {
  name: string;
  kind: ConnectorErrorKind;
  /** The configuration to connect with (default: the fixture's). */
  config?: (config: Record<string, unknown>, context: FailureContext) => Record<string, unknown>;
  /** The statement that fails (default: `test()` fails). */
  sql?: string;
  message?: RegExp;
}

export interface FailureContext {
  /**
   * A port on 127.0.0.1 that accepts connections and never answers: a connect timeout, the same on every
   * machine (an unroutable address such as 10.255.255.1 is refused at once by some sandboxes' proxies).
   */
  silentPort: number;
}

export interface EngineContract {
  type: SourceType;
  /** Creates the engine's own database with its dataset; must clean up after itself if it fails half-way. */
  setup(): Promise<ContractFixture>;
  serverVersion: RegExp;
  /** Tables the introspection must find, with some of their columns' types; the schema may depend on the fixture. */
  tables: {
    schema: string | ((config: Record<string, unknown>) => string);
    table: string;
    kind: 'table' | 'view';
    columns: Record<string, ColumnType>;
  }[];
  /** A parameterised query (the connector's placeholders) and its exact rows. */
  parameterised: { sql: string; params: unknown[]; rows: unknown[][] };
  /** A statement with many rows, and how many. */
  listing: { sql: string; count: number };
  /** One row of literals or casts: each column's normalised type and value. */
  types: { sql: string; columns: { name: string; type: ColumnType; value: unknown }[] };
  /** A statement that runs for many seconds unless stopped. */
  slowSql: string;
  /** The messages of a stopped statement: the database's own where it has one. */
  stopMessages: { timeout: RegExp; canceled: RegExp };
  failures: ExpectedFailure[];
  /** Sakila is loaded: run the cross-engine parity queries. */
  sakila: boolean;
  /**
   * Statements that write (DML on a table of the fixture, DDL, a write hidden in a SELECT where the engine
   * has one): each is refused with 'permission' when run with `readOnly`, and `unchanged` (a query over
   * what they would change) gives the same rows before and after.
   */
  readOnly: { writes: string[]; unchanged: string };
  /**
   * What test() must report of the fixture's account beyond reading (at least these), and of a limited
   * account (exactly these; [] for a read-only one).
   */
  privileges: { fixture: string[]; limited?: { config: (config: Record<string, unknown>) => Record<string, unknown>; privileges: string[] } };
  /**
   * Pooled engines: statements that change the session when run directly (no view checks in between), and
   * a probe whose rows show the session as a new connection has it; on a pool of one connection the probe
   * must read the same after each of them.
   */
  sessionReset?: { changes: string[]; probe: string };
  /** A statement the database's own parser refuses, and its message (check() must say so without running anything). */
  refusedByParser: { sql: string; message: RegExp };
}

/** A TCP server that accepts connections and never says a word. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function failureOf(promise: Promise<unknown>): Promise<ConnectorError> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome, 'expected the call to fail').toBeInstanceOf(ConnectorError);
  return outcome as ConnectorError;
}

const one = async (connection: Connection, sql: string): Promise<QueryResult> => connection.execute(sql, []);

/** A statement read through stream(), whole: its columns, rows, and the size of each batch. */
async function streamed(connection: Connection, sql: string, params: unknown[] = [], options: StreamOptions = {}): Promise<{ columns: QueryColumn[]; rows: unknown[][]; sizes: number[] }> {
  const stream = await connection.stream(sql, params, options);
  const rows: unknown[][] = [];
  const sizes: number[] = [];
  for await (const batch of stream) {
    sizes.push(batch.length);
    rows.push(...batch);
  }
  return { columns: stream.columns, rows, sizes };
}

/** DuckDB answers in its own chunks of 2,048 rows, whatever the batch size asked. */
const DUCKDB_CHUNK = 2048;

/** Registers the contract suite of one engine (ARCHITECTURE §4.4: every connector passes it against a real server). */
export function connectorContract(engine: EngineContract): void {
  const connector = connectors[engine.type];

  describe(`${engine.type} connector contract`, () => {
    let fixture: ContractFixture;
    let connection: Connection;
    let silent: Awaited<ReturnType<typeof silentServer>>;

    beforeAll(async () => {
      silent = await silentServer();
      fixture = await engine.setup();
      connection = connector.connect(fixture.config);
    });
    afterAll(async () => {
      await connection?.close();
      await fixture?.cleanup();
      await silent?.close();
    });

    it('test() connects and names the server version', async () => {
      const { serverVersion } = await connection.test();
      expect(serverVersion).toMatch(engine.serverVersion);
    });

    it("test() reports what the account may do beyond reading", async () => {
      expect((await connection.test()).privileges).toEqual(expect.arrayContaining(engine.privileges.fixture));
      const limited = engine.privileges.limited;
      if (!limited) return;
      const own = connector.connect(limited.config(fixture.config));
      try {
        expect((await own.test()).privileges).toEqual(limited.privileges);
      } finally {
        await own.close();
      }
    });

    it("check() has the database parse a statement without running it, and passes on the parser's refusal", async () => {
      const started = performance.now();
      await connection.check(engine.slowSql, []);
      await connection.check(engine.parameterised.sql, engine.parameterised.params);
      expect(performance.now() - started, 'the slow statement must not run').toBeLessThan(5_000);
      const refused = await failureOf(connection.check(engine.refusedByParser.sql, []));
      expect(refused.message).toMatch(engine.refusedByParser.message);
      // Whatever check() did, the connection still answers as before.
      expect((await connection.execute(engine.parameterised.sql, engine.parameterised.params)).rows).toEqual(engine.parameterised.rows);
    });

    it('leaves a pooled connection as it found it, whatever a statement changed in its session', async (context) => {
      const reset = engine.sessionReset;
      if (!reset) return context.skip();
      const single = connector.connect({ ...fixture.config, poolSize: 1 });
      try {
        const fresh = (await single.execute(reset.probe, [])).rows;
        for (const change of reset.changes) {
          await single.execute(change, [], { readOnly: true });
          expect((await single.execute(reset.probe, [])).rows, `after ${change}`).toEqual(fresh);
        }
      } finally {
        await single.close();
      }
    });

    it('introspect() finds the tables and views with typed columns in ordinal order', async () => {
      const schemas = await connection.introspect();
      for (const expected of engine.tables) {
        const schemaName = typeof expected.schema === 'function' ? expected.schema(fixture.config) : expected.schema;
        const table = schemas.find((schema) => schema.name === schemaName)?.tables.find((entry) => entry.name === expected.table);
        expect(table, `${schemaName}.${expected.table}`).toBeDefined();
        expect(table?.kind).toBe(expected.kind);
        const types = Object.fromEntries(table?.columns.filter((column) => column.name in expected.columns).map((column) => [column.name, column.type]) ?? []);
        expect(types).toEqual(expected.columns);
        const names = table?.columns.map((column) => column.name) ?? [];
        const order = Object.keys(expected.columns).map((name) => names.indexOf(name));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(table?.columns.every((column) => column.dbType !== '')).toBe(true);
      }
      const systemSchemas = ['pg_catalog', 'information_schema', 'mysql', 'performance_schema', 'sys'];
      expect(schemas.filter((schema) => systemSchemas.includes(schema.name))).toEqual([]);
    });

    it('runs a parameterised query', async () => {
      const { sql, params, rows } = engine.parameterised;
      const result = await connection.execute(sql, params);
      expect(result.rows).toEqual(rows);
      expect(result.truncated).toBe(false);
    });

    it('stops reading at maxRows and says the result was truncated', async () => {
      const all = await connection.execute(engine.listing.sql, []);
      expect(all.rows).toHaveLength(engine.listing.count);
      expect(all.truncated).toBe(false);
      const some = await connection.execute(engine.listing.sql, [], { maxRows: 5 });
      expect(some.rows).toEqual(all.rows.slice(0, 5));
      expect(some.truncated).toBe(true);
      const exact = await connection.execute(engine.listing.sql, [], { maxRows: engine.listing.count });
      expect(exact.truncated).toBe(false);
    });

    it('maps column types and normalises values', async () => {
      const result = await one(connection, engine.types.sql);
      expect(result.columns.map(({ name, type }) => ({ name, type }))).toEqual(engine.types.columns.map(({ name, type }) => ({ name, type })));
      expect(result.rows).toEqual([engine.types.columns.map((column) => column.value)]);
      expect(result.columns.every((column) => column.dbType !== '')).toBe(true);
    });

    it('runs queries concurrently', async () => {
      const results = await Promise.all(Array.from({ length: 6 }, (_, index) => connection.execute(engine.parameterised.sql, engine.parameterised.params, { maxRows: index + 1 })));
      expect(results.map((result) => result.rows)).toEqual(results.map((_, index) => engine.parameterised.rows.slice(0, index + 1)));
    });

    it('fails a slow statement with timeout, and the pool still works', async () => {
      const started = performance.now();
      const error = await failureOf(connection.execute(engine.slowSql, [], { timeoutMs: 200 }));
      expect({ kind: error.kind, message: error.message }).toMatchObject({ kind: 'timeout', message: expect.stringMatching(engine.stopMessages.timeout) });
      expect(performance.now() - started).toBeLessThan(3_000);
      expect((await one(connection, 'SELECT 1')).rows).toEqual([[1]]);
    });

    it('cancels a running statement when the signal aborts, and the pool still works', async () => {
      const controller = new AbortController();
      const started = performance.now();
      const running = connection.execute(engine.slowSql, [], { signal: controller.signal });
      // No event says the statement reached the database: abort once it has surely started.
      setTimeout(() => controller.abort(), 300);
      const error = await failureOf(running);
      expect({ kind: error.kind, message: error.message }).toMatchObject({ kind: 'canceled', message: expect.stringMatching(engine.stopMessages.canceled) });
      expect(performance.now() - started).toBeLessThan(3_000);
      expect((await one(connection, 'SELECT 1')).rows).toEqual([[1]]);
    });

    it('refuses at once a query whose signal is already aborted', async () => {
      const error = await failureOf(connection.execute('SELECT 1', [], { signal: AbortSignal.abort() }));
      expect(error.kind).toBe('canceled');
    });

    it('classifies a syntax error and an unknown table with the database message', async () => {
      const syntax = await failureOf(one(connection, 'SELEC 1'));
      expect(syntax.kind).toBe('syntax');
      expect(syntax.message).toMatch(/SELEC/);
      const missing = await failureOf(one(connection, 'SELECT * FROM no_such_table'));
      expect(missing.kind).toBe('notFound');
      expect(missing.message).toMatch(/no_such_table/);
    });

    for (const failure of engine.failures) {
      it(`classifies ${failure.name} as '${failure.kind}'`, async () => {
        const other = failure.config ? connector.connect(failure.config(fixture.config, { silentPort: silent.port })) : undefined;
        try {
          const target = other ?? connection;
          const error = await failureOf(failure.sql ? one(target, failure.sql) : target.test());
          expect({ kind: error.kind, message: error.message }).toMatchObject({ kind: failure.kind, message: expect.stringMatching(failure.message ?? /./) });
        } finally {
          await other?.close();
        }
      });
    }

    it('a write is refused in read-only mode, and nothing changes', async () => {
      const before = await one(connection, engine.readOnly.unchanged);
      for (const sql of engine.readOnly.writes) {
        const error = await failureOf(connection.execute(sql, [], { readOnly: true }));
        expect({ sql, kind: error.kind }).toEqual({ sql, kind: 'permission' });
      }
      expect((await one(connection, engine.readOnly.unchanged)).rows).toEqual(before.rows);
      const read = await connection.execute(engine.parameterised.sql, engine.parameterised.params, { readOnly: true });
      expect(read.rows).toEqual(engine.parameterised.rows);
    });

    describe('stream()', () => {
      it('reads the rows batch by batch: the same columns and rows as execute(), no batch larger than asked', async () => {
        const all = await connection.execute(engine.listing.sql, []);
        const read = await streamed(connection, engine.listing.sql, [], { batchSize: 100, readOnly: true });
        expect(read.columns).toEqual(all.columns);
        expect(read.rows).toEqual(all.rows);
        const largest = engine.type === 'duckdb' || engine.type === 'file' ? DUCKDB_CHUNK : 100;
        expect(Math.max(...read.sizes)).toBeLessThanOrEqual(largest);
        expect(read.sizes.length).toBeGreaterThanOrEqual(Math.ceil(engine.listing.count / largest));
      });

      it('binds parameters, and normalises types and values as execute() does', async () => {
        const { sql, params, rows } = engine.parameterised;
        expect((await streamed(connection, sql, params, { readOnly: true })).rows).toEqual(rows);
        const types = await streamed(connection, engine.types.sql);
        const executed = await one(connection, engine.types.sql);
        expect(types.columns).toEqual(executed.columns);
        expect(types.rows).toEqual(executed.rows);
      });

      it('answers the columns of a statement without rows, and no batch', async () => {
        const read = await streamed(connection, `SELECT * FROM (${engine.parameterised.sql.replace(/ ORDER BY .*$/s, '')}) AS t WHERE 1 = 0`, engine.parameterised.params);
        expect(read.rows).toEqual([]);
        expect(read.sizes).toEqual([]);
        expect(read.columns.map((column) => column.name)).toHaveLength(3);
      });

      it('refuses a write in read-only mode, and nothing changes', async () => {
        const before = await one(connection, engine.readOnly.unchanged);
        for (const sql of engine.readOnly.writes) {
          const error = await failureOf(streamed(connection, sql, [], { readOnly: true }));
          expect(error.kind, sql).not.toBe('timeout');
        }
        expect((await one(connection, engine.readOnly.unchanged)).rows).toEqual(before.rows);
      });

      it('fails a slow statement with timeout, and is cancelled when the signal aborts; the pool still works', async () => {
        const timedOut = await failureOf(streamed(connection, engine.slowSql, [], { timeoutMs: 200 }));
        expect(timedOut.kind).toBe('timeout');
        const controller = new AbortController();
        const started = performance.now();
        const running = streamed(connection, engine.slowSql, [], { signal: controller.signal });
        setTimeout(() => controller.abort(), 300);
        expect((await failureOf(running)).kind).toBe('canceled');
        expect(performance.now() - started).toBeLessThan(3_000);
        expect((await failureOf(streamed(connection, 'SELECT 1', [], { signal: AbortSignal.abort() }))).kind).toBe('canceled');
        expect((await one(connection, 'SELECT 1')).rows).toEqual([[1]]);
      });

      it("bounds each wait for a batch by the timeout, never the reader's time between batches", async () => {
        const stream = await connection.stream(engine.listing.sql, [], { batchSize: 100, timeoutMs: 300, readOnly: true });
        let rows = 0;
        for await (const batch of stream) {
          if (rows === 0) await new Promise((resolve) => setTimeout(resolve, 700));
          rows += batch.length;
        }
        expect(rows).toBe(engine.listing.count);
      });

      it('stops early (break, close, an abort between batches) without holding a session, and leaves it clean', async () => {
        const single = connector.connect({ ...fixture.config, poolSize: 1 });
        try {
          const probe = engine.sessionReset?.probe ?? 'SELECT 1';
          const fresh = (await single.execute(probe, [])).rows;
          const first = await single.stream(engine.listing.sql, [], { batchSize: 10, readOnly: true });
          for await (const batch of first) {
            expect(batch.length).toBeGreaterThan(0);
            break;
          }
          expect((await single.execute(probe, [])).rows).toEqual(fresh);
          const closed = await single.stream(engine.listing.sql, [], { batchSize: 10 });
          await closed.close();
          expect((await single.execute(probe, [])).rows).toEqual(fresh);
          const controller = new AbortController();
          const aborted = await single.stream(engine.listing.sql, [], { batchSize: 10, signal: controller.signal });
          const iterator = aborted[Symbol.asyncIterator]();
          expect((await iterator.next()).done).toBe(false);
          controller.abort();
          // The session is back in the pool before the reader comes back for more.
          expect((await single.execute(probe, [])).rows).toEqual(fresh);
          expect((await failureOf(iterator.next())).kind).toBe('canceled');
          for (const change of engine.sessionReset?.changes ?? []) {
            await streamed(single, change, [], { readOnly: true }).catch(() => undefined);
            expect((await single.execute(probe, [])).rows, `after ${change}`).toEqual(fresh);
          }
        } finally {
          await single.close();
        }
      });

      it('close() of the pool ends a read in progress', async () => {
        const own = connector.connect(fixture.config);
        const stream = await own.stream(engine.listing.sql, [], { batchSize: 10 });
        const iterator = stream[Symbol.asyncIterator]();
        expect((await iterator.next()).done).toBe(false);
        await own.close();
        expect((await failureOf(iterator.next())).kind).toBe('canceled');
      });
    });

    it('close() cancels the statements in flight', async () => {
      const own = connector.connect(fixture.config);
      await own.test();
      const running = own.execute(engine.slowSql, []);
      setTimeout(() => void own.close(), 300);
      const error = await failureOf(running);
      expect(error.kind).toBe('canceled');
      await own.close();
    });

    if (engine.sakila) {
      it('gives the Sakila answers every engine gives (cross-engine parity)', async () => {
        const payments = await one(connection, 'SELECT sum(amount) AS total, count(*) AS n, min(payment_date) AS first_at, max(payment_date) AS last_at FROM payment');
        expect(payments.columns.map((column) => column.type)).toEqual(['number', 'number', 'datetime', 'datetime']);
        const [total, count, first, last] = payments.rows[0] as [number, number, string, string];
        expect({ total, count, first, last }).toEqual({
          total: SAKILA_PARITY.paymentSum,
          count: SAKILA_PARITY.paymentCount,
          first: SAKILA_PARITY.firstPayment,
          last: SAKILA_PARITY.lastPayment,
        });
        expect(new Date(`${first}Z`).getTime()).toBe(Date.UTC(2005, 4, 24, 22, 53, 30));
        expect((await one(connection, 'SELECT count(*) FROM rental')).rows).toEqual([[SAKILA_PARITY.rentalCount]]);
        const films = await one(connection, 'SELECT title, rental_rate, length FROM film ORDER BY film_id');
        expect(films.rows.slice(0, 3)).toEqual(SAKILA_PARITY.firstFilms);
        expect(createHash('md5').update(JSON.stringify(films.rows)).digest('hex')).toBe(SAKILA_PARITY.filmsMd5);
      });
    }
  });
}
