import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '@redbi/shared/errors';
import { dropRedisKeys, REDIS_TEST_URL } from '../jobs/testing/jobTestWorld';
import { createRedisCounters, type SharedCounters } from './redisCounters';
import { createRequestLimit, createSharedLoginThrottle, createSharedShareCodeThrottle } from './sharedThrottles';

const log = pino({ level: 'silent' });
const prefix = `redbi-test-limits-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
const limits = { perIp: 100, perAccount: 3, windowMs: 60_000 };

/** What an attempt came to: let through, or refused with this code. */
const outcome = (attempt: Promise<void> | void) =>
  Promise.resolve(attempt).then(
    () => 'passed',
    (error: unknown) => (error instanceof AppError ? error.code : `unexpected ${String(error)}`),
  );

/**
 * The login, share-code and user-search limits counted in Redis (issue 24): two throttles on one Redis stand
 * for two nodes and count as one; attempts racing count one by one; a Redis that does not answer leaves the
 * limits to each process rather than letting everything through.
 */
describe('rate limits shared through Redis', () => {
  const made: SharedCounters[] = [];
  const counters = () => {
    const shared = createRedisCounters(REDIS_TEST_URL, prefix);
    made.push(shared);
    return shared;
  };
  afterAll(async () => {
    await Promise.all(made.map((shared) => shared.close()));
    await dropRedisKeys(REDIS_TEST_URL, `${prefix}*`);
  });

  it('counts failed logins of two nodes together, and a success on either resets them', async () => {
    const nodeA = createSharedLoginThrottle(limits, counters(), log);
    const nodeB = createSharedLoginThrottle(limits, counters(), log);
    const now = Date.now();
    const results = [];
    for (const node of [nodeA, nodeB, nodeA, nodeB]) results.push(await outcome(node.attempt('account:ada', '10.0.0.1', now)));
    expect(results).toEqual(['passed', 'passed', 'passed', 'TOO_MANY_LOGIN_ATTEMPTS']);
    // Another address keeps its own budget for the account.
    expect(await outcome(nodeB.attempt('account:ada', '10.0.0.2', now))).toBe('passed');
    await nodeA.succeeded('account:ada', '10.0.0.2', now);
    expect(await outcome(nodeB.attempt('account:ada', '10.0.0.1', now))).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // The window ends: counting starts again.
    expect(await outcome(nodeB.attempt('account:ada', '10.0.0.1', now + limits.windowMs + 1))).toBe('passed');
  });

  it('lets exactly the limit through when attempts race on both nodes', async () => {
    const nodes = [createSharedLoginThrottle(limits, counters(), log), createSharedLoginThrottle(limits, counters(), log)];
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => outcome(nodes[i % 2]!.attempt('account:race', '10.0.0.9', now))));
    expect(results.filter((result) => result === 'passed')).toHaveLength(limits.perAccount);
    expect(results.filter((result) => result === 'TOO_MANY_LOGIN_ATTEMPTS')).toHaveLength(12 - limits.perAccount);
  });

  it('counts wrong share access codes of two nodes together, and admits a client with the right one', async () => {
    const codeLimits = { perAddress: 2, addressWindowMs: 60_000, perLink: 1000, linkWindowMs: 60_000 };
    const nodeA = createSharedShareCodeThrottle(codeLimits, counters(), log);
    const nodeB = createSharedShareCodeThrottle(codeLimits, counters(), log);
    const now = Date.now();
    expect(await outcome(nodeA.attempt('share-1', '10.0.1.1', now))).toBe('passed');
    expect(await outcome(nodeB.attempt('share-1', '10.0.1.1', now))).toBe('passed');
    expect(await outcome(nodeA.attempt('share-1', '10.0.1.1', now))).toBe('TOO_MANY_REQUESTS');
    expect(await outcome(nodeB.attempt('share-1', '10.0.1.2', now))).toBe('passed');
    await nodeB.succeeded('share-1', '10.0.1.2', now);
    expect(await outcome(nodeA.attempt('share-1', '10.0.1.2', now))).toBe('passed');
  });

  it('counts user searches of two nodes together', async () => {
    const nodeA = createRequestLimit(60_000, counters(), 'user-search', log);
    const nodeB = createRequestLimit(60_000, counters(), 'user-search', log);
    const now = Date.now();
    expect((await nodeA.hit('u1', now)).count).toBe(1);
    expect((await nodeB.hit('u1', now)).count).toBe(2);
    expect((await nodeA.hit('u2', now)).count).toBe(1);
  });

  it('falls back on counting in the process when Redis does not answer', async () => {
    const down = createRedisCounters('redis://127.0.0.1:1', prefix);
    made.push(down);
    const throttle = createSharedLoginThrottle(limits, down, log);
    const now = Date.now();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await outcome(throttle.attempt('account:offline', '10.0.2.1', now)));
    expect(results).toEqual(['passed', 'passed', 'passed', 'TOO_MANY_LOGIN_ATTEMPTS']);
  }, 60_000);
});
