import { parseError } from '@clickhouse/client';

/** What every ClickHouse statement is sent with and how its answer reads: format, parameters, limits, rows. */

/** Names and types first, then one JSON array per row: streamed, typed, values exact (64-bit and decimals quoted). */
export const CLICKHOUSE_FORMAT = 'JSONCompactEachRowWithNamesAndTypes';

/** The values of `{p1:…}`, `{p2:…}` … (the dialect's placeholders), as the client sends them: `param_p1=…`. */
export const clickhouseParams = (params: readonly unknown[]): Record<string, unknown> =>
  Object.fromEntries(params.map((value, index) => [`p${index + 1}`, value === undefined ? null : value instanceof Date ? value.toISOString() : value]));

/** What one statement's settings depend on. */
export interface StatementLimits {
  timeoutMs: number;
  maxRows?: number;
  /** A streamed read: no server timer over the whole read (the reader's time would count). */
  stream?: boolean;
}

/** A row of the response as the client decodes it. */
export interface ResponseRow {
  text: string;
  json(): unknown;
}

/**
 * A row's values. A server that fails after it has started sending rows (a result already under way)
 * writes its exception into the body: that line is no JSON, and fails the read as the server's error, not
 * as a parse error (newer servers tag it, and the client fails the stream itself).
 */
export function rowValues(row: ResponseRow): unknown[] {
  try {
    return row.json() as unknown[];
  } catch (error) {
    if (/Code: \d+\. DB::Exception/.test(row.text)) throw parseError(row.text);
    throw error;
  }
}
