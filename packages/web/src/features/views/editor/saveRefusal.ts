import { isApiError } from '../../../api/ApiError';
import type { SqlPosition } from '../../../components/sqlEditor/sqlPosition';
import { sqlPositionOf } from '../sqlErrorPosition';

/** Refusals that belong to one field of the editor, by error code. */
const fieldOfCode: Record<string, string> = {
  VIEW_NAME_TAKEN: 'name',
  VARIABLE_NAME_TAKEN: 'variables',
  SQL_PARSE_FAILED: 'script',
  SQL_NOT_A_QUERY: 'script',
  QUERY_INVALID: 'script',
};

export interface SaveRefusal {
  /** Field path → message. */
  problems: Record<string, string>;
  /** Where the SQL is wrong, when the server says. */
  position?: SqlPosition;
}

/**
 * A refused save, in the editor's terms: a 400's field messages, or the message under the field it concerns
 * (a duplicate name under the name, a SQL error under the SQL with its line). Undefined: report it as is.
 */
export function saveRefusalOf(error: unknown): SaveRefusal | undefined {
  if (!isApiError(error)) return undefined;
  if (Object.keys(error.fieldErrors).length > 0) return { problems: error.fieldErrors };
  const field = fieldOfCode[error.errCode];
  if (field === undefined) return undefined;
  const position = sqlPositionOf(error);
  return { problems: { [field]: error.message }, ...(position ? { position } : {}) };
}
