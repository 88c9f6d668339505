/**
 * Every error the API can answer with: a stable code, its HTTP status and the i18n key of its message.
 * Clients branch on `errCode`, never on the message text.
 */
export const errorCodes = {
  VALIDATION: { status: 400, messageKey: 'errors.validation' },
  MALFORMED_REQUEST: { status: 400, messageKey: 'errors.malformedRequest' },
  UNAUTHORIZED: { status: 401, messageKey: 'errors.unauthorized' },
  // 400, not 401: a 401 means "your session ended" to the client, which then clears the token (spec §8).
  INVALID_CREDENTIALS: { status: 400, messageKey: 'errors.invalidCredentials' },
  WRONG_OLD_PASSWORD: { status: 400, messageKey: 'errors.wrongOldPassword' },
  FORBIDDEN: { status: 403, messageKey: 'errors.forbidden' },
  NOT_FOUND: { status: 404, messageKey: 'errors.notFound' },
  ROUTE_NOT_FOUND: { status: 404, messageKey: 'errors.routeNotFound' },
  ALREADY_INITIALIZED: { status: 409, messageKey: 'errors.alreadyInitialized' },
  ORG_NAME_TAKEN: { status: 409, messageKey: 'errors.orgNameTaken' },
  FILE_REQUIRED: { status: 400, messageKey: 'errors.fileRequired' },
  UNSUPPORTED_IMAGE: { status: 415, messageKey: 'errors.unsupportedImage' },
  FILE_TOO_LARGE: { status: 413, messageKey: 'errors.fileTooLarge' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, messageKey: 'errors.tooManyLoginAttempts' },
  INTERNAL: { status: 500, messageKey: 'errors.internal' },
  UNAVAILABLE: { status: 503, messageKey: 'errors.unavailable' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof errorCodes;
