import type { ErrorCode } from '@redbi/shared/errors';
import { isApiError } from './ApiError';

/** Whether `error` is an API answer with one of `codes` (clients branch on errCode, never on the text). */
export const hasErrCode = (error: unknown, ...codes: ErrorCode[]): boolean =>
  isApiError(error) && (codes as string[]).includes(error.errCode);
