import { ConnectorError, type ConnectorErrorKind } from '../connector';
import { fieldOf, messageOf, socketErrorKind } from '../networkErrors';

/** Server error numbers (MySQL and MariaDB error references) with a kind of their own. */
const byErrno: Record<number, ConnectorErrorKind> = {
  1045: 'auth', // ER_ACCESS_DENIED_ERROR: wrong user or password
  1698: 'auth', // ER_ACCESS_DENIED_NO_PASSWORD_ERROR
  1251: 'auth', // ER_NOT_SUPPORTED_AUTH_MODE
  1049: 'notFound', // ER_BAD_DB_ERROR: unknown database
  1146: 'notFound', // ER_NO_SUCH_TABLE
  1054: 'notFound', // ER_BAD_FIELD_ERROR: unknown column
  1305: 'notFound', // ER_SP_DOES_NOT_EXIST: unknown function or procedure
  1064: 'syntax', // ER_PARSE_ERROR
  1149: 'syntax', // ER_SYNTAX_ERROR
  1044: 'permission', // ER_DBACCESS_DENIED_ERROR
  1142: 'permission', // ER_TABLEACCESS_DENIED_ERROR
  1143: 'permission', // ER_COLUMNACCESS_DENIED_ERROR
  1227: 'permission', // ER_SPECIFIC_ACCESS_DENIED_ERROR
  1370: 'permission', // ER_PROCACCESS_DENIED_ERROR
  1792: 'permission', // ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION
  1290: 'permission', // ER_OPTION_PREVENTS_STATEMENT (read_only)
  1317: 'canceled', // ER_QUERY_INTERRUPTED (KILL QUERY)
  1969: 'timeout', // ER_STATEMENT_TIMEOUT (MariaDB max_statement_time)
  3024: 'timeout', // ER_QUERY_TIMEOUT (MySQL max_execution_time)
  2013: 'network', // CR_SERVER_LOST
  2006: 'network', // CR_SERVER_GONE_ERROR
  1040: 'other', // ER_CON_COUNT_ERROR: too many connections
};

/** mysql2's own error codes (no server error number). */
const byCode: Record<string, ConnectorErrorKind> = {
  PROTOCOL_SEQUENCE_TIMEOUT: 'timeout',
  PROTOCOL_CONNECTION_LOST: 'network',
  HANDSHAKE_NO_SSL_SUPPORT: 'network',
  HANDSHAKE_SSL_ERROR: 'network',
};

function kindOf(error: unknown): ConnectorErrorKind {
  const errno = fieldOf(error, 'errno');
  const code = fieldOf(error, 'code');
  if (typeof errno === 'number' && fieldOf(error, 'sqlState') !== undefined) {
    return byErrno[errno] ?? (fieldOf(error, 'sqlState') === '42000' ? 'syntax' : 'other');
  }
  if (typeof code === 'string' && byCode[code]) return byCode[code];
  return socketErrorKind(code) ?? (typeof errno === 'number' ? byErrno[errno] : undefined) ?? 'other';
}

/** A mysql2 error as a ConnectorError with the server's message (syntax errors say "near '…' at line n"). */
export function classifyMysqlError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const sqlMessage = fieldOf(error, 'sqlMessage');
  return new ConnectorError(kindOf(error), typeof sqlMessage === 'string' && sqlMessage ? sqlMessage : messageOf(error), { cause: error });
}
