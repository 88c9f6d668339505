import type { Logger } from 'pino';
import type { Config } from '../../config/loadConfig';
import { createMemoryResultCache } from './memoryResultCache';
import { createRedisResultCache } from './redisResultCache';
import type { ResultCache } from './resultCache';

/**
 * Redis when REDIS_URL is set (several nodes share results, under `<REDIS_PREFIX>query:`), else this
 * process's memory, whose expiry follows the application's clock (`now`: tests move it).
 */
export function createResultCache(config: Pick<Config, 'redisUrl' | 'redisPrefix' | 'queryCacheMaxBytes'>, log: Pick<Logger, 'warn' | 'info'>, now: () => Date): ResultCache {
  return config.redisUrl
    ? createRedisResultCache({ url: config.redisUrl, keyPrefix: `${config.redisPrefix}query:`, log })
    : createMemoryResultCache({ maxBytes: config.queryCacheMaxBytes, now: () => now().getTime() });
}
