import { describe, expect, it } from 'vitest';
import { readOnlyAccountSql } from './readOnlyAccountSql';

describe('the statements that create a read-only account', () => {
  it('name the database of the form, quoted when it needs to be, or a placeholder', () => {
    expect(readOnlyAccountSql.postgres?.('sales')).toContain('GRANT CONNECT ON DATABASE sales TO redbi_reader;');
    expect(readOnlyAccountSql.postgres?.('Sales "EU"')).toContain('GRANT CONNECT ON DATABASE "Sales ""EU""" TO redbi_reader;');
    expect(readOnlyAccountSql.mysql?.('sales')).toContain("GRANT SELECT, SHOW VIEW ON sales.* TO 'redbi_reader'@'%';");
    expect(readOnlyAccountSql.mysql?.('a`b')).toContain('ON `a``b`.* TO');
    expect(readOnlyAccountSql.mysql?.('  ')).toContain('ON your_database.* TO');
  });

  it('exist only for the engines whose account can write', () => {
    expect(Object.keys(readOnlyAccountSql).sort()).toEqual(['clickhouse', 'mysql', 'postgres']);
  });
});
