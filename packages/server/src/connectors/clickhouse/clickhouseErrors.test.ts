import { ClickHouseError } from '@clickhouse/client';
import { describe, expect, it } from 'vitest';
import { errorOffset } from '../../services/query/errorPosition';
import { ConnectorError } from '../connector';
import { classifyClickhouseError, withStatementLine } from './clickhouseErrors';
import { rowValues } from './clickhouseStatement';

const serverError = (code: string, type: string, message: string) => new ClickHouseError({ code, type, message });

describe('ClickHouse errors', () => {
  it("keep the server's message and name, without the FORMAT clause the client appended", () => {
    const error = classifyClickhouseError(serverError('62', 'SYNTAX_ERROR', 'Syntax error: failed at position 8 (=) (line 1, col 8): = 1 \nFORMAT JSONCompactEachRowWithNamesAndTypes. Expected one of: … '));
    expect(error).toMatchObject({ kind: 'syntax', message: 'Syntax error: failed at position 8 (=) (line 1, col 8): = 1. Expected one of: … (SYNTAX_ERROR)' });
  });

  it('classify by the error name', () => {
    const kinds = ['UNKNOWN_TABLE', 'READONLY', 'TIMEOUT_EXCEEDED', 'QUERY_WAS_CANCELLED', 'AUTHENTICATION_FAILED', 'MEMORY_LIMIT_EXCEEDED'].map((type) => classifyClickhouseError(serverError('1', type, 'x')).kind);
    expect(kinds).toEqual(['notFound', 'permission', 'timeout', 'canceled', 'auth', 'other']);
    expect(classifyClickhouseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })).kind).toBe('network');
    expect(classifyClickhouseError(new Error('Timeout error.')).kind).toBe('timeout');
  });

  it("show the statement's line under a syntax error, and point the editor at the server's position", () => {
    const sql = 'SELECT a\nFROM t WHERE a = = 1';
    const error = withStatementLine(new ConnectorError('syntax', 'Syntax error: failed at position 27 (=) (line 2, col 18): = 1. (SYNTAX_ERROR)'), sql);
    expect(error.message).toMatch(/\n\nLINE 2: FROM t WHERE a = = 1$/);
    expect(errorOffset('clickhouse', error, sql)).toBe(26);
    expect(sql[26]).toBe('=');
  });

  it('read an exception written into the body after rows were sent as the server error it is', () => {
    const text = 'Code: 241. DB::Exception: Memory limit (total) exceeded: would use 9.31 GiB. (MEMORY_LIMIT_EXCEEDED) (version 24.3.1.1)';
    const failure = (() => {
      try {
        rowValues({ text, json: () => JSON.parse(text) as unknown });
      } catch (error) {
        return classifyClickhouseError(error);
      }
      return undefined;
    })();
    expect(failure).toMatchObject({ kind: 'other', message: expect.stringMatching(/^Memory limit \(total\) exceeded.*\(MEMORY_LIMIT_EXCEEDED\)$/) });
    expect(rowValues({ text: '[1,"a"]', json: () => [1, 'a'] })).toEqual([1, 'a']);
  });
});
