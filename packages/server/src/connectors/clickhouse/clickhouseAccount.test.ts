import { describe, expect, it } from 'vitest';
import { clickhousePrivilegeLabels } from './clickhouseAccount';

describe('what a ClickHouse account may do beyond reading (SHOW GRANTS)', () => {
  it("reports a server's default user (ALL, with the grant option)", () => {
    expect(clickhousePrivilegeLabels(['GRANT ALL ON *.* TO default WITH GRANT OPTION'], 0)).toEqual(['ALL', 'GRANT OPTION']);
  });

  it('reports nothing for a reader (SELECT, SHOW, column lists, dictGet)', () => {
    expect(clickhousePrivilegeLabels(['GRANT SELECT(a, b), SHOW TABLES ON sales.t TO redbi_reader', 'GRANT SELECT, SHOW, dictGet ON sales.* TO redbi_reader'], 0)).toEqual([]);
  });

  it('groups writes, access management, SYSTEM and the table functions that reach outside', () => {
    const grants = [
      'GRANT INSERT, ALTER UPDATE, CREATE TABLE, DROP TABLE, TRUNCATE ON sales.* TO u',
      'GRANT CREATE USER, SYSTEM RELOAD DICTIONARY, FILE, URL, REMOTE ON *.* TO u',
      'GRANT KILL QUERY ON *.* TO u',
      'GRANT analysts, etl TO u',
    ];
    expect(clickhousePrivilegeLabels(grants, 0)).toEqual(['ACCESS MANAGEMENT', 'SYSTEM', 'SOURCES', 'KILL QUERY', 'ROLE analysts', 'ROLE etl', 'write']);
    // A readonly profile refuses writes, DDL, SYSTEM and grants whatever the grants say.
    expect(clickhousePrivilegeLabels(grants, 2)).toEqual(['SOURCES', 'KILL QUERY', 'ROLE analysts', 'ROLE etl']);
  });
});
