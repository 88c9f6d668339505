import { ConnectorError, type ConnectorErrorKind } from '../connector';
import { fieldOf, messageOf, socketErrorKind } from '../networkErrors';

/** SQLSTATE codes (PostgreSQL appendix A) with a kind of their own. */
const byCode: Record<string, ConnectorErrorKind> = {
  '28P01': 'auth', // invalid_password
  '28000': 'auth', // invalid_authorization_specification (unknown role, no pg_hba entry)
  '3D000': 'notFound', // invalid_catalog_name: unknown database
  '3F000': 'notFound', // invalid_schema_name
  '42P01': 'notFound', // undefined_table
  '42703': 'notFound', // undefined_column
  '42883': 'notFound', // undefined_function
  '42704': 'notFound', // undefined_object
  '42501': 'permission', // insufficient_privilege
  '25006': 'permission', // read_only_sql_transaction
  '57P01': 'network', // admin_shutdown
  '57P02': 'network', // crash_shutdown
  '57P03': 'network', // cannot_connect_now
  '53300': 'other', // too_many_connections
};

/** SQLSTATE classes: 08 connection exception, 28 authorization, 42 syntax or access rule violation. */
const byClass: Record<string, ConnectorErrorKind> = { '08': 'network', '28': 'auth', '42': 'syntax' };

function kindOf(error: unknown): ConnectorErrorKind {
  const code = fieldOf(error, 'code');
  if (code === '57014') return /statement timeout/i.test(messageOf(error)) ? 'timeout' : 'canceled';
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return byCode[code] ?? byClass[code.slice(0, 2)] ?? 'other';
  const socket = socketErrorKind(code);
  if (socket) return socket;
  const message = messageOf(error);
  if (/timeout exceeded when trying to connect|connection timeout|timed out/i.test(message)) return 'timeout';
  if (/Connection terminated|ECONNREFUSED|ENOTFOUND|socket/i.test(message)) return 'network';
  return 'other';
}

/** A pg error as a ConnectorError: the server's message, with the position of a syntax error. */
export function classifyPostgresError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const kind = kindOf(error);
  const position = fieldOf(error, 'position');
  const message = messageOf(error);
  return new ConnectorError(kind, position && kind === 'syntax' ? `${message} (at character ${String(position)})` : message, { cause: error });
}
