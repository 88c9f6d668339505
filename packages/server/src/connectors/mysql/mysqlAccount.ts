/**
 * What a MySQL/MariaDB account may do beyond reading. Global privileges come from USER_PRIVILEGES, those on
 * the source's database from SCHEMA_PRIVILEGES, per-table ones from TABLE_PRIVILEGES (privileges held
 * through MariaDB roles are not listed there, and so are not reported).
 */
export const MYSQL_ACCOUNT_SQL = `
SELECT VERSION(),
  (SELECT GROUP_CONCAT(DISTINCT PRIVILEGE_TYPE SEPARATOR ',') FROM information_schema.USER_PRIVILEGES WHERE GRANTEE = g.grantee),
  (SELECT GROUP_CONCAT(DISTINCT PRIVILEGE_TYPE SEPARATOR ',') FROM information_schema.SCHEMA_PRIVILEGES WHERE GRANTEE = g.grantee AND TABLE_SCHEMA = DATABASE()),
  (SELECT GROUP_CONCAT(DISTINCT PRIVILEGE_TYPE SEPARATOR ',') FROM information_schema.TABLE_PRIVILEGES WHERE GRANTEE = g.grantee AND TABLE_SCHEMA = DATABASE())
FROM (SELECT CONCAT('''', SUBSTRING_INDEX(CURRENT_USER(), '@', 1), '''@''', SUBSTRING_INDEX(CURRENT_USER(), '@', -1), '''') AS grantee) g`;

/** Privileges that only read (or do nothing): not reported. */
const READING = new Set(['SELECT', 'SHOW VIEW', 'USAGE', 'SHOW DATABASES']);

/** Privileges that write data or change the schema: reported together as 'write'. */
const WRITING = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'DELETE HISTORY',
  'CREATE',
  'DROP',
  'ALTER',
  'INDEX',
  'REFERENCES',
  'CREATE VIEW',
  'CREATE ROUTINE',
  'ALTER ROUTINE',
  'EXECUTE',
  'TRIGGER',
  'EVENT',
  'CREATE TEMPORARY TABLES',
  'LOCK TABLES',
]);

/** FILE and SUPER first (they reach the server itself), then the other server privileges, then 'write'. */
export function mysqlPrivilegeLabels(...lists: (string | null | undefined)[]): string[] {
  const held = new Set(lists.flatMap((list) => (list ? list.split(',') : [])).map((privilege) => privilege.trim().toUpperCase()));
  const server = [...held].filter((privilege) => privilege !== '' && !READING.has(privilege) && !WRITING.has(privilege));
  const first = ['FILE', 'SUPER'].filter((privilege) => held.has(privilege));
  const rest = server.filter((privilege) => !first.includes(privilege)).sort();
  const writes = [...held].some((privilege) => WRITING.has(privilege)) ? ['write'] : [];
  return [...first, ...rest, ...writes];
}
