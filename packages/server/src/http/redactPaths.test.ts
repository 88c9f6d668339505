import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '@redbi/shared/errors';
import { registerErrorHandling } from './errorHandler';
import { redactPaths } from './redactPaths';
import { registerRequestContext } from './requestContext';

describe('redactPaths', () => {
  it.each([
    [
      "Invalid Input Error: No magic bytes found at end of file '/srv/redbi/data/uploads/0193.parquet'",
      "Invalid Input Error: No magic bytes found at end of file '0193.parquet'",
    ],
    ['Malformed JSON in file "/tmp/redbi-test-x/uploads/a.json", at byte 10', 'Malformed JSON in file "a.json", at byte 10'],
    ['  file = /tmp/redbi-test-x/uploads/a.csv\n  delimiter = ,', '  file = a.csv\n  delimiter = ,'],
    ["IO Error: Cannot open file '/home/my data/red bi/files/s.duckdb': Permission denied", "IO Error: Cannot open file 's.duckdb': Permission denied"],
    ["LINE 1: DESCRIBE SELECT * FROM read_csv('/tmp/redbi-test-abcdef/uploads/0193-aa.c...", "LINE 1: DESCRIBE SELECT * FROM read_csv('0193-aa.c..."],
    ["ENOENT: no such file or directory, open 'C:\\redbi\\data\\x.csv'", "ENOENT: no such file or directory, open 'x.csv'"],
    ['could not open /var/lib/redbi/databases/sales.db (code 14)', 'could not open sales.db (code 14)'],
  ])('names %j by its file alone', (message, redacted) => {
    expect(redactPaths(message)).toBe(redacted);
  });

  it.each([
    'Could not convert string "abc" to INT64',
    "invalid input syntax for type date: '2024/01/02'",
    'getaddrinfo ENOTFOUND db.example.com',
    'connect to postgres://user@db:5432/sales failed',
    'Binder Error: Referenced column "a/b" not found; see https://duckdb.org/docs/errors',
    'division by zero in SELECT a / b FROM t',
    'path data/uploads/x.csv is relative',
    "syntax error at or near '/' in SELECT 1 /* c */",
  ])('leaves %j as the database said it', (message) => {
    expect(redactPaths(message)).toBe(message);
  });
});

describe('the error envelope', () => {
  it("keeps a database's words in the message but not the server's paths", async () => {
    const app = Fastify({ logger: false });
    registerRequestContext(app);
    registerErrorHandling(app, { fileLimit: 1 });
    app.get('/query', async () => {
      throw new AppError('SOURCE_QUERY_FAILED', { params: { reason: 'IO Error: Could not set lock on file "/srv/redbi/data/files/abc.duckdb": Conflicting lock' } });
    });
    const response = await app.inject({ method: 'GET', url: '/query' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errCode: 'SOURCE_QUERY_FAILED',
      message: 'The database refused the query: IO Error: Could not set lock on file "abc.duckdb": Conflicting lock',
    });
    await app.close();
  });
});
