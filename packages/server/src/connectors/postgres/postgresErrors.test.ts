import { describe, expect, it } from 'vitest';
import { classifyPostgresError } from './postgresErrors';

const pgError = (code: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });

describe('classifyPostgresError', () => {
  it.each([
    ['28P01', 'password authentication failed for user "bob"', 'auth'],
    ['28000', 'role "bob" does not exist', 'auth'],
    ['3D000', 'database "nope" does not exist', 'notFound'],
    ['42P01', 'relation "nope" does not exist', 'notFound'],
    ['42703', 'column "nope" does not exist', 'notFound'],
    ['42501', 'permission denied for table film', 'permission'],
    ['25006', 'cannot execute INSERT in a read-only transaction', 'permission'],
    ['57014', 'canceling statement due to statement timeout', 'timeout'],
    ['57014', 'canceling statement due to user request', 'canceled'],
    ['08006', 'connection failure', 'network'],
    ['57P01', 'terminating connection due to administrator command', 'network'],
    ['42804', 'argument of WHERE must be type boolean, not type integer', 'syntax'],
    ['22012', 'division by zero', 'other'],
  ])('SQLSTATE %s (%s) is %s', (code, message, kind) => {
    expect(classifyPostgresError(pgError(code, message))).toMatchObject({ kind, message });
  });

  it('keeps the position of a syntax error', () => {
    expect(classifyPostgresError(pgError('42601', 'syntax error at or near "SELEC"', { position: '1' })).message).toBe(
      'syntax error at or near "SELEC" (at character 1)',
    );
  });

  it.each([
    [Object.assign(new Error('getaddrinfo ENOTFOUND nonexistent.invalid'), { code: 'ENOTFOUND' }), 'network'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), 'network'],
    [Object.assign(new Error('connect ETIMEDOUT 10.255.255.1:5432'), { code: 'ETIMEDOUT' }), 'timeout'],
    [new Error('Connection terminated due to connection timeout'), 'timeout'],
    [new Error('timeout exceeded when trying to connect'), 'timeout'],
    [new Error('Connection terminated unexpectedly'), 'network'],
    [new Error('something else'), 'other'],
  ])('client error %s is %s', (error, kind) => {
    expect(classifyPostgresError(error)).toMatchObject({ kind, message: error.message });
  });
});
