/**
 * Messages the server sends and the web shows alike (errors, validation, field names).
 * Keys are shared by every language; `zh.ts` must have exactly the same shape (checked by the type).
 * Interpolation uses i18next's `{{name}}` syntax so the web can load this catalogue as is.
 */
export const en = {
  errors: {
    validation: '{{details}}',
    malformedRequest: 'The request could not be read: {{reason}}',
    unauthorized: 'Not logged in or token expired, please log in again',
    invalidCredentials: 'Incorrect username or password',
    wrongOldPassword: 'The old password is incorrect',
    forbidden: 'You do not have permission to access this page',
    notFound: 'The requested {{resource}} does not exist',
    routeNotFound: 'There is no API endpoint {{method}} {{path}}',
    alreadyInitialized: 'The system has already been initialized',
    orgNameTaken: 'An organization named "{{name}}" already exists',
    fileRequired: 'Please choose a file to upload',
    unsupportedImage: 'Only PNG, JPEG, GIF and WebP images are accepted',
    fileTooLarge: 'The file is too large: the limit is {{limit}}',
    tooManyLoginAttempts: 'Too many login attempts, please try again in {{seconds}} seconds',
    internal: 'Something went wrong on the server (request {{requestId}}), please try again later',
    unavailable: 'The service is not available: {{reason}}',
  },
  validation: {
    required: '{{field}} is required',
    empty: '{{field}} cannot be empty',
    oneOf: '{{field}} must be one of {{values}}',
    type: '{{field}} must be a {{expected}}',
    tooLong: '{{field}} must be at most {{max}} characters',
    tooShort: '{{field}} must be at least {{min}} characters',
    tooSmall: '{{field}} must be at least {{min}}',
    tooBig: '{{field}} must be at most {{max}}',
    greaterThan: '{{field}} must be greater than {{min}}',
    lessThan: '{{field}} must be less than {{max}}',
    invalid: '{{field}} is invalid',
    unknownKey: 'Unknown field {{field}}',
    passwordLength: 'Password must be 6-20 characters',
    passwordMismatch: 'Password and confirm password do not match',
    email: 'Invalid email address',
    usernameChars: 'Username cannot contain "@" or spaces',
  },
  types: {
    string: 'text',
    number: 'number',
    boolean: 'true/false value',
    object: 'object',
    array: 'list',
  },
  fields: {
    user: 'User',
    username: 'Username',
    usernameOrEmail: 'Username or email',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    department: 'Department',
    description: 'Description',
    avatar: 'Avatar',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    orgId: 'Organization',
    currentOrgId: 'Current organization',
    file: 'File',
    fileName: 'File name',
    request: 'Request',
  },
  resources: {
    user: 'user',
    organization: 'organization',
    file: 'file',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language catalogue must have. */
export type Catalogue = Widen<typeof en>;
