import { ConnectorError } from './connector';

export interface GuardOptions {
  /** The caller went away or the pool is closing: the statement is cancelled in the database. */
  signals: readonly (AbortSignal | undefined)[];
  /** When to stop the statement and fail with 'timeout' (a database's own timeout may fire first). */
  timeoutMs: number;
  /** Asks the database to stop the statement (KILL QUERY, pg_cancel_backend, interrupt, worker exit). */
  cancel: () => unknown;
  /** A driver error as a ConnectorError with the database's own message. */
  classify: (error: unknown) => ConnectorError;
  /** After cancelling, how long to wait for the statement to end before failing without it. */
  graceMs?: number;
}

const DEFAULT_GRACE_MS = 2_000;

/**
 * Thrown by a statement we stopped without a word from the database (before it started, or by ending the
 * engine running it): the failure reads as the guard's 'timeout' or 'canceled' message.
 */
export class QueryStopped extends Error {
  constructor() {
    super('Query stopped');
  }
}

const fallbackMessage = (kind: 'timeout' | 'canceled', timeoutMs: number) =>
  kind === 'timeout' ? `Query timed out after ${timeoutMs} ms` : 'Query canceled';

/**
 * Runs one statement with a timeout and cancellation. A stopped statement fails with 'timeout' or
 * 'canceled' and the database's message when it answers within the grace period, else with ours (the
 * statement is then left to its driver, which cleans up when it ends).
 */
export function guardQuery<T>(run: () => Promise<T>, options: GuardOptions): Promise<T> {
  const { timeoutMs, cancel, classify, graceMs = DEFAULT_GRACE_MS } = options;
  // Listeners on each signal rather than AbortSignal.any: no composite signal per statement to collect.
  const signals = options.signals.filter((signal): signal is AbortSignal => signal !== undefined);
  if (signals.some((signal) => signal.aborted)) return Promise.reject(new ConnectorError('canceled', fallbackMessage('canceled', timeoutMs)));

  return new Promise<T>((resolve, reject) => {
    let stoppedFor: 'timeout' | 'canceled' | undefined;
    let settled = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      for (const signal of signals) signal.removeEventListener('abort', onAbort);
    };
    const stop = (kind: 'timeout' | 'canceled') => {
      if (settled || stoppedFor) return;
      stoppedFor = kind;
      try {
        Promise.resolve(cancel()).catch(() => undefined);
      } catch {
        // Cancelling is best effort; the grace timer below still ends the wait.
      }
      graceTimer = setTimeout(() => {
        if (settled) return;
        finish();
        reject(new ConnectorError(kind, fallbackMessage(kind, timeoutMs)));
      }, graceMs);
    };
    const onAbort = () => stop('canceled');
    const timer = setTimeout(() => stop('timeout'), timeoutMs);
    for (const signal of signals) signal.addEventListener('abort', onAbort, { once: true });

    run().then(
      (value) => {
        if (settled) return;
        finish();
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        finish();
        if (stoppedFor) {
          const message = error instanceof QueryStopped ? fallbackMessage(stoppedFor, timeoutMs) : classify(error).message;
          reject(new ConnectorError(stoppedFor, message, { cause: error }));
        } else {
          reject(error instanceof ConnectorError ? error : classify(error));
        }
      },
    );
  });
}
