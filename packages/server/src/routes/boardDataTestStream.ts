import type { BoardDataEvent } from '@redbi/shared/domain';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import { postgresAdmin } from '../services/query/queryFixtures';

/** A batched data answer's events, parsed line by line (NDJSON). */
export const eventsOf = (raw: Buffer): BoardDataEvent[] =>
  raw
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BoardDataEvent);

/** POSTs JSON over real HTTP on a connection of its own (no keep-alive: closing the app waits for nobody). */
export function postOverHttp(url: string, body: unknown, headers: Record<string, string>, signal?: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', ...headers }, ...(signal ? { signal } : {}) }, resolve);
    outgoing.once('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/**
 * Starts a request whose query sleeps 30 s in PostgreSQL database `database` (`SELECT pg_sleep(30)` in its
 * SQL), waits until the statement runs, goes away, and expects the statement to be stopped within 5 s.
 */
export async function expectLeavingStopsTheSleeper(database: string, start: (signal: AbortSignal) => Promise<IncomingMessage>): Promise<void> {
  const running = async () =>
    (await postgresAdmin("SELECT count(*)::int FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep(30)%'", [database]))[0]?.[0];
  const controller = new AbortController();
  const pending = start(controller.signal);
  for (let tries = 0; (await running()) === 0 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await running()).toBe(1);
  controller.abort();
  await pending.catch(() => undefined);
  const started = Date.now();
  while ((await running()) !== 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await running()).toBe(0);
}
