import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@redbi/shared/errors';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/**
 * Checks a scraper's `Authorization: Bearer <token>` against METRICS_TOKEN in constant time (both hashed
 * first, so that neither the content nor the length leaks through timing). No token configured: the
 * endpoint does not exist (404); none sent: 401; a wrong one: 403.
 */
export function checkMetricsToken(configured: string | undefined, request: { url: string; headers: { authorization?: string | undefined } }): void {
  if (configured === undefined) throw new AppError('ROUTE_NOT_FOUND', { params: { method: 'GET', path: request.url.split('?')[0] ?? '' } });
  const authorization = request.headers.authorization;
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (sent === undefined) throw new AppError('UNAUTHORIZED');
  if (!timingSafeEqual(digest(sent), digest(configured))) throw new AppError('FORBIDDEN');
}
