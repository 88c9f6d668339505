import { describe, expect, it } from 'vitest';
import { bindMysqlParameters } from './mysqlPlaceholders';

describe('bindMysqlParameters', () => {
  it('binds ? placeholders as escaped literals', () => {
    expect(bindMysqlParameters('SELECT * FROM film WHERE rental_rate > ? AND title LIKE ?', [2.99, "A'%"])).toBe(
      "SELECT * FROM film WHERE rental_rate > 2.99 AND title LIKE 'A\\'%'",
    );
    expect(bindMysqlParameters('SELECT ?, ?, ?, ?', [null, true, 12n, [1, 2]])).toBe('SELECT NULL, true, \'12\', 1, 2');
  });

  it('leaves question marks in quotes, quoted names and comments alone', () => {
    const sql = "SELECT '?', \"?\", `a?` /* ? */ FROM t WHERE a = ? -- ?\n AND b = 'it''s ?' AND c = 'x\\'?' # ?\n AND d = ?";
    expect(bindMysqlParameters(sql, [1, 2])).toBe(
      "SELECT '?', \"?\", `a?` /* ? */ FROM t WHERE a = 1 -- ?\n AND b = 'it''s ?' AND c = 'x\\'?' # ?\n AND d = 2",
    );
  });

  it('leaves a statement without parameters untouched and refuses a count mismatch', () => {
    expect(bindMysqlParameters("SELECT '?'", [])).toBe("SELECT '?'");
    expect(() => bindMysqlParameters('SELECT ?', [1, 2])).toThrow(/1 placeholders for 2 parameters/);
    expect(() => bindMysqlParameters('SELECT ?, ?', [1])).toThrow(/more placeholders/);
  });
});
