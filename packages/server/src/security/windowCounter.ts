import { LRUCache } from 'lru-cache';

/** The events counted for one key in its current window. */
export interface WindowCount {
  count: number;
  /** When the last event was counted (ms since 1970). */
  lastAt: number;
  /** When the window closes and the count starts again from 0 (ms since 1970). */
  resetAt: number;
}

/** Keys kept at most per counter: the least recently used go first, so a flood of new keys cannot exhaust memory. */
export const WINDOW_COUNTER_MAX_KEYS = 100_000;

/**
 * Events per key in fixed windows: a key's window opens with its first event and lasts `windowMs`. Kept in
 * this process's memory (each node counts on its own, and a restart forgets); the caller passes the time.
 */
export function createWindowCounter(windowMs: number, maxKeys = WINDOW_COUNTER_MAX_KEYS) {
  const windows = new LRUCache<string, WindowCount>({ max: maxKeys });

  /** The key's window, if it has one still open at `now`. */
  function peek(key: string, now: number): WindowCount | undefined {
    const current = windows.get(key);
    if (current && current.resetAt > now) return current;
    if (current) windows.delete(key);
    return undefined;
  }

  return {
    peek,

    /** Counts one event; answers the key's window with it. */
    add(key: string, now: number): WindowCount {
      const current = peek(key, now);
      const next = current ? { ...current, count: current.count + 1, lastAt: now } : { count: 1, lastAt: now, resetAt: now + windowMs };
      windows.set(key, next);
      return next;
    },

    /** Takes back one event counted in the key's open window. */
    takeBack(key: string, now: number): void {
      const current = peek(key, now);
      if (current) windows.set(key, { ...current, count: Math.max(0, current.count - 1) });
    },

    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;

/** Whole seconds until `at`, at least 1 (what a 429 answer tells the client to wait). */
export const secondsUntil = (at: number, now: number): number => Math.max(1, Math.ceil((at - now) / 1000));
