/** Browser storage keys of spec §3, named as the closest existing product names them. */
export const storageKeys = {
  /** The session token; also kept in a cookie of the same name whose expiry is the token's lifetime. */
  authorizationToken: 'AUTHORIZATION_TOKEN',
  loggedInUser: 'LOGGED_IN_USER',
  /** Anonymous client id for downloads from share links (used by the share pages). */
  shareClientId: 'SHARE_CLIENT_ID',
  /** Where to return after logging in. */
  authRedirectUrl: 'AUTH_REDIRECT_URL',
  locale: 'LOCALE',
  theme: 'THEME',
} as const;
