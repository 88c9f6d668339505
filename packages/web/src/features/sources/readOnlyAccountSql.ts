import type { SourceType } from '@redbi/shared/sources';

/** The account the statements create (as in docs/sources.md). */
export const readOnlyAccount = 'redbi_reader';

const placeholderDatabase = 'your_database';
const simpleName = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The database named in the statements: the form's, quoted when it needs to be, or a placeholder. */
const databaseName = (database: string, quote: (name: string) => string): string => {
  const name = database.trim();
  if (name === '') return placeholderDatabase;
  return simpleName.test(name) ? name : quote(name);
};

/**
 * For the engines whose account RedBI checks, the SQL an administrator runs to create an account that can
 * only read one database (a shortened docs/sources.md). Engines that are read-only by construction have none.
 */
export const readOnlyAccountSql: Partial<Record<SourceType, (database: string) => string>> = {
  clickhouse: (database) => {
    const name = databaseName(database, (raw) => `\`${raw.replaceAll('\\', '\\\\').replaceAll('`', '\\`')}\``);
    return [
      `CREATE SETTINGS PROFILE ${readOnlyAccount}_profile SETTINGS readonly = 2;`,
      `CREATE USER ${readOnlyAccount} IDENTIFIED BY 'choose-a-long-password' SETTINGS PROFILE '${readOnlyAccount}_profile';`,
      `GRANT SELECT, SHOW ON ${name}.* TO ${readOnlyAccount};`,
    ].join('\n');
  },
  postgres: (database) => {
    const name = databaseName(database, (raw) => `"${raw.replaceAll('"', '""')}"`);
    return [
      `CREATE ROLE ${readOnlyAccount} LOGIN PASSWORD 'choose-a-long-password';`,
      `GRANT CONNECT ON DATABASE ${name} TO ${readOnlyAccount};`,
      `-- connected to ${name}:`,
      `GRANT USAGE ON SCHEMA public TO ${readOnlyAccount};`,
      `GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${readOnlyAccount};`,
      `ALTER ROLE ${readOnlyAccount} SET default_transaction_read_only = on;`,
    ].join('\n');
  },
  mysql: (database) => {
    const name = databaseName(database, (raw) => `\`${raw.replaceAll('`', '``')}\``);
    return [
      `CREATE USER '${readOnlyAccount}'@'%' IDENTIFIED BY 'choose-a-long-password';`,
      `GRANT SELECT, SHOW VIEW ON ${name}.* TO '${readOnlyAccount}'@'%';`,
    ].join('\n');
  },
};
