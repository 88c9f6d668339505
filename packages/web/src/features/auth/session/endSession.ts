import type { QueryClient } from '@tanstack/react-query';
import { tokenStore } from '../../../api/tokenStore';
import { clearStoredUser } from './userStorage';

/** Forgets the token, the stored user and everything the query layer holds for that user. */
export function endSession(queryClient: QueryClient): void {
  tokenStore.clear();
  clearStoredUser();
  queryClient.removeQueries();
}
