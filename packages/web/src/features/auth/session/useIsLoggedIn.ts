import { useSyncExternalStore } from 'react';
import { tokenStore } from '../../../api/tokenStore';

/** Whether a session token is present; re-renders when one appears or goes away. */
export const useIsLoggedIn = (): boolean => useSyncExternalStore(tokenStore.subscribe, () => tokenStore.get() !== null);
