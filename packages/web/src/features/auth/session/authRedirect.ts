import { storageKeys } from '../../../storageKeys';

/** The confirm-invite page of an invitation token (/confirminvite?token=…), where an invitee comes back after login. */
export const invitationPath = (token: string): string => `/confirminvite?${new URLSearchParams({ token }).toString()}`;

/** Only pages of the main shell, and the confirmation of an invitation, are worth coming back to after logging in. */
const isReturnable = (path: string): boolean => path.startsWith('/organizations/') || path.startsWith('/confirminvite?');

/** Remembers where the user was when the session ended (AUTH_REDIRECT_URL), relative to the router base. */
export function rememberReturnPath(path: string): void {
  if (isReturnable(path)) localStorage.setItem(storageKeys.authRedirectUrl, path);
}

/** The remembered path, forgotten once read. */
export function takeReturnPath(): string | null {
  const path = localStorage.getItem(storageKeys.authRedirectUrl);
  localStorage.removeItem(storageKeys.authRedirectUrl);
  return path !== null && isReturnable(path) ? path : null;
}
