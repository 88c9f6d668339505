import { storageKeys } from '../storageKeys';

/** Cookie lifetime until /sys/info tells the real one (as the closest existing product does). */
const DEFAULT_TOKEN_LIFETIME_MIN = 60;
const KEY = storageKeys.authorizationToken;

let lifetimeMinutes = DEFAULT_TOKEN_LIFETIME_MIN;
const listeners = new Set<() => void>();

function readCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === KEY) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeCookie(token: string | null): void {
  const expires = token === null ? new Date(0) : new Date(Date.now() + lifetimeMinutes * 60_000);
  document.cookie = `${KEY}=${encodeURIComponent(token ?? '')}; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}

/** The session token. Its cookie expires with the session: a token whose cookie is gone has expired. */
function get(): string | null {
  const cookie = readCookie();
  if (cookie === null || cookie === '') return null;
  return localStorage.getItem(KEY) ?? cookie;
}

function write(token: string | null): void {
  const wasPresent = get() !== null;
  if (token === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, token);
  writeCookie(token);
  if (wasPresent !== (token !== null)) listeners.forEach((listener) => listener());
}

export const tokenStore = {
  get,
  set: (token: string) => write(token),
  clear: () => write(null),
  /** Session length in minutes from /sys/info; the cookie of a present token is renewed with it. */
  setLifetime(minutes: number): void {
    lifetimeMinutes = minutes;
    const token = get();
    if (token !== null) writeCookie(token);
  },
  /** Called when a token appears or disappears (not on every refresh). */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
