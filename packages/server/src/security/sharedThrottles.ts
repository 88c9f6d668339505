import type { Logger } from 'pino';
import { AppError } from '@redbi/shared/errors';
import { clientKeyOf } from './clientAddress';
import { ADDRESS_BUDGETS_BEFORE_DELAY, createLoginThrottle, FIRST_ACCOUNT_DELAY_MS, FAMILIAR_ADDRESS_MS, MAX_ACCOUNT_DELAY_MS, type LoginLimits } from './loginThrottle';
import type { SharedCounters } from './redisCounters';
import { createShareCodeThrottle, type ShareCodeLimits } from './shareCodeThrottle';
import { createWindowCounter, secondsUntil } from './windowCounter';

/** What the services call, whichever throttle answers: the in-process one (sync) or the shared one. */
export interface ThrottlePort {
  attempt(subject: string, address: string, now: number): void | Promise<void>;
  succeeded(subject: string, address: string, now: number): void | Promise<void>;
}

/**
 * A shared throttle that falls back on this process's own when Redis does not answer: the limits then
 * hold per node, as without Redis, rather than every login or code being refused (or let through).
 */
function withFallback(shared: Required<ThrottlePort>, local: ThrottlePort, log: Pick<Logger, 'warn'>, what: string): ThrottlePort {
  const fallBack = async (call: () => Promise<void>, local: () => void | Promise<void>) => {
    try {
      await call();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.warn({ err: error }, `the ${what} limits could not be counted in Redis; counting in this process`);
      await local();
    }
  };
  return {
    attempt: (subject, address, now) => fallBack(async () => shared.attempt(subject, address, now), () => local.attempt(subject, address, now)),
    succeeded: (subject, address, now) => fallBack(async () => shared.succeeded(subject, address, now), () => local.succeeded(subject, address, now)),
  };
}

/**
 * The login throttle of loginThrottle.ts with its counters in Redis, so that N nodes count as one. Its
 * policy is the same; the order differs only where counting must be atomic across nodes: an attempt is
 * counted first (one atomic hit per counter) and refused — the hit taken back — when that count went over
 * the limit, so that attempts racing on several nodes cannot all pass.
 */
export function createSharedLoginThrottle(limits: LoginLimits, counters: SharedCounters, log: Pick<Logger, 'warn'>): ThrottlePort {
  const byAddress = counters.counter('login:address', limits.windowMs);
  const byAccountAtAddress = counters.counter('login:pair', limits.windowMs);
  const byAccount = counters.counter('login:account', limits.windowMs);
  const familiar = counters.marks('login:familiar', FAMILIAR_ADDRESS_MS);
  const failuresBeforeDelay = limits.perAccount * ADDRESS_BUDGETS_BEFORE_DELAY;
  const pair = (account: string, address: string) => `${account}\n${address}`;
  const refuse = (until: number, now: number) => new AppError('TOO_MANY_LOGIN_ATTEMPTS', { params: { seconds: secondsUntil(until, now) } });

  const shared = {
    async attempt(account: string, ip: string, now: number) {
      const address = clientKeyOf(ip);
      if (!(await familiar.has(pair(account, address)))) {
        const everywhere = await byAccount.peek(account, now);
        if (everywhere && everywhere.count >= failuresBeforeDelay) {
          const delay = Math.min(FIRST_ACCOUNT_DELAY_MS * 2 ** (everywhere.count - failuresBeforeDelay), MAX_ACCOUNT_DELAY_MS);
          if (everywhere.lastAt + delay > now) throw refuse(everywhere.lastAt + delay, now);
        }
      }
      const fromAddress = await byAddress.hit(address, now);
      if (fromAddress.count > limits.perIp) {
        await byAddress.takeBack(address, now);
        throw refuse(fromAddress.resetAt, now);
      }
      const here = await byAccountAtAddress.hit(pair(account, address), now);
      if (here.count > limits.perAccount) {
        await Promise.all([byAccountAtAddress.takeBack(pair(account, address), now), byAddress.takeBack(address, now)]);
        throw refuse(here.resetAt, now);
      }
      await byAccount.hit(account, now);
    },
    async succeeded(account: string, ip: string, now: number) {
      const address = clientKeyOf(ip);
      await Promise.all([byAddress.takeBack(address, now), byAccountAtAddress.reset(pair(account, address)), byAccount.reset(account), familiar.set(pair(account, address))]);
    },
  };
  return withFallback(shared, createLoginThrottle(limits), log, 'login');
}

/** The access-code throttle of shareCodeThrottle.ts with its counters in Redis (as the login throttle above). */
export function createSharedShareCodeThrottle(limits: ShareCodeLimits, counters: SharedCounters, log: Pick<Logger, 'warn'>): ThrottlePort {
  const byLinkClient = counters.counter('share-code:pair', limits.addressWindowMs);
  const byLink = counters.counter('share-code:link', limits.linkWindowMs);
  const admitted = counters.marks('share-code:admitted', limits.linkWindowMs);
  const pair = (link: string, address: string) => `${link}\n${clientKeyOf(address)}`;
  const refuse = (until: number, now: number) => new AppError('TOO_MANY_REQUESTS', { params: { seconds: secondsUntil(until, now) } });

  const shared = {
    async attempt(link: string, address: string, now: number) {
      if (!(await admitted.has(pair(link, address)))) {
        const everywhere = await byLink.peek(link, now);
        if (everywhere && everywhere.count >= limits.perLink) throw refuse(everywhere.resetAt, now);
      }
      const here = await byLinkClient.hit(pair(link, address), now);
      if (here.count > limits.perAddress) {
        await byLinkClient.takeBack(pair(link, address), now);
        throw refuse(here.resetAt, now);
      }
      await byLink.hit(link, now);
    },
    async succeeded(link: string, address: string, now: number) {
      await Promise.all([byLinkClient.takeBack(pair(link, address), now), byLink.takeBack(link, now), admitted.set(pair(link, address))]);
    },
  };
  return withFallback(shared, createShareCodeThrottle(limits), log, 'share access-code');
}

/** Events per key in fixed windows, counted in Redis when shared (`hit` answers the count with this one), else here. */
export function createRequestLimit(windowMs: number, counters: SharedCounters | undefined, name: string, log: Pick<Logger, 'warn'>) {
  const local = createWindowCounter(windowMs);
  const shared = counters?.counter(name, windowMs);
  return {
    async hit(key: string, now: number) {
      if (!shared) return local.add(key, now);
      try {
        return await shared.hit(key, now);
      } catch (error) {
        log.warn({ err: error }, `the ${name} limit could not be counted in Redis; counting in this process`);
        return local.add(key, now);
      }
    },
  };
}
