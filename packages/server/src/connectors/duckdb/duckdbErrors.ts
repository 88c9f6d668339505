import { ConnectorError, type ConnectorErrorKind } from '../connector';
import { messageOf } from '../networkErrors';

/** DuckDB error messages start with their type ('Parser Error: …'); a few messages say more. */
const byMessage: [RegExp, ConnectorErrorKind][] = [
  [/^INTERRUPT Error/m, 'canceled'],
  [/^IO Error: Cannot open (database|file).*(does not exist|No such file)/im, 'notFound'],
  [/Parser Error/, 'syntax'],
  [/^Catalog Error: .*(does not exist|not found)/m, 'notFound'],
  [/^Binder Error: .*(not found|does not exist)/m, 'notFound'],
  [/^(Binder|Catalog) Error/m, 'syntax'],
  [/^Permission Error|read-only mode|Cannot execute statement of type .* in read-only/im, 'permission'],
];

/** A DuckDB error as a ConnectorError with DuckDB's message (syntax errors point at the position: 'LINE 1: …^'). */
export function classifyDuckdbError(error: unknown): ConnectorError {
  if (error instanceof ConnectorError) return error;
  const message = messageOf(error).replace(/^Failed to extract statements: /, '');
  return new ConnectorError(byMessage.find(([pattern]) => pattern.test(message))?.[1] ?? 'other', message, { cause: error });
}
