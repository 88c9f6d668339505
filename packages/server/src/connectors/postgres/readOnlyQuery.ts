import pg from 'pg';

/** What the extended protocol's messages need of pg's connection (pg has no public type for it). */
interface WireConnection {
  parse(message: { text: string; name?: string; types?: unknown[] }): void;
  bind(message: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(message: { portal?: string; rows?: number }): void;
}

const BEGIN_READ_ONLY = 'BEGIN READ ONLY';

/** pg's query object with the two methods it calls on itself that this class builds on. */
const QueryBase = pg.Query as unknown as new (config: pg.QueryConfig, values: undefined, callback: (error: Error | null, result: pg.QueryArrayResult) => void) => {
  prepare(connection: WireConnection): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
};

/**
 * A statement in a READ ONLY transaction opened in the same round trip: `BEGIN READ ONLY` goes as its own
 * Parse/Bind/Execute ahead of the statement's, and both share the statement's single Sync. When a message
 * fails, PostgreSQL skips everything up to the Sync, so the statement never runs outside the transaction,
 * and once the statement has run the transaction cannot be made writable (unlike a session default, which
 * SQL can switch off with set_config). The transaction stays open: the caller ends it (COMMIT / ROLLBACK).
 */
class ReadOnlyQuery extends QueryBase {
  private begun = false;

  override prepare(connection: WireConnection): void {
    connection.parse({ text: BEGIN_READ_ONLY, types: [] });
    connection.bind({ values: [] });
    connection.execute({ rows: 0 });
    super.prepare(connection);
  }

  /** The first completion is BEGIN's: the statement's result starts after it. */
  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (!this.begun) {
      this.begun = true;
      return;
    }
    super.handleCommandComplete(message, connection);
  }
}

/**
 * Runs `config` (extended protocol) on `client` inside a new READ ONLY transaction, in one round trip.
 * On success, and on a failure of the statement, the transaction is left open for the caller to end.
 */
export function queryReadOnly(client: pg.PoolClient, config: pg.QueryArrayConfig): Promise<pg.QueryArrayResult> {
  return new Promise((resolve, reject) => {
    const query = new ReadOnlyQuery({ ...config, queryMode: 'extended' } as pg.QueryConfig, undefined, (error, result) => (error ? reject(error) : resolve(result)));
    client.query(query as unknown as pg.Submittable);
  });
}
