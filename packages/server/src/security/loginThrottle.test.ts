import { AppError } from '@redbi/shared/errors';
import { describe, expect, it } from 'vitest';
import { createLoginThrottle, MAX_ACCOUNT_DELAY_MS, type LoginThrottle } from './loginThrottle';
import { createWindowCounter } from './windowCounter';

const limits = { perIp: 6, perAccount: 3, windowMs: 15 * 60_000 };
const start = Date.parse('2026-03-01T12:00:00Z');

/** The seconds the attempt must wait, or 0 when it went ahead (and now counts as a failure). */
function attempt(throttle: LoginThrottle, account: string, address: string, now = start): number {
  try {
    throttle.attempt(account, address, now);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_LOGIN_ATTEMPTS') throw error;
    return error.params.seconds as number;
  }
}

/** `times` failed attempts, each of which must have been let through. */
function fail(throttle: LoginThrottle, account: string, address: string, times: number, now = start): void {
  for (let i = 0; i < times; i++) expect(attempt(throttle, account, address, now)).toBe(0);
}

describe('login throttle', () => {
  it('counts the addresses of one IPv6 /64 as one client (spraying from a /64 is one address)', () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 1; i <= 6; i++) expect(attempt(throttle, `account:${i}`, `2001:db8:5:9::${i.toString(16)}`)).toBe(0);
    expect(attempt(throttle, 'account:7', '2001:db8:5:9:abcd::7')).toBe(15 * 60);
    expect(attempt(throttle, 'account:7', '2001:db8:5:a::7')).toBe(0);
  });

  it('stops an account at one address after perAccount failures, until the window closes', () => {
    const throttle = createLoginThrottle(limits);
    fail(throttle, 'account:a', '10.0.0.1', 3);
    expect(attempt(throttle, 'account:a', '10.0.0.1')).toBe(15 * 60);
    expect(attempt(throttle, 'account:a', '10.0.0.1', start + 15 * 60_000 - 1_000)).toBe(1);
    expect(attempt(throttle, 'account:a', '10.0.0.1', start + 15 * 60_000)).toBe(0);
  });

  it('counts an attempt before its password is checked, so that simultaneous ones cannot all pass', () => {
    const throttle = createLoginThrottle(limits);
    // Three attempts under way, none answered yet: the fourth waits.
    fail(throttle, 'account:a', '10.0.0.1', 3);
    expect(attempt(throttle, 'account:a', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('does not stop the same account at another address', () => {
    const throttle = createLoginThrottle(limits);
    fail(throttle, 'account:a', '10.0.0.1', 3);
    expect(attempt(throttle, 'account:a', '10.0.0.1')).toBeGreaterThan(0);
    expect(attempt(throttle, 'account:a', '10.0.0.2')).toBe(0);
  });

  it('forgets the failures of the account at that address on success', () => {
    const throttle = createLoginThrottle(limits);
    fail(throttle, 'account:a', '10.0.0.1', 2);
    fail(throttle, 'account:a', '10.0.0.1', 1);
    throttle.succeeded('account:a', '10.0.0.1', start);
    fail(throttle, 'account:a', '10.0.0.1', 3);
    expect(attempt(throttle, 'account:a', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('stops an address after perIp failures across accounts; its successes are not counted, nor reset that', () => {
    const throttle = createLoginThrottle(limits);
    for (let i = 0; i < 3; i++) {
      fail(throttle, 'account:mine', '10.0.0.1', 1);
      throttle.succeeded('account:mine', '10.0.0.1', start);
    }
    for (let i = 0; i < 5; i++) fail(throttle, `login:user${i}`, '10.0.0.1', 1);
    expect(attempt(throttle, 'login:user99', '10.0.0.1')).toBe(0);
    expect(attempt(throttle, 'login:user99', '10.0.0.1')).toBe(15 * 60);
    expect(attempt(throttle, 'account:mine', '10.0.0.1')).toBe(15 * 60);
    expect(attempt(throttle, 'login:user99', '10.0.0.2')).toBe(0);
  });

  describe('guessing from many addresses', () => {
    // perAccount × ADDRESS_BUDGETS_BEFORE_DELAY = 9 failures from everywhere before delays start.
    let next = 0;
    const spread = (throttle: LoginThrottle, failures: number, at = start) => {
      for (let i = 0; i < failures; i++) fail(throttle, 'account:a', `10.1.${next++}.1`, 1, at);
    };

    it('makes unfamiliar addresses wait a delay that doubles, up to a minute, after the last failure', () => {
      const throttle = createLoginThrottle(limits);
      spread(throttle, 8);
      spread(throttle, 1);
      expect(attempt(throttle, 'account:a', '10.2.0.1')).toBe(1);
      spread(throttle, 1, start + 1_000);
      expect(attempt(throttle, 'account:a', '10.2.0.1', start + 1_000)).toBe(2);
      expect(attempt(throttle, 'account:a', '10.2.0.1', start + 2_999)).toBe(1);
      spread(throttle, 1, start + 3_000);
      expect(attempt(throttle, 'account:a', '10.2.0.1', start + 3_000)).toBe(4);
      let at = start + 3_000;
      for (let i = 0; i < 6; i++) {
        at += MAX_ACCOUNT_DELAY_MS;
        spread(throttle, 1, at);
      }
      expect(attempt(throttle, 'account:a', '10.2.0.1', at)).toBe(MAX_ACCOUNT_DELAY_MS / 1000);
      expect(attempt(throttle, 'account:a', '10.2.0.1', at + MAX_ACCOUNT_DELAY_MS)).toBe(0);
    });

    it('spares an address the account logged in from', () => {
      const throttle = createLoginThrottle(limits);
      fail(throttle, 'account:a', '10.9.9.9', 1);
      throttle.succeeded('account:a', '10.9.9.9', start);
      spread(throttle, 9);
      expect(attempt(throttle, 'account:a', '10.2.0.1')).toBeGreaterThan(0);
      expect(attempt(throttle, 'account:a', '10.9.9.9')).toBe(0);
    });

    it('starts over after a successful login', () => {
      const throttle = createLoginThrottle(limits);
      spread(throttle, 9);
      throttle.succeeded('account:a', '10.9.9.9', start);
      expect(attempt(throttle, 'account:a', '10.2.0.1')).toBe(0);
    });
  });
});

describe('window counter', () => {
  it('counts per key in a window that opens with the first event', () => {
    const counter = createWindowCounter(60_000);
    expect(counter.add('k', start)).toEqual({ count: 1, lastAt: start, resetAt: start + 60_000 });
    expect(counter.add('k', start + 30_000)).toEqual({ count: 2, lastAt: start + 30_000, resetAt: start + 60_000 });
    counter.takeBack('k', start + 30_000);
    expect(counter.peek('k', start + 30_000)).toMatchObject({ count: 1 });
    expect(counter.peek('other', start)).toBeUndefined();
    expect(counter.peek('k', start + 60_000)).toBeUndefined();
    expect(counter.add('k', start + 60_000)).toMatchObject({ count: 1, resetAt: start + 120_000 });
    counter.reset('k');
    expect(counter.peek('k', start + 60_000)).toBeUndefined();
  });

  it('keeps at most maxKeys keys', () => {
    const counter = createWindowCounter(60_000, 2);
    for (const key of ['a', 'b', 'c']) counter.add(key, start);
    expect(counter.peek('a', start)).toBeUndefined();
    expect(counter.peek('c', start)).toBeDefined();
  });
});
