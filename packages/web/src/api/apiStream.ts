import type { RouteDef, RouteRequest } from '@redbi/shared/api';
import { requestHeaders, routeUrl, settleAnswer } from './apiClient';

/** How one line of a stream becomes an event (a zod schema's parse): a line it refuses fails the call. */
export type LineParser<E> = (value: unknown) => E;

type StreamRequest<R extends RouteDef> = RouteRequest<R> & { signal?: AbortSignal; headers?: Record<string, string> };

/**
 * Reads a body of newline-delimited JSON as it arrives, calling `onLine` with each complete, non-blank line:
 * a chunk may end mid-line (or mid-character: the decoder keeps partial UTF-8 sequences), so the unfinished
 * tail waits for the next chunk; a last line without a newline is read when the body ends.
 */
export async function readNdjsonLines(body: ReadableStream<Uint8Array>, onLine: (line: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  const emit = (line: string) => {
    if (line.trim() !== '') onLine(line);
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(emit);
    }
    emit(pending + decoder.decode());
  } finally {
    reader.releaseLock();
  }
}

/**
 * Calls a route that answers a stream of NDJSON events (a board's batched data): the same headers as every
 * call (token, Accept-Language), the refreshed token kept, a 401 ending the session and any other failure
 * an ApiError from its JSON envelope, exactly as `api` does; on success each line is parsed and handed to
 * `onEvent` as soon as it arrives. Resolves when the stream ends; rejects with an AbortError when `signal`
 * aborts it.
 */
export async function apiStream<R extends RouteDef, E>(route: R, request: StreamRequest<R>, parse: LineParser<E>, onEvent: (event: E) => void): Promise<void> {
  const call = request as { params?: Record<string, string | number>; body?: unknown; signal?: AbortSignal; headers?: Record<string, string> };
  const { headers, sentToken } = requestHeaders(call.headers);
  headers.set('Accept', 'application/x-ndjson');
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(routeUrl(route, call.params), {
    method: route.method,
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    signal: call.signal,
  });
  const authorization = response.headers.get('Authorization');
  if (response.status >= 400 || !response.body) {
    // Failures come in the usual envelope: settleAnswer throws the ApiError (and ends the session on a 401).
    settleAnswer(route, { status: response.status, authorization, text: await response.text() }, sentToken);
    return;
  }
  settleAnswer(route, { status: response.status, authorization, text: '' }, sentToken);
  await readNdjsonLines(response.body, (line) => onEvent(parse(JSON.parse(line))));
}
