import type { User } from '@redbi/shared/domain';
import { storageKeys } from '../../../storageKeys';

/** The logged-in user kept in local storage after login (spec §3). */
export function readStoredUser(): User | null {
  const raw = localStorage.getItem(storageKeys.loggedInUser);
  if (raw === null) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return typeof user === 'object' && user !== null && 'username' in user ? (user as User) : null;
  } catch {
    return null;
  }
}

export const writeStoredUser = (user: User): void => localStorage.setItem(storageKeys.loggedInUser, JSON.stringify(user));

export const clearStoredUser = (): void => localStorage.removeItem(storageKeys.loggedInUser);
