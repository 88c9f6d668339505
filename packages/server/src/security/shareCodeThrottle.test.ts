import { describe, expect, it } from 'vitest';
import { AppError } from '@redbi/shared/errors';
import { createShareCodeThrottle } from './shareCodeThrottle';

const limits = { perAddress: 3, perLink: 5, windowMs: 60_000 };

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
});
