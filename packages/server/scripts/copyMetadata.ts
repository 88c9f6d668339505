/**
 * Moves an embedded install to PostgreSQL (docs/scaling.md): copies the SQLite metadata store into an EMPTY
 * PostgreSQL database — every table, checked by row counts, in one transaction.
 *
 *     npm run copy-metadata -- --from data/redbi.db --to postgres://user:password@host:5432/redbi
 *
 * Stop the app first (nothing may write the SQLite file meanwhile). Secrets are copied as they are: start
 * the PostgreSQL nodes with the same ENCRYPTION_KEY (and TOKEN_SECRET) as the embedded install — when they
 * were not set, the embedded install generated them into its data directory (files `encryption-key` and
 * `token-secret`), and this command says so.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { copyMetadata, CopyRefused } from '../src/db/copyMetadata';

const usage = 'usage: npm run copy-metadata -- --from <data/redbi.db> --to <postgres://…> [--batch-size 500]';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, 'batch-size': { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help || !values.from || !values.to) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  if (!/^postgres(ql)?:\/\//.test(values.to)) {
    console.error(`--to must be a postgres:// URL\n${usage}`);
    return 2;
  }
  const from = resolve(values.from);
  const started = Date.now();
  try {
    const report = await copyMetadata({
      from,
      to: values.to,
      ...(values['batch-size'] ? { batchSize: Number(values['batch-size']) } : {}),
      log: (line) => console.log(line),
    });
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`copied ${report.tables.length} tables, ${rows} rows, every count verified, in ${Date.now() - started} ms`);
    for (const secret of ['encryption-key', 'token-secret']) {
      const file = join(dirname(from), secret);
      if (existsSync(file)) console.log(`remember: start the PostgreSQL nodes with ${secret === 'encryption-key' ? 'ENCRYPTION_KEY' : 'TOKEN_SECRET'} set to the content of ${file}`);
    }
    return 0;
  } catch (error) {
    console.error(error instanceof CopyRefused ? `refused: ${error.message}` : `the copy failed, nothing was committed: ${(error as Error).message}`);
    return 1;
  }
}

process.exitCode = await main();
