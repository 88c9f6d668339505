import { userRoutes } from '@redbi/shared/api';
import type { User } from '@redbi/shared/domain';
import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/apiClient';
import { useIsLoggedIn } from './useIsLoggedIn';
import { writeStoredUser } from './userStorage';

export const currentUserKey = ['users', 'current'] as const;

/** GET /users. Fetched once per session start; login and profile updates write the answer in directly. */
export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  queryFn: () => api(userRoutes.current),
  staleTime: Infinity,
});

export function useCurrentUser() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ ...currentUserQuery, enabled: loggedIn });
}

export const setCurrentUser = (queryClient: QueryClient, user: User): void => {
  queryClient.setQueryData(currentUserKey, user);
};

/** Keeps LOGGED_IN_USER equal to the current user whenever the query layer learns a new version. */
export function persistCurrentUser(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== hashKey(currentUserKey)) return;
    const user = event.query.state.data as User | undefined;
    if (user) writeStoredUser(user);
  });
}

/** A login succeeded (its token is already kept by the API client): forget the previous session's data, keep the user. */
export function startSession(queryClient: QueryClient, user: User): void {
  queryClient.removeQueries();
  setCurrentUser(queryClient, user);
}
