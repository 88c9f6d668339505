import { LRUCache } from 'lru-cache';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import { clientKeyOf } from './clientAddress';
import { createWindowCounter, secondsUntil, WINDOW_COUNTER_MAX_KEYS } from './windowCounter';

export interface ShareCodeLimits {
  /** Wrong codes for one link from one client (an IPv4 address, an IPv6 /64) per `addressWindowMs`. */
  perAddress: number;
  addressWindowMs: number;
  /** Wrong codes for one link from all clients together per `linkWindowMs` (guessing from many addresses). */
  perLink: number;
  linkWindowMs: number;
}

const HOUR_MS = 60 * 60_000;

/** How many years guessing at the per-link cap, without pause, takes on average to find a code (half the code space). */
export function expectedYearsToGuess(limits: Pick<ShareCodeLimits, 'perLink' | 'linkWindowMs'>): number {
  const codes = SHARE_CODE_ALPHABET.length ** SHARE_CODE_LENGTH;
  const guessesPerYear = (limits.perLink * (365.25 * 24 * HOUR_MS)) / limits.linkWindowMs;
  return codes / 2 / guessesPerYear;
}

/**
 * Access-code throttling for CODE shares, after the login throttle: only wrong codes count (an attempt
 * counts as one until its code proves right, so that attempts sent at once cannot all pass), per link and
 * client and per link from everywhere. A client is an IPv4 address or an IPv6 /64 (clientKeyOf): one host
 * holding a whole /64 is still one client. An attempt must wait (429 TOO_MANY_REQUESTS, Retry-After) when
 * its client failed `perAddress` times on the link in its window, or when the link failed `perLink` times
 * from everywhere in its window and the client has not entered the right code in the last `linkWindowMs`
 * (clients already in are spared, so an attack from many addresses does not lock them out).
 *
 * One client guessing does not stop anyone else: others keep their own budget until the link's total is
 * spent. The defaults (config: 5 wrong codes per client and link in 15 minutes, 1,000 per link in an hour)
 * set the per-link cap from the arithmetic (expectedYearsToGuess): with 34^8 ≈ 1.8·10^12 codes, guessing at
 * 1,000 an hour finds a code after ≈ 10^5 years on average, so the cap can be high enough that only a flood
 * far beyond normal use (1,000 wrong codes within an hour: at least 50 clients each using its whole allowance) reaches it —
 * and only then are newcomers asked to wait. The sharer can regenerate the code or the link at any time.
 * Counters live in this process's memory: each node counts on its own, and a restart forgets them.
 */
export function createShareCodeThrottle(limits: ShareCodeLimits) {
  const byLinkClient = createWindowCounter(limits.addressWindowMs);
  const byLink = createWindowCounter(limits.linkWindowMs);
  const admitted = new LRUCache<string, true>({ max: WINDOW_COUNTER_MAX_KEYS, ttl: limits.linkWindowMs });
  const pair = (link: string, address: string) => `${link}\n${clientKeyOf(address)}`;

  function waitUntil(link: string, address: string, now: number): number | undefined {
    const here = byLinkClient.peek(pair(link, address), now);
    if (here && here.count >= limits.perAddress) return here.resetAt;
    if (admitted.has(pair(link, address))) return undefined;
    const everywhere = byLink.peek(link, now);
    return everywhere && everywhere.count >= limits.perLink ? everywhere.resetAt : undefined;
  }

  return {
    /** Before the code is compared: throws TOO_MANY_REQUESTS (with the seconds to wait), else counts the attempt as wrong already. */
    attempt(link: string, address: string, now: number): void {
      const until = waitUntil(link, address, now);
      if (until !== undefined) throw new AppError('TOO_MANY_REQUESTS', { params: { seconds: secondsUntil(until, now) } });
      byLinkClient.add(pair(link, address), now);
      byLink.add(link, now);
    },

    /** The code was right: the attempt is taken back and the client is admitted to the link for the link's window. */
    succeeded(link: string, address: string, now: number): void {
      byLinkClient.takeBack(pair(link, address), now);
      byLink.takeBack(link, now);
      admitted.set(pair(link, address), true);
    },
  };
}

export type ShareCodeThrottle = ReturnType<typeof createShareCodeThrottle>;
