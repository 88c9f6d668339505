import { fileURLToPath } from 'node:url';
import { BASE_PATH } from '@redbi/shared/domain';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/loadConfig';

// Both src/main.ts and the bundled dist/main.js sit one level below the package root.
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
const sampleDataDir = fileURLToPath(new URL('../sample-data', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig(process.env, { webDistDir, sampleDataDir });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** `node main.js [all|web|worker]` (ARCHITECTURE §2): the API and the jobs (default), the API only, or the jobs only. */
const roles = ['all', 'web', 'worker'] as const;
const role = roles.find((candidate) => candidate === (process.argv[2] ?? 'all'));
if (!role) {
  console.error(`Unknown role "${process.argv[2]}": use one of ${roles.join(', ')}`);
  process.exit(1);
}

const config = readConfig();
/** When the shutdown's grace ends (SHUTDOWN_TIMEOUT_SEC after the signal); jobs running then are aborted. */
let deadline = Number.POSITIVE_INFINITY;
const app = await createApp(config, { role, jobDrainMs: () => Math.max(0, deadline - Date.now()) });

/**
 * Graceful shutdown (docs/scaling.md): no new connections and readiness 503 at once; requests in flight
 * and jobs running here finish (jobs are no longer taken); past the deadline open requests are cut and
 * running jobs aborted (they run again elsewhere once their lease ends); then the process exits.
 */
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    deadline = Date.now() + config.shutdownTimeoutMs;
    app.log.info({ signal, timeoutMs: config.shutdownTimeoutMs }, 'shutting down: finishing requests and jobs in flight');
    const cut = setTimeout(() => {
      app.log.warn('shutdown deadline reached: cutting the requests still open');
      app.server.closeAllConnections();
      // Whatever still holds on after the connections are cut (a close hook hanging) ends with the process.
      setTimeout(() => process.exit(1), 5_000).unref();
    }, config.shutdownTimeoutMs);
    cut.unref();
    app.close().then(
      () => {
        clearTimeout(cut);
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

if (role === 'worker') {
  app.log.info({ queue: config.jobs.queue, concurrency: config.jobs.concurrency }, 'RedBI worker is ready: carrying out background jobs');
} else {
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info({ publicUrl: `${config.publicUrl}${BASE_PATH}`, role }, `RedBI is ready at http://localhost:${port}${BASE_PATH}`);
}
