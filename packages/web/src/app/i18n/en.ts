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
  },
  register: {
    title: 'Register',
    disabled: 'Registration is disabled on this server. Ask an administrator for an account.',
    later: 'Registering a new account arrives in a later release.',
  },
  forgetPassword: {
    title: 'Forgot password',
    mailDisabled: 'E-mail is not configured on this server, so a password cannot be reset by e-mail. Ask an administrator for help.',
    later: 'Resetting a password by e-mail arrives in a later release.',
  },
  activation: {
    title: 'Account activation',
    later: 'Activating an account from its e-mail link arrives in a later release.',
  },
  authorization: {
    title: 'Third-party sign-in',
    later: 'Signing in through a third-party provider arrives in a later release.',
  },
  notFound: {
    title: 'Page not found',
    message: 'The page you are looking for does not exist.',
    home: 'Back to home',
  },
  nav: {
    label: 'Main navigation',
    vizs: 'Vizs',
    views: 'Views',
    sources: 'Sources',
    schedules: 'Schedules',
    members: 'Members',
    permissions: 'Permissions',
    settings: 'Settings',
  },
  sections: {
    vizs: 'Charts, dashboards and storyboards arrive in a later release.',
    views: 'Data views, written in SQL or built from a structure, arrive in a later release.',
    sources: 'Data sources (databases and uploaded files) arrive in a later release.',
    schedules: 'Scheduled report deliveries by e-mail or chat robot arrive in a later release.',
    members: 'Members, invitations and roles arrive in a later release.',
    permissions: 'Permissions by subject or by resource arrive in a later release.',
    settings: 'Organization settings, variables, export and import arrive in a later release.',
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
