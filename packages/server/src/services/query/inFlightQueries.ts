import type { ConcurrencyMode } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';

interface Flight {
  promise: Promise<unknown>;
  /** Stops the execution once every caller waiting for it has gone away. */
  controller: AbortController;
  waiting: number;
}

/**
 * Identical queries in flight in this process (keyed like the result cache). dirtyread: a duplicate waits
 * for the running execution and shares its answer (or its failure); fastfailover: a duplicate fails at once
 * with QUERY_IN_FLIGHT. The execution is cancelled only when every caller waiting for it went away.
 */
export class InFlightQueries {
  private readonly flights = new Map<string, Flight>();

  /** Queries running now. */
  get size(): number {
    return this.flights.size;
  }

  run<T>(key: string, mode: ConcurrencyMode, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const running = this.flights.get(key);
    if (running) {
      if (mode === 'fastfailover') return Promise.reject(new AppError('QUERY_IN_FLIGHT'));
      return this.join(running, signal) as Promise<T>;
    }
    const controller = new AbortController();
    const flight: Flight = { promise: Promise.resolve(), controller, waiting: 0 };
    flight.promise = (async () => {
      try {
        return await work(controller.signal);
      } finally {
        this.flights.delete(key);
      }
    })();
    this.flights.set(key, flight);
    return this.join(flight, signal) as Promise<T>;
  }

  private join(flight: Flight, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal?.aborted) {
      if (flight.waiting === 0) flight.controller.abort();
      return flight.promise;
    }
    flight.waiting += 1;
    if (!signal) return flight.promise;
    const leave = () => {
      flight.waiting -= 1;
      if (flight.waiting === 0) flight.controller.abort();
    };
    signal.addEventListener('abort', leave, { once: true });
    return flight.promise.finally(() => signal.removeEventListener('abort', leave));
  }
}
