import pg from 'pg';

/** What the extended protocol's messages need of pg's connection (pg has no public type for it). */
interface WireConnection {
  stream: { writable: boolean; write(bytes: Buffer): unknown };
  parse(message: { text: string; name?: string; types?: unknown[] }): void;
  bind(message: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(message: { portal?: string; rows?: number }): void;
  flush(): void;
  sync(): void;
}

const BEGIN_READ_ONLY = 'BEGIN READ ONLY';

type Callback = (error: Error | null, result: pg.QueryArrayResult) => void;

/** pg's query object with the methods it calls on itself that this class builds on. */
const QueryBase = pg.Query as unknown as new (config: pg.QueryConfig, values: undefined, callback: Callback) => {
  portal: string;
  _results: pg.QueryArrayResult;
  _canceledDueToError: unknown;
  prepare(connection: WireConnection): void;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
  handleEmptyQuery(connection: WireConnection): void;
};

/** Runs `text` as its own Parse/Bind/Execute (no values, no row description asked). */
function send(connection: WireConnection, text: string): void {
  connection.parse({ text, types: [] });
  connection.bind({ values: [] });
  connection.execute({ rows: 0 });
}

/** The wire bytes of fixed statements (and a Sync), encoded once by pg's own connection methods. */
const encoded = new Map<string, Buffer>();

function bytesOf(texts: readonly string[], sync: boolean): Buffer {
  const key = `${sync ? 'sync' : ''}\n${texts.join('\n')}`;
  let bytes = encoded.get(key);
  if (!bytes) {
    const chunks: Buffer[] = [];
    const recorder = Object.assign(Object.create(pg.Connection.prototype) as WireConnection, {
      stream: { writable: true, write: (chunk: Buffer) => chunks.push(chunk) },
    });
    for (const text of texts) send(recorder, text);
    if (sync) recorder.sync();
    bytes = Buffer.concat(chunks);
    encoded.set(key, bytes);
  }
  return bytes;
}

/**
 * A statement in a READ ONLY transaction, its end and the session's reset, in one round trip (pipelined,
 * extended protocol): `BEGIN READ ONLY`, the statement, a Flush (the server sends the statement's rows at
 * once), then `after` (COMMIT or ROLLBACK, then the reset's statements), all under one Sync. When a message
 * fails, PostgreSQL skips everything up to the Sync: the statement never runs outside the transaction, and
 * once it has run the transaction cannot be made writable (unlike a session default, which SQL can switch off
 * with set_config). Messages after the statement's are answered without rows of their own reaching its result.
 * The fixed messages (BEGIN's, and `after` with the Sync: a list the caller keeps constant) are encoded once:
 * encoding them again was a tenth of a millisecond of every query's way out.
 */
class ReadOnlyPipeline extends QueryBase {
  private phase: 'begin' | 'statement' | 'after' = 'begin';

  constructor(
    config: pg.QueryConfig,
    private readonly after: readonly string[],
    private readonly onStatement: (result: pg.QueryArrayResult) => void,
    callback: Callback,
  ) {
    super(config, undefined, callback);
  }

  override prepare(connection: WireConnection): void {
    // As pg's own messages: nothing is written to a socket that can no longer be written.
    if (connection.stream.writable) connection.stream.write(bytesOf([BEGIN_READ_ONLY], false));
    super.prepare(connection);
  }

  /** pg's last step of prepare() for a statement read whole: its Execute, then the Sync. */
  _getRows(connection: WireConnection): void {
    connection.execute({ portal: this.portal, rows: 0 });
    connection.flush();
    if (connection.stream.writable) connection.stream.write(bytesOf(this.after, true));
  }

  override handleRowDescription(message: unknown): void {
    if (this.phase === 'statement') super.handleRowDescription(message);
  }

  override handleDataRow(message: unknown): void {
    if (this.phase === 'statement') super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    if (this.phase === 'begin') this.phase = 'statement';
    else if (this.phase === 'statement') {
      super.handleCommandComplete(message, connection);
      this.statementDone();
    }
  }

  override handleEmptyQuery(connection: WireConnection): void {
    if (this.phase === 'statement') this.statementDone();
    else super.handleEmptyQuery(connection);
  }

  private statementDone(): void {
    this.phase = 'after';
    // A row that could not be read fails the query at ReadyForQuery (pg's way): no answer before then.
    if (!this._canceledDueToError) this.onStatement(this._results);
  }
}

export interface ReadOnlyRun {
  /** The statement's result, as soon as it has run: the transaction's end and the reset are still under way. */
  result: Promise<pg.QueryArrayResult>;
  /**
   * Once the connection is ready for another query: true when the transaction ended and the session was
   * reset; false when any message failed (the statement's own failure included), so that the caller rolls
   * back and resets, or closes the connection.
   */
  settled: Promise<boolean>;
}

/**
 * Runs `config` (extended protocol) on `client` inside a new READ ONLY transaction, followed by `after` (the
 * transaction's end and the session's reset), in one round trip. The result comes as soon as the statement
 * has run; `settled` says whether everything after it ran too.
 */
export function queryReadOnly(client: pg.PoolClient, config: pg.QueryArrayConfig, after: readonly string[]): ReadOnlyRun {
  let answered = false;
  let answer!: { resolve(result: pg.QueryArrayResult): void; reject(error: unknown): void };
  const result = new Promise<pg.QueryArrayResult>((resolve, reject) => (answer = { resolve, reject }));
  const settled = new Promise<boolean>((settle) => {
    const onStatement = (rows: pg.QueryArrayResult) => {
      answered = true;
      answer.resolve(rows);
    };
    const query = new ReadOnlyPipeline({ ...config, queryMode: 'extended' } as pg.QueryConfig, after, onStatement, (error, rows) => {
      if (!answered) {
        if (error) answer.reject(error);
        else answer.resolve(rows);
      }
      answered = true;
      settle(!error);
    });
    client.query(query as unknown as pg.Submittable);
  });
  return { result, settled };
}
