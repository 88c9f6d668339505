import type { QueryClient } from '@tanstack/react-query';
import { rememberReturnPath } from '../features/auth/session/authRedirect';
import { endSession } from '../features/auth/session/endSession';
import { showErrorToast } from './errors/reportError';
import { i18n } from './i18n/i18n';
import type { AppRouter } from './routing/routes';

/** A 401 ended the session: forget it, say so (spec §8), come back here after the next login. */
export function handleSessionExpired(queryClient: QueryClient, router: AppRouter): void {
  const { pathname, search } = router.state.location;
  rememberReturnPath(`${pathname}${search}`);
  endSession(queryClient);
  showErrorToast(i18n.t('errors.unauthorized'));
  void router.navigate('/login', { replace: true });
}
