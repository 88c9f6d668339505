import type { FormInstance } from 'antd';
import { isApiError } from '../../api/ApiError';

/** Shows a 400 answer's field messages under the fields; `prefix` drops a wrapper such as 'user.'. */
export function applyFieldErrors(form: FormInstance, error: unknown, prefix = ''): void {
  if (!isApiError(error)) return;
  const fields = Object.entries(error.fieldErrors)
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, message]) => ({ name: path.slice(prefix.length).split('.'), errors: [message] }));
  if (fields.length > 0) form.setFields(fields);
}
