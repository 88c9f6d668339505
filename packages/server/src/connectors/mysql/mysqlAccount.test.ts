import { describe, expect, it } from 'vitest';
import { mysqlPrivilegeLabels } from './mysqlAccount';

describe('mysqlPrivilegeLabels', () => {
  it('reports nothing for a reading account', () => {
    expect(mysqlPrivilegeLabels('USAGE', 'SELECT,SHOW VIEW', null)).toEqual([]);
    expect(mysqlPrivilegeLabels(null, undefined, '')).toEqual([]);
  });

  it('puts FILE and SUPER first, names the other server privileges, and sums up writes', () => {
    expect(mysqlPrivilegeLabels('SELECT,PROCESS,SUPER,FILE,RELOAD,INSERT', 'DELETE', 'UPDATE')).toEqual(['FILE', 'SUPER', 'PROCESS', 'RELOAD', 'write']);
    expect(mysqlPrivilegeLabels('USAGE', null, 'INSERT, UPDATE')).toEqual(['write']);
  });
});
