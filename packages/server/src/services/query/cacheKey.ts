import { createHash } from 'node:crypto';

/** What makes two queries the same: the source, the rendered statements with their values, and the page. */
export interface QueryIdentity {
  /** The source and the version of its settings. */
  source: string;
  sql: string;
  params: readonly unknown[];
  /** The count statement, when the page asks for the total. */
  count?: { sql: string; params: readonly unknown[] } | undefined;
  page: { pageNo: number; pageSize: number; countTotal: boolean };
}

/**
 * The key of a query in the result cache and among the queries in flight: a SHA-256 over the source, the
 * SQL as rendered, its bound values and the page. Row permissions are inside the SQL and the values, so
 * callers with different permission values never share a key.
 */
export function queryKey({ source, sql, params, count, page }: QueryIdentity): string {
  const identity = JSON.stringify([source, sql, params, count ? [count.sql, count.params] : null, [page.pageNo, page.pageSize, page.countTotal]]);
  return createHash('sha256').update(identity).digest('hex');
}
