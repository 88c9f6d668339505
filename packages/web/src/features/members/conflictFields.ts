import type { FormInstance } from 'antd';
import { isApiError } from '../../api/ApiError';

/**
 * Says a conflict answer (409: username or e-mail taken, role name taken) under the field it is about,
 * besides the toast. `fields` maps error codes to field names.
 */
export function showConflict(form: FormInstance, error: unknown, fields: Partial<Record<string, string>>): void {
  const field = isApiError(error) ? fields[error.errCode] : undefined;
  if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.message] }]);
}
