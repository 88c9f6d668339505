import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '@redbi/shared/errors';
import type { Config } from '../config/loadConfig';

const accountOf = (request: FastifyRequest): string =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

/**
 * Login attempts are limited per client IP and per account, each within a sliding window; the answer
 * says how long to wait. Needs @fastify/rate-limit registered on `app` (in-process counters).
 */
export function loginRateLimit(app: FastifyInstance, limits: Config['loginLimits']): preHandlerAsyncHookHandler {
  const perIp = app.createRateLimit({ max: limits.perIp, timeWindow: limits.windowMs, keyGenerator: (r) => `login-ip:${r.ip}` });
  const perAccount = app.createRateLimit({
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    keyGenerator: (r) => `login-account:${accountOf(r)}`,
  });
  return async (request, reply) => {
    for (const limiter of [perIp, perAccount]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', { params: { seconds: result.ttlInSeconds } });
      }
    }
  };
}
