/**
 * What a ClickHouse account may do beyond reading, from SHOW GRANTS (its own grants; privileges held through
 * roles are not expanded: a role granted is reported as `ROLE <name>`) and the readonly level of its profile.
 */

/** Privileges that only read (or show): not reported. */
const READING = new Set(['SELECT', 'SHOW', 'SHOW DATABASES', 'SHOW TABLES', 'SHOW COLUMNS', 'SHOW DICTIONARIES', 'DICTGET', 'USAGE', 'NONE', 'CHECK']);

/** Privileges that write data or change the schema: reported together as 'write'. */
const WRITING = /^(INSERT|ALTER|CREATE|DROP|UNDROP|TRUNCATE|OPTIMIZE|BACKUP|MOVE PARTITION|RENAME)/;

/** Reach the server's files, processes or other servers through table functions (readable under readonly). */
const SOURCES = /^(SOURCES|FILE|URL|REMOTE|MONGO|REDIS|MYSQL|POSTGRES|SQLITE|ODBC|JDBC|HDFS|S3|AZURE|HIVE|KAFKA|NATS|RABBITMQ)/;

/** Privileges that a readonly profile still lets a session use (it refuses writes, DDL, SYSTEM, grants). */
const USABLE_WHEN_READONLY = (label: string) => label === 'ALL' || label === 'SOURCES' || label === 'KILL QUERY' || label === 'INTROSPECTION' || label.startsWith('ROLE ');

/** The privileges of one `GRANT … ON … TO …` line (column lists dropped), or the role of `GRANT role TO user`. */
function privilegesOf(line: string): string[] {
  const grant = /^GRANT\s+(.*?)\s+ON\s+\S+\s+TO\s+.*?(\s+WITH GRANT OPTION)?\s*$/is.exec(line.trim());
  if (grant) {
    const list = (grant[1] as string).replace(/\([^)]*\)/g, '');
    return [...list.split(',').map((privilege) => privilege.trim().toUpperCase()), ...(grant[2] ? ['GRANT OPTION'] : [])];
  }
  const role = /^GRANT\s+(.*?)\s+TO\s+/is.exec(line.trim());
  return role ? (role[1] as string).split(',').map((name) => `ROLE ${name.trim()}`) : [];
}

/**
 * Labels, most powerful first: ALL, ACCESS MANAGEMENT, SYSTEM, SOURCES (file(), url(), remote() …), other
 * server privileges, then 'write'. `readonlyLevel` is the profile's readonly (1 or 2 refuse writes,
 * SYSTEM and grants whatever the grants say).
 */
export function clickhousePrivilegeLabels(grantLines: readonly string[], readonlyLevel: number): string[] {
  const held = new Set(grantLines.flatMap(privilegesOf).filter((privilege) => privilege !== '' && !READING.has(privilege)));
  const labels = new Set<string>();
  let writes = false;
  for (const privilege of held) {
    if (privilege === 'ALL' || privilege === 'ALL PRIVILEGES') labels.add('ALL');
    else if (/^(ACCESS MANAGEMENT|CREATE USER|ALTER USER|DROP USER|CREATE ROLE|ALTER ROLE|DROP ROLE|ROLE ADMIN|CREATE ROW POLICY|CREATE QUOTA|CREATE SETTINGS PROFILE|SHOW ACCESS)/.test(privilege)) labels.add('ACCESS MANAGEMENT');
    else if (privilege.startsWith('SYSTEM')) labels.add('SYSTEM');
    else if (SOURCES.test(privilege)) labels.add('SOURCES');
    else if (WRITING.test(privilege)) writes = true;
    else labels.add(privilege);
  }
  const order = ['ALL', 'ACCESS MANAGEMENT', 'SYSTEM', 'SOURCES'];
  const sorted = [...order.filter((label) => labels.has(label)), ...[...labels].filter((label) => !order.includes(label)).sort()];
  const all = writes ? [...sorted, 'write'] : sorted;
  return readonlyLevel > 0 ? all.filter(USABLE_WHEN_READONLY) : all;
}
