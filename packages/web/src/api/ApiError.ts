/**
 * A failed API call: the server's translated message, its stable code, for 400 field → message, and the
 * answer's `data` as sent (e.g. the {line, column} a SQL error points at).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errCode: string;
  readonly fieldErrors: Record<string, string>;
  readonly details: unknown;
  /** A 401 on an authenticated call: the session is over and has already been dealt with. */
  readonly sessionExpired: boolean;
  /** The server's id of a request that failed unexpectedly (5xx), for a report. */
  readonly requestId: string | undefined;

  constructor(options: {
    status: number;
    errCode: string;
    message: string;
    fieldErrors?: Record<string, string>;
    details?: unknown;
    sessionExpired?: boolean;
    requestId?: string | undefined;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.errCode = options.errCode;
    this.fieldErrors = options.fieldErrors ?? {};
    this.details = options.details;
    this.sessionExpired = options.sessionExpired ?? false;
    this.requestId = options.requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
