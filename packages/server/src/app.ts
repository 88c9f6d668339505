import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Config } from './config/loadConfig';
import { ensureSecret } from './config/ensureSecrets';
import { createDatabase } from './db/createDatabase';
import { createHttpServer } from './http/createHttpServer';
import { createStore } from './repositories';
import { createSessionTokens } from './security/sessionTokens';
import { createServices } from './services';

/**
 * Composition root: config → metadata store (migrated) → repositories → services → HTTP server.
 * Closing the returned server closes the store too.
 */
export async function createApp(config: Config): Promise<FastifyInstance> {
  const tokenSecret = await ensureSecret(config.dataDir, 'token-secret', config.tokenSecret);
  const metadata = await createDatabase(config.database);
  const store = createStore(metadata.db);
  const services = createServices({
    config,
    store,
    tokens: createSessionTokens(tokenSecret, config.tokenTimeoutMin),
    now: () => new Date(),
    newId: randomUUID,
  });
  try {
    const http = await createHttpServer(config, services);
    http.addHook('onClose', () => metadata.close());
    return http;
  } catch (error) {
    await metadata.close();
    throw error;
  }
}
