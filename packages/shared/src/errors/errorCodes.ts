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
  USERNAME_TAKEN: { status: 409, messageKey: 'errors.usernameTaken' },
  EMAIL_TAKEN: { status: 409, messageKey: 'errors.emailTaken' },
  REGISTER_DISABLED: { status: 403, messageKey: 'errors.registerDisabled' },
  ACCOUNT_NOT_ACTIVATED: { status: 400, messageKey: 'errors.accountNotActivated' },
  ACTIVATION_INVALID: { status: 400, messageKey: 'errors.activationInvalid' },
  RESET_CODE_INVALID: { status: 400, messageKey: 'errors.resetCodeInvalid' },
  RESET_CODE_LOCKED: { status: 400, messageKey: 'errors.resetCodeLocked' },
  MAIL_NOT_CONFIGURED: { status: 503, messageKey: 'errors.mailNotConfigured' },
  MAIL_SEND_FAILED: { status: 502, messageKey: 'errors.mailSendFailed' },
  OAUTH2_UNKNOWN_PROVIDER: { status: 404, messageKey: 'errors.oauth2UnknownProvider' },
  OAUTH2_STATE_MISMATCH: { status: 400, messageKey: 'errors.oauth2StateMismatch' },
  OAUTH2_FAILED: { status: 502, messageKey: 'errors.oauth2Failed' },
  OAUTH2_EMAIL_MISSING: { status: 400, messageKey: 'errors.oauth2EmailMissing' },
  OAUTH2_LOGIN_EXPIRED: { status: 400, messageKey: 'errors.oauth2LoginExpired' },
  ROLE_NAME_TAKEN: { status: 409, messageKey: 'errors.roleNameTaken' },
  LAST_OWNER: { status: 400, messageKey: 'errors.lastOwner' },
  ORG_NAME_MISMATCH: { status: 400, messageKey: 'errors.orgNameMismatch' },
  USER_IN_OTHER_ORGS: { status: 409, messageKey: 'errors.userInOtherOrgs' },
  NOT_A_MEMBER: { status: 400, messageKey: 'errors.notAMember' },
  INVITATION_INVALID: { status: 400, messageKey: 'errors.invitationInvalid' },
  INVITATION_OTHER_USER: { status: 403, messageKey: 'errors.invitationOtherUser' },
  SOURCE_NAME_TAKEN: { status: 409, messageKey: 'errors.sourceNameTaken' },
  SOURCE_CONNECTION_FAILED: { status: 400, messageKey: 'errors.sourceConnectionFailed' },
  SOURCE_QUERY_FAILED: { status: 400, messageKey: 'errors.sourceQueryFailed' },
  SOURCE_FILE_OUTSIDE: { status: 400, messageKey: 'errors.sourceFileOutside' },
  SOURCE_IN_USE: { status: 409, messageKey: 'errors.sourceInUse' },
  SOURCE_ACCOUNT_PRIVILEGED: { status: 400, messageKey: 'errors.sourceAccountPrivileged' },
  FOLDER_NOT_EMPTY: { status: 409, messageKey: 'errors.folderNotEmpty' },
  /** The message is the rejection's own (placement.*). */
  BAD_PLACEMENT: { status: 400, messageKey: 'placement.unknownNode' },
  NOT_A_FILE_SOURCE: { status: 400, messageKey: 'errors.notAFileSource' },
  UNSUPPORTED_FILE: { status: 415, messageKey: 'errors.unsupportedFile' },
  FILE_READ_FAILED: { status: 400, messageKey: 'errors.fileReadFailed' },
  TABLE_EXISTS: { status: 409, messageKey: 'errors.tableExists' },
  NOT_ARCHIVABLE: { status: 400, messageKey: 'errors.notArchivable' },
  FILE_REQUIRED: { status: 400, messageKey: 'errors.fileRequired' },
  /** A multipart body that cannot be read to its end: cut off, a wrong or missing boundary. */
  UPLOAD_MALFORMED: { status: 400, messageKey: 'errors.uploadMalformed' },
  UNSUPPORTED_IMAGE: { status: 415, messageKey: 'errors.unsupportedImage' },
  FILE_TOO_LARGE: { status: 413, messageKey: 'errors.fileTooLarge' },
  VIEW_NAME_TAKEN: { status: 409, messageKey: 'errors.viewNameTaken' },
  VIEW_IN_USE: { status: 409, messageKey: 'errors.viewInUse' },
  VIZ_NAME_TAKEN: { status: 409, messageKey: 'errors.vizNameTaken' },
  /** Storyboard names are unique per organisation without regard to case; params: { name }. */
  STORYBOARD_NAME_TAKEN: { status: 409, messageKey: 'errors.storyboardNameTaken' },
  /** A dashboard widget shows (or links to) a chart that was deleted (spec §8). */
  LINKED_CHART_DELETED: { status: 404, messageKey: 'errors.linkedChartDeleted' },
  /** A jump's target chart or dashboard was deleted or cannot be seen (spec §8). */
  JUMP_TARGET_INVALID: { status: 404, messageKey: 'errors.jumpTargetInvalid' },
  /** A required controller has no value: its widgets wait for one. */
  CONTROLLER_REQUIRED: { status: 400, messageKey: 'errors.controllerRequired' },
  /** Schedule names are unique per organisation, among schedules not in the recycle bin; params: { name }. */
  SCHEDULE_NAME_TAKEN: { status: 409, messageKey: 'errors.scheduleNameTaken' },
  /** Spec §4: a started schedule is stopped before it is edited or moved to the recycle bin. */
  SCHEDULE_STARTED: { status: 409, messageKey: 'errors.scheduleStarted' },
  /** A content item the schedule's owner may not View (or that is gone); params: { vizType, vizId }. */
  SCHEDULE_CONTENT_UNAVAILABLE: { status: 400, messageKey: 'errors.scheduleContentUnavailable' },
  /** A schedule type whose delivery is not built yet (enterprise-chat robots); the run fails saying so. */
  /** Send a test: the caller has no e-mail address to send it to. */
  SCHEDULE_TEST_NO_EMAIL: { status: 400, messageKey: 'errors.scheduleTestNoEmail' },
  VARIABLE_NAME_TAKEN: { status: 409, messageKey: 'errors.variableNameTaken' },
  /** details: { line, column } where the parser stopped (1-based). */
  SQL_PARSE_FAILED: { status: 400, messageKey: 'errors.sqlParseFailed' },
  SQL_NOT_A_QUERY: { status: 400, messageKey: 'errors.sqlNotAQuery' },
  /** A view's SQL calls a function (or uses a construct) that writes or reaches the database server; details: { line, column }. */
  SQL_FORBIDDEN_FUNCTION: { status: 400, messageKey: 'errors.sqlForbiddenFunction' },
  /** details: { position } (0-based) in the expression. */
  EXPRESSION_INVALID: { status: 400, messageKey: 'errors.expressionInvalid' },
  /** The message is the reason's own (query.*). */
  QUERY_INVALID: { status: 400, messageKey: 'query.invalid' },
  QUERY_IN_FLIGHT: { status: 429, messageKey: 'errors.queryInFlight' },
  TOO_MANY_LOGIN_ATTEMPTS: { status: 429, messageKey: 'errors.tooManyLoginAttempts' },
  /** A rate-limited route (user search) called too often; params: { seconds }. */
  TOO_MANY_REQUESTS: { status: 429, messageKey: 'errors.tooManyRequests' },
  /** Share links (spec §2): an unknown token, one past its expiry, one revoked by its sharer. */
  SHARE_NOT_FOUND: { status: 404, messageKey: 'errors.shareNotFound' },
  SHARE_EXPIRED: { status: 410, messageKey: 'errors.shareExpired' },
  SHARE_REVOKED: { status: 410, messageKey: 'errors.shareRevoked' },
  /** CODE: no code given (the page asks for one) or a wrong one. */
  SHARE_CODE_REQUIRED: { status: 403, messageKey: 'errors.shareCodeRequired' },
  SHARE_CODE_WRONG: { status: 403, messageKey: 'errors.shareCodeWrong' },
  /** LOGIN: no signed-in viewer (403, not 401: the viewer's own session, if any, is not at stake). */
  SHARE_LOGIN_REQUIRED: { status: 403, messageKey: 'errors.shareLoginRequired' },
  SHARE_VIEWER_REFUSED: { status: 403, messageKey: 'errors.shareViewerRefused' },
  /** A call through a share without a valid share session for it: the page opens the share again. */
  SHARE_SESSION_INVALID: { status: 403, messageKey: 'errors.shareSessionInvalid' },
  /**
   * SUBJECTS chosen by someone who may not see everything those roles and members see (issue 19): only the
   * organisation's owners and members holding Manage on every view the shared content reads may choose it.
   */
  SHARE_SUBJECTS_REFUSED: { status: 403, messageKey: 'errors.shareSubjectsRefused' },
  /** The sharer did not allow downloads. */
  SHARE_DOWNLOAD_REFUSED: { status: 403, messageKey: 'errors.shareDownloadRefused' },
  /** A download task's file asked for before it is made (or after it failed). */
  DOWNLOAD_NOT_READY: { status: 409, messageKey: 'errors.downloadNotReady' },
  /** A .drr archive refused while it is read: the message (migration.*) names the entry and the reason. */
  MIGRATION_ARCHIVE_INVALID: { status: 400, messageKey: 'migration.archiveInvalid' },
  /** A .drr archive over the size limit; params: { max }. */
  MIGRATION_ARCHIVE_TOO_LARGE: { status: 413, messageKey: 'migration.archiveTooLarge' },
  /** A document of a newer format version than this server reads; params: { entry, version, supported }. */
  MIGRATION_VERSION_UNSUPPORTED: { status: 400, messageKey: 'migration.versionNewer' },
  /** An import that cannot go ahead: a resource conflicts or fails; params: { kind, name, reason }. Nothing is written. */
  MIGRATION_IMPORT_REFUSED: { status: 409, messageKey: 'migration.importRefused' },
  INTERNAL: { status: 500, messageKey: 'errors.internal' },
  UNAVAILABLE: { status: 503, messageKey: 'errors.unavailable' },
} as const satisfies Record<string, { status: number; messageKey: string }>;

export type ErrorCode = keyof typeof errorCodes;
