import { LRUCache } from 'lru-cache';
import { AppError } from '@redbi/shared/errors';
import { clientKeyOf } from './clientAddress';
import { createWindowCounter, secondsUntil, WINDOW_COUNTER_MAX_KEYS } from './windowCounter';

export interface LoginLimits {
  /** Failed logins from one client address, whatever the accounts, per window (slows password spraying). */
  perIp: number;
  /** Failed logins for one account from one client address per window. */
  perAccount: number;
  windowMs: number;
}

/**
 * Once an account has failed this many address budgets' worth of logins (perAccount × this) in a window,
 * from any addresses, attempts from addresses it has not logged in from must wait a growing delay.
 */
export const ADDRESS_BUDGETS_BEFORE_DELAY = 3;
/** The first such delay; it doubles with every further failure, up to MAX_ACCOUNT_DELAY_MS. */
export const FIRST_ACCOUNT_DELAY_MS = 1_000;
export const MAX_ACCOUNT_DELAY_MS = 60_000;
/** How long an address the account logged in from stays familiar (spared the account-wide delay). */
export const FAMILIAR_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/**
 * Login throttling after OWASP's authentication guidance: only failures count (an attempt counts as one
 * until its password proves right), a success resets them, and nothing one address does locks the owner
 * out elsewhere.
 *
 * `account` is one key per account (its id) whichever identifier was typed, or the typed identifier for an
 * unknown account; `address` is the client's IP, counted as its client (clientKeyOf: an IPv4 address, or an
 * IPv6 /64, since one host may hold the whole /64). An attempt must wait when
 * - its address failed `perIp` times in the window (any accounts), or
 * - this account failed `perAccount` times in the window from this address, or
 * - the address is not familiar to the account and the account failed many times from everywhere: a delay
 *   of 1 s, 2 s, 4 s … at most a minute after its last failure (guessing from many addresses).
 *
 * Counters live in this process's memory: each node counts on its own, and a restart forgets them.
 */
export function createLoginThrottle(limits: LoginLimits) {
  const byAddress = createWindowCounter(limits.windowMs);
  const byAccountAtAddress = createWindowCounter(limits.windowMs);
  const byAccount = createWindowCounter(limits.windowMs);
  const familiar = new LRUCache<string, true>({ max: WINDOW_COUNTER_MAX_KEYS, ttl: FAMILIAR_ADDRESS_MS });
  const failuresBeforeDelay = limits.perAccount * ADDRESS_BUDGETS_BEFORE_DELAY;
  const pair = (account: string, address: string) => `${account}\n${address}`;

  /** When this attempt may be made, if not now (ms since 1970). */
  function waitUntil(account: string, address: string, now: number): number | undefined {
    const fromAddress = byAddress.peek(address, now);
    if (fromAddress && fromAddress.count >= limits.perIp) return fromAddress.resetAt;
    const here = byAccountAtAddress.peek(pair(account, address), now);
    if (here && here.count >= limits.perAccount) return here.resetAt;
    if (familiar.has(pair(account, address))) return undefined;
    const everywhere = byAccount.peek(account, now);
    if (!everywhere || everywhere.count < failuresBeforeDelay) return undefined;
    const delay = Math.min(FIRST_ACCOUNT_DELAY_MS * 2 ** (everywhere.count - failuresBeforeDelay), MAX_ACCOUNT_DELAY_MS);
    return everywhere.lastAt + delay > now ? everywhere.lastAt + delay : undefined;
  }

  return {
    /**
     * Before the password is checked: throws TOO_MANY_LOGIN_ATTEMPTS (with the seconds to wait) when the
     * attempt must wait, and otherwise counts it as a failure already, so that attempts sent at the same
     * time cannot all pass while the first passwords are still being checked.
     */
    attempt(account: string, ip: string, now: number): void {
      const address = clientKeyOf(ip);
      const until = waitUntil(account, address, now);
      if (until !== undefined) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', { params: { seconds: secondsUntil(until, now) } });
      byAddress.add(address, now);
      byAccountAtAddress.add(pair(account, address), now);
      byAccount.add(account, now);
    },

    /**
     * The password was right: the attempt is taken back from the address's count, the account's failures
     * from this address and from everywhere are forgotten, and the address becomes familiar. The address's
     * other failures stay (a valid account of one's own does not reset spraying), and so do failures other
     * addresses made on this account.
     */
    succeeded(account: string, ip: string, now: number): void {
      const address = clientKeyOf(ip);
      byAddress.takeBack(address, now);
      byAccountAtAddress.reset(pair(account, address));
      byAccount.reset(account);
      familiar.set(pair(account, address), true);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
