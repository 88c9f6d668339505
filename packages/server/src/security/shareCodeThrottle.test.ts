import { describe, expect, it } from 'vitest';
import { AppError } from '@redbi/shared/errors';
import { loadConfig } from '../config/loadConfig';
import { createShareCodeThrottle, expectedYearsToGuess } from './shareCodeThrottle';

const limits = { perAddress: 3, addressWindowMs: 60_000, perLink: 5, linkWindowMs: 120_000 };

function refusal(run: () => void): AppError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('the share code throttle', () => {
  it('stops an address after its wrong codes on a link, with the seconds to wait', () => {
    const throttle = createShareCodeThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.attempt('link', '10.0.0.1', 1_000);
    const error = refusal(() => throttle.attempt('link', '10.0.0.1', 11_000));
    expect(error?.code).toBe('TOO_MANY_REQUESTS');
    expect(error?.params.seconds).toBe(50);
    // Another address and another link are not concerned; the window's end frees the address.
    expect(refusal(() => throttle.attempt('link', '10.0.0.2', 11_000))).toBeUndefined();
    expect(refusal(() => throttle.attempt('other', '10.0.0.1', 11_000))).toBeUndefined();
    expect(refusal(() => throttle.attempt('link', '10.0.0.1', 61_001))).toBeUndefined();
  });

  it('does not count right codes', () => {
    const throttle = createShareCodeThrottle(limits);
    for (let i = 0; i < 10; i++) {
      throttle.attempt('link', '10.0.0.1', 1_000);
      throttle.succeeded('link', '10.0.0.1', 1_000);
    }
    expect(refusal(() => throttle.attempt('link', '10.0.0.1', 1_000))).toBeUndefined();
  });

  it('stops new addresses once the link failed too often from everywhere, but spares those already admitted', () => {
    const throttle = createShareCodeThrottle(limits);
    throttle.attempt('link', 'viewer', 0);
    throttle.succeeded('link', 'viewer', 0);
    for (let i = 0; i < 5; i++) throttle.attempt('link', `attacker-${i}`, 0);
    expect(refusal(() => throttle.attempt('link', 'newcomer', 0))?.code).toBe('TOO_MANY_REQUESTS');
    expect(refusal(() => throttle.attempt('link', 'viewer', 0))).toBeUndefined();
  });

  it('counts the addresses of one IPv6 /64 as one client, and another /64 apart', () => {
    const throttle = createShareCodeThrottle(limits);
    for (let i = 1; i <= 3; i++) throttle.attempt('link', `2001:db8:7:1::${i}`, 0);
    expect(refusal(() => throttle.attempt('link', '2001:db8:7:1:dead:beef:0:1', 0))?.code).toBe('TOO_MANY_REQUESTS');
    expect(refusal(() => throttle.attempt('link', '2001:db8:7:2::1', 0))).toBeUndefined();
    // The same IPv4 client written IPv4-mapped is the same client.
    for (let i = 0; i < 3; i++) throttle.attempt('other', '192.0.2.9', 0);
    expect(refusal(() => throttle.attempt('other', '::ffff:192.0.2.9', 0))?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps the link shut to newcomers for the link window once flooded, and open again after it', () => {
    const throttle = createShareCodeThrottle(limits);
    for (let i = 0; i < 5; i++) throttle.attempt('link', `10.1.0.${i}`, 0);
    expect(refusal(() => throttle.attempt('link', 'newcomer', 60_001))?.params.seconds).toBe(60);
    expect(refusal(() => throttle.attempt('link', 'newcomer', 120_001))).toBeUndefined();
  });

  it('sets the default per-link cap from the arithmetic: guessing at the cap takes about 10^5 years on average', () => {
    const defaults = loadConfig({}).shareCodeLimits;
    expect(defaults).toEqual({ perAddress: 5, addressWindowMs: 15 * 60_000, perLink: 1_000, linkWindowMs: 60 * 60_000 });
    expect(expectedYearsToGuess(defaults)).toBeGreaterThan(100_000);
    expect(expectedYearsToGuess(defaults)).toBeLessThan(110_000);
    // A newcomer who types the right code is only ever kept out by a flood: 50 clients using their whole allowance for an hour.
    expect((defaults.perLink / defaults.perAddress) * (defaults.addressWindowMs / defaults.linkWindowMs)).toBeGreaterThanOrEqual(50);
  });
});
