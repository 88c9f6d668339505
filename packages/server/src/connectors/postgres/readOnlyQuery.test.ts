import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { queryReadOnly } from './readOnlyQuery';

const kinds: Record<string, string> = { P: 'parse', B: 'bind', D: 'describe', E: 'execute', H: 'flush', S: 'sync', C: 'close' };

/** The protocol messages in wire bytes, as `kind` (and `parse <text>`). */
function messagesIn(bytes: Buffer): string[] {
  const messages: string[] = [];
  for (let offset = 0; offset < bytes.length; ) {
    const kind = kinds[String.fromCharCode(bytes[offset]!)] ?? '?';
    const length = bytes.readInt32BE(offset + 1);
    if (kind === 'parse') {
      const body = bytes.subarray(offset + 5, offset + 1 + length);
      const nameEnd = body.indexOf(0);
      messages.push(`parse ${body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString()}`);
    } else messages.push(kind);
    offset += 1 + length;
  }
  return messages;
}

/** pg's connection as far as a query's submit() uses it: records the protocol messages in order, as sent. */
function recordingConnection() {
  const sent: string[] = [];
  const record = (kind: string) => (message?: { text?: string }) => sent.push(message?.text ? `${kind} ${message.text}` : kind);
  return {
    sent,
    connection: {
      stream: { writable: true, cork: () => undefined, uncork: () => undefined, write: (bytes: Buffer) => sent.push(...messagesIn(bytes)) },
      parsedStatements: {},
      submittedNamedStatements: {},
      parse: record('parse'),
      bind: record('bind'),
      describe: record('describe'),
      execute: record('execute'),
      flush: record('flush'),
      sync: record('sync'),
      close: record('close'),
    },
  };
}

type Submitted = { submit(connection: unknown): void } & Record<string, (...args: unknown[]) => void>;

function submitted(after: readonly string[] = ['COMMIT', 'RESET ALL', 'SELECT pg_advisory_unlock_all()']) {
  const { sent, connection } = recordingConnection();
  let query: Submitted | undefined;
  const client = { query: (submittable: Submitted) => { query = submittable; submittable.submit(connection); } } as unknown as pg.PoolClient;
  const run = queryReadOnly(client, { text: 'SELECT $1::int AS n', values: [7], rowMode: 'array' }, after);
  return { sent, connection, query: query!, run };
}

describe('queryReadOnly', () => {
  it('sends BEGIN READ ONLY, the statement, a Flush, then the transaction\'s end and the reset, under one Sync', () => {
    const { sent } = submitted();
    // BEGIN first; a failure anywhere before the single Sync makes PostgreSQL skip the rest.
    expect(sent).toEqual([
      'parse BEGIN READ ONLY', 'bind', 'execute',
      'parse SELECT $1::int AS n', 'bind', 'describe', 'execute',
      'flush',
      'parse COMMIT', 'bind', 'execute',
      'parse RESET ALL', 'bind', 'execute',
      'parse SELECT pg_advisory_unlock_all()', 'bind', 'execute',
      'sync',
    ]);
  });

  it("answers the statement's result alone, as soon as the statement has run", async () => {
    const { connection, query, run } = submitted();
    let settled: boolean | undefined;
    void run.settled.then((clean) => (settled = clean));
    query.handleCommandComplete!({ command: 'BEGIN', rowCount: null }, connection);
    query.handleRowDescription!({ fields: [{ name: 'n', dataTypeID: 23, format: 'text' }] });
    query.handleDataRow!({ fields: ['7'] });
    query.handleCommandComplete!({ command: 'SELECT', rowCount: 1 }, connection);
    const result = await run.result;
    expect(result.command).toBe('SELECT');
    expect(result.rows).toEqual([[7]]);
    expect(settled).toBeUndefined();
    // What follows adds nothing to the result: COMMIT, RESET ALL, the advisory unlock's row.
    query.handleCommandComplete!({ command: 'COMMIT', rowCount: null }, connection);
    query.handleCommandComplete!({ command: 'RESET', rowCount: null }, connection);
    query.handleDataRow!({ fields: ['t'] });
    query.handleCommandComplete!({ command: 'SELECT', rowCount: 1 }, connection);
    query.handleReadyForQuery!(connection);
    expect(await run.settled).toBe(true);
    expect(result.rows).toEqual([[7]]);
  });

  it('fails with the statement, and says the connection is not clean', async () => {
    const { connection, query, run } = submitted();
    query.handleCommandComplete!({ command: 'BEGIN', rowCount: null }, connection);
    query.handleError!(new Error('relation "nope" does not exist'), connection);
    await expect(run.result).rejects.toThrow('nope');
    expect(await run.settled).toBe(false);
  });

  it('says the connection is not clean when the end of the transaction or the reset failed', async () => {
    const { connection, query, run } = submitted();
    query.handleCommandComplete!({ command: 'BEGIN', rowCount: null }, connection);
    query.handleRowDescription!({ fields: [{ name: 'n', dataTypeID: 23, format: 'text' }] });
    query.handleCommandComplete!({ command: 'SELECT', rowCount: 0 }, connection);
    expect((await run.result).rows).toEqual([]);
    query.handleError!(new Error('terminating connection'), connection);
    expect(await run.settled).toBe(false);
  });
});
