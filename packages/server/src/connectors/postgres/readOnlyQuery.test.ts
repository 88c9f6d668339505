import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { queryReadOnly } from './readOnlyQuery';

/** pg's connection as far as a query's submit() uses it: records the protocol messages in order. */
function recordingConnection() {
  const sent: string[] = [];
  const record = (kind: string) => (message?: { text?: string }) => sent.push(message?.text ? `${kind} ${message.text}` : kind);
  return {
    sent,
    connection: {
      stream: { cork: () => undefined, uncork: () => undefined },
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

describe('queryReadOnly', () => {
  it('sends BEGIN READ ONLY ahead of the statement under one Sync, and answers the statement\'s result alone', async () => {
    const { sent, connection } = recordingConnection();
    type Submitted = { submit(connection: unknown): void } & Record<string, (...args: unknown[]) => void>;
    let submitted: Submitted | undefined;
    const client = { query: (query: Submitted) => { submitted = query; query.submit(connection); } } as unknown as pg.PoolClient;
    const answer = queryReadOnly(client, { text: 'SELECT $1::int AS n', values: [7], rowMode: 'array' });
    // BEGIN first; a failure anywhere before the single Sync makes PostgreSQL skip the rest.
    expect(sent).toEqual(['parse BEGIN READ ONLY', 'bind', 'execute', 'parse SELECT $1::int AS n', 'bind', 'describe', 'execute', 'sync']);
    const query = submitted!;
    query.handleCommandComplete!({ command: 'BEGIN', rowCount: null }, connection);
    query.handleRowDescription!({ fields: [{ name: 'n', dataTypeID: 23, format: 'text' }] });
    query.handleDataRow!({ fields: ['7'] });
    query.handleCommandComplete!({ command: 'SELECT', rowCount: 1 }, connection);
    query.handleReadyForQuery!(connection);
    const result = await answer;
    expect(result.command).toBe('SELECT');
    expect(result.rows).toEqual([[7]]);
  });
});
