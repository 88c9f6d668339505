import { BASE_PATH } from '@redbi/shared/domain';
import { storageKeys } from '../../../storageKeys';

/** The confirm-invite page of an invitation token (/confirminvite?token=…), where an invitee comes back after login. */
export const invitationPath = (token: string): string => `/confirminvite?${new URLSearchParams({ token }).toString()}`;

/** A share page (its own HTML page, outside the app's router): a LOGIN share sends its viewer to log in and back. */
export const isSharePagePath = (path: string): boolean => /^\/share(Chart|Dashboard|StoryPlayer)\/[^/?#]+/.test(path);

/** Only pages of the main shell, the confirmation of an invitation and share pages are worth coming back to after logging in. */
const isReturnable = (path: string): boolean => path.startsWith('/organizations/') || path.startsWith('/confirminvite?') || isSharePagePath(path);

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

/** After logging in: back to the remembered page (a share page loads as a page of its own), else the app's start. */
export function returnAfterLogin(navigate: (path: string, options: { replace: boolean }) => unknown): void {
  const path = takeReturnPath() ?? '/';
  if (isSharePagePath(path)) window.location.replace(`${BASE_PATH}${path}`);
  else void navigate(path, { replace: true });
}
