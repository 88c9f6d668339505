import { errorCodes, type ErrorCode } from './errorCodes';

export type MessageParams = Record<string, string | number>;

/** An expected failure with a stable code; the HTTP layer turns it into the error envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly messageKey: string;
  readonly params: MessageParams;
  /** Extra data for the client, e.g. field errors of a validation failure. */
  readonly details: unknown;

  constructor(code: ErrorCode, options: { params?: MessageParams; details?: unknown; messageKey?: string } = {}) {
    const def = errorCodes[code];
    super(options.messageKey ?? def.messageKey);
    this.name = 'AppError';
    this.code = code;
    this.status = def.status;
    this.messageKey = options.messageKey ?? def.messageKey;
    this.params = options.params ?? {};
    this.details = options.details;
  }
}
