import { LRUCache } from 'lru-cache';
import { AppError } from '@redbi/shared/errors';
import { createWindowCounter, secondsUntil, WINDOW_COUNTER_MAX_KEYS } from './windowCounter';

export interface ShareCodeLimits {
  /** Wrong codes for one link from one client address per window. */
  perAddress: number;
  /** Wrong codes for one link from all addresses together per window (guessing from many addresses). */
  perLink: number;
  windowMs: number;
}

/** The defaults: 5 wrong codes per link and address, 30 per link, in 15 minutes. */
export const SHARE_CODE_LIMITS: ShareCodeLimits = { perAddress: 5, perLink: 30, windowMs: 15 * 60_000 };

/**
 * Access-code throttling for CODE shares, after the login throttle: only wrong codes count (an attempt
 * counts as one until its code proves right, so that attempts sent at once cannot all pass), per link and
 * client address and per link from everywhere. An attempt must wait (429 TOO_MANY_REQUESTS, Retry-After)
 * when its address failed `perAddress` times on the link in the window, or when the link failed `perLink`
 * times from everywhere and the address has not entered the right code in the window (addresses that did —
 * viewers already in — are spared, so an attack from many addresses does not lock them out).
 *
 * One address guessing does not stop anyone else: others keep their own budget until the link's total is
 * spent. With 34^8 ≈ 1.8·10^12 codes and at most `perLink` guesses per window, guessing takes millennia;
 * the sharer can regenerate the code or the link at any time. Counters live in this process's memory: each
 * node counts on its own, and a restart forgets them.
 */
export function createShareCodeThrottle(limits: ShareCodeLimits = SHARE_CODE_LIMITS) {
  const byLinkAddress = createWindowCounter(limits.windowMs);
  const byLink = createWindowCounter(limits.windowMs);
  const admitted = new LRUCache<string, true>({ max: WINDOW_COUNTER_MAX_KEYS, ttl: limits.windowMs });
  const pair = (link: string, address: string) => `${link}\n${address}`;

  function waitUntil(link: string, address: string, now: number): number | undefined {
    const here = byLinkAddress.peek(pair(link, address), now);
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
      byLinkAddress.add(pair(link, address), now);
      byLink.add(link, now);
    },

    /** The code was right: the attempt is taken back and the address is admitted to the link for the window. */
    succeeded(link: string, address: string, now: number): void {
      byLinkAddress.takeBack(pair(link, address), now);
      byLink.takeBack(link, now);
      admitted.set(pair(link, address), true);
    },
  };
}

export type ShareCodeThrottle = ReturnType<typeof createShareCodeThrottle>;
