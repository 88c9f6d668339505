import { AppError } from '../../errors/AppError';

/** AppError QUERY_INVALID with the message `query.<reason>` (see the i18n catalogues). */
export const queryError = (reason: string, params: Record<string, string | number> = {}): AppError =>
  new AppError('QUERY_INVALID', { messageKey: `query.${reason}`, params });
