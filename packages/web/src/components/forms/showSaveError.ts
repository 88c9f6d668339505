import type { FormInstance } from 'antd';
import { isApiError } from '../../api/ApiError';
import { reportError } from '../../app/errors/reportError';

/** A server's field path ('config.properties.1.key') as an antd name path (numbers for list indexes). */
export const namePathOf = (path: string): (string | number)[] => path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * A refused save shown where it belongs: a duplicate name (409) under the name field, a 400's field
 * messages under their fields, anything else as a toast.
 */
export function showSaveError(form: FormInstance, error: unknown, nameField: (string | number)[] = ['name']): void {
  if (isApiError(error) && error.status === 409) {
    form.setFields([{ name: nameField, errors: [error.message] }]);
    return;
  }
  const fields = isApiError(error) ? Object.entries(error.fieldErrors) : [];
  if (fields.length > 0) form.setFields(fields.map(([path, message]) => ({ name: namePathOf(path), errors: [message] })));
  else reportError(error);
}
