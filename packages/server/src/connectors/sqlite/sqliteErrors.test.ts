import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { classifySqliteError } from './sqliteErrors';

const sqliteError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('classifySqliteError', () => {
  it.each([
    ['SQLITE_ERROR', 'near "SELEC": syntax error', 'syntax'],
    ['SQLITE_ERROR', 'incomplete input', 'syntax'],
    ['SQLITE_ERROR', 'no such table: nope', 'notFound'],
    ['SQLITE_ERROR', 'no such column: nope', 'notFound'],
    ['SQLITE_READONLY', 'attempt to write a readonly database', 'permission'],
    ['SQLITE_CANTOPEN', 'unable to open database file', 'notFound'],
    ['SQLITE_CORRUPT', 'database disk image is malformed', 'other'],
    ['SQLITE_ERROR', 'integer overflow', 'other'],
  ])('%s (%s) is %s', (code, message, kind) => {
    expect(classifySqliteError(sqliteError(code, message))).toMatchObject({ kind, message });
  });

  it('keeps a ConnectorError from the worker', () => {
    const error = new ConnectorError('permission', 'read-only');
    expect(classifySqliteError(error)).toBe(error);
  });
});
