import { BASE_PATH } from '@redbi/shared/domain';
import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../../api/tokenStore';
import { rememberReturnPath } from './authRedirect';
import { currentUserKey, currentUserQuery } from './currentUser';
import { endSession } from './endSession';
import { clearStoredUser, readStoredUser } from './userStorage';

const routerPathOf = (location: Location): string =>
  (location.pathname.startsWith(BASE_PATH) ? location.pathname.slice(BASE_PATH.length) : location.pathname) || '/';

/**
 * The session rules of spec §4 at start: without a token the stored user is cleared (a stored user
 * without a token means the token expired: `warnExpired`); with a token the current user is fetched,
 * and a failure ends the session. Resolves to whether a session is on.
 */
export async function bootstrapSession(queryClient: QueryClient, warnExpired: () => void): Promise<boolean> {
  const storedUser = readStoredUser();
  if (tokenStore.get() === null) {
    if (storedUser) {
      warnExpired();
      rememberReturnPath(routerPathOf(window.location));
    }
    clearStoredUser();
    tokenStore.clear();
    return false;
  }
  if (storedUser) queryClient.setQueryData(currentUserKey, storedUser);
  try {
    await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    return true;
  } catch {
    endSession(queryClient);
    return false;
  }
}
