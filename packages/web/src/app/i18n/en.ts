/**
 * The web UI's own messages (English). The shared catalogues (errors, validation, fields …) are merged in
 * by `i18n.ts`; these keys must not collide with them. `zh.ts` has exactly the same shape.
 */
export const webEn = {
  app: {
    name: 'RedBI',
    loading: 'Loading…',
  },
  common: {
    cancel: 'Cancel',
    save: 'Save',
    create: 'Create',
    backToLogin: 'Back to login',
    goToLogin: 'Go to login',
    back: 'Back',
    retry: 'Retry',
  },
  session: {
    tokenExpired: 'Token expired, please log in',
  },
  setup: {
    title: 'Setup',
    welcome: 'Welcome to RedBI',
    intro: 'Create the first account to initialize the system. It will own a new organization.',
    submit: 'Initialize',
    success: 'Initialization complete',
    successDetail: 'The account {{username}} has been created.',
    goToLogin: 'Go to login',
  },
  login: {
    title: 'Login',
    heading: 'Log in to RedBI',
    submit: 'Log in',
    register: 'Register',
    forgotPassword: 'Forgot password',
    loggedInAs: 'You are logged in as {{name}}.',
    enter: 'Enter',
    switchAccount: 'Switch account',
    thirdParty: 'Or log in with',
    resendActivation: 'Send the activation e-mail again',
    showPassword: 'Show or hide what is typed',
  },
  register: {
    title: 'Register',
    heading: 'Create an account',
    disabled: 'Registration is disabled on this server. Ask an administrator for an account.',
    submit: 'Register',
    checkMailbox: 'Check your mailbox',
    mailSent: 'We sent an activation link to {{email}}. Open it to activate your account.',
    resend: 'Resend',
    activationSent: 'Activation e-mail sent',
    ready: 'Your account is ready',
    readyDetail: 'You can log in with it now.',
    continue: 'Continue registering',
  },
  forgetPassword: {
    title: 'Forgot password',
    heading: 'Reset your password',
    mailDisabled: 'E-mail is not configured on this server, so a password cannot be reset by e-mail. Ask an administrator for help.',
    findBy: 'Find the account by',
    sendCode: 'Send verification code',
    codeSent: 'A verification code was sent if the account exists. It is valid for {{minutes}} minutes.',
    sendAgain: 'Send again',
    codeResent: 'Verification code sent',
    submit: 'Reset password',
    done: 'Your password has been reset',
    doneDetail: 'Log in with your new password.',
  },
  activation: {
    title: 'Account activation',
    activating: 'Activating your account…',
    failed: 'Activation failed',
    register: 'Register',
  },
  authorization: {
    title: 'Third-party sign-in',
    authenticating: 'Authenticating…',
    activating: 'Preparing your session…',
    failed: 'Something went wrong, please check and try again',
  },
  noPermission: {
    title: 'No permission',
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist.',
    home: 'Back to home',
  },
  nav: {
    label: 'Main navigation',
    open: 'Open the menu',
    vizs: 'Vizs',
    views: 'Views',
    sources: 'Sources',
    schedules: 'Schedules',
    members: 'Members',
    permissions: 'Permissions',
    settings: 'Settings',
    downloads: 'Downloads',
    downloadsRunning: 'Downloads: {{count}} being made',
  },
  sections: {
    schedules: 'Scheduled report deliveries by e-mail or chat robot arrive in a later release.',
  },
  orgs: {
    switcher: 'Organization',
    create: 'Create organization',
    created: 'Organization created',
    none: 'You do not belong to any organization yet.',
    noneHint: 'Create one to start working, or ask an owner to invite you.',
  },
  account: {
    menu: 'Account',
    profile: 'Profile',
    password: 'Change password',
    language: 'Language',
    theme: 'Theme',
    logout: 'Log out',
    profileSaved: 'Profile saved',
    passwordChanged: 'Password changed',
    uploadAvatar: 'Upload avatar',
    avatarUploaded: 'Avatar updated',
    avatarTooLarge: 'The image must be at most {{limit}}',
  },
  theme: {
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  locale: {
    en: 'English',
    zh: '中文',
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every web catalogue must have. */
export type WebCatalogue = Widen<typeof webEn>;
