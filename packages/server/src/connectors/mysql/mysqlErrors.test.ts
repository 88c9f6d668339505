import { describe, expect, it } from 'vitest';
import { classifyMysqlError } from './mysqlErrors';

const serverError = (errno: number, sqlState: string, sqlMessage: string) =>
  Object.assign(new Error(sqlMessage), { errno, sqlState, sqlMessage, code: 'ER_X' });

describe('classifyMysqlError', () => {
  it.each([
    [1045, '28000', "Access denied for user 'bob'@'127.0.0.1' (using password: YES)", 'auth'],
    [1049, '42000', "Unknown database 'nope'", 'notFound'],
    [1146, '42S02', "Table 'db.nope' doesn't exist", 'notFound'],
    [1054, '42S22', "Unknown column 'nope' in 'field list'", 'notFound'],
    [1064, '42000', "You have an error in your SQL syntax; … near 'SELEC 1' at line 1", 'syntax'],
    [1142, '42000', "SELECT command denied to user 'bob'@'127.0.0.1' for table `db`.`payment`", 'permission'],
    [1044, '42000', "Access denied for user 'bob'@'%' to database 'db'", 'permission'],
    [1317, '70100', 'Query execution was interrupted', 'canceled'],
    [1969, '70100', 'Query execution was interrupted (max_statement_time exceeded)', 'timeout'],
    [3024, 'HY000', 'Query execution was interrupted, maximum statement execution time exceeded', 'timeout'],
    [1365, '22012', 'Division by 0', 'other'],
    [1055, '42000', "'db.film.title' isn't in GROUP BY", 'syntax'],
  ])('errno %i is %s', (errno, sqlState, message, kind) => {
    expect(classifyMysqlError(serverError(errno, sqlState, message))).toMatchObject({ kind, message });
  });

  it.each([
    [Object.assign(new Error('getaddrinfo ENOTFOUND nonexistent.invalid'), { code: 'ENOTFOUND', errno: -3008 }), 'network'],
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED', errno: -111 }), 'network'],
    [Object.assign(new Error('connect ETIMEDOUT'), { code: 'ETIMEDOUT', errno: 'ETIMEDOUT' }), 'timeout'],
    [Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' }), 'network'],
    [new Error('something else'), 'other'],
  ])('client error %s is %s', (error, kind) => {
    expect(classifyMysqlError(error)).toMatchObject({ kind, message: error.message });
  });
});
