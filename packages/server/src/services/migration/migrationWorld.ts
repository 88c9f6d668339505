// The world of resource migration's integration tests: a RedBI app whose metadata store the test can count
// (every table's rows) and open a service on, sample content on a real PostgreSQL table, and the calls.
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { join } from 'node:path';
import pino from 'pino';
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../config/loadConfig';
import { ensureSecret } from '../../config/ensureSecrets';
import { connectors, createSourcePools } from '../../connectors';
import { createDatabase } from '../../db/createDatabase';
import { createStore } from '../../repositories';
import { createSecretBox } from '../../security/secretBox';
import { createAccessService } from '../access/accessService';
import { createFileSources } from '../sources/fileSources';
import { queryApi, type QueryApi } from '../query/queryTestApi';
import type { ServiceContext } from '../serviceContext';
import { createPostgresDatabase, multipartFile, setupAndLogin, startTestApp, type Backend, type CallResult, type TestApp } from '../../testing/testApp';
import { createImportService, type ImportServiceDeps } from './importService';
import { readDrr } from './drrArchive';
import { DEFAULT_ZIP_LIMITS } from './zipReader';

export const ORDERS_SQL = `CREATE TABLE orders (id INTEGER PRIMARY KEY, region TEXT NOT NULL, amount NUMERIC NOT NULL);
INSERT INTO orders VALUES (1, 'north', 100), (2, 'north', 200), (3, 'south', 300), (4, 'east', 400);`;

export interface MigrationApp {
  test: TestApp;
  api: QueryApi;
  /** Rows of every metadata table. */
  counts(): Promise<Record<string, number>>;
  /** The import service on this app's store, with test deps (a fault after N writes). */
  importService(deps: Omit<ImportServiceDeps, 'access' | 'files'>): Promise<{ service: ReturnType<typeof createImportService>; close(): Promise<void> }>;
  exportDrr(orgId: string, selection: Record<string, string[]>, token?: string): Promise<CallResult>;
  /** `secrets`: the field's JSON, or a text sent as it is. */
  importDrr(orgId: string, archive: Buffer, query: string, secrets?: Record<string, Record<string, string>> | string, token?: string): Promise<CallResult>;
  close(): Promise<void>;
}

/** A fresh app (setup done, the admin logged in) whose store the test may count and open. */
export async function startMigrationApp(backend: Backend): Promise<MigrationApp> {
  const database = backend === 'postgres' ? await createPostgresDatabase() : undefined;
  // Role web: no background runner here, whose own rows (jobs, runs) would change the counts under the test.
  const test = await startTestApp(backend, database ? { DATABASE_URL: database.url } : {}, { role: 'web' });
  const api = await queryApi(test, await setupAndLogin(test));
  const sqliteFile = join(test.dataDir, 'redbi.db');
  async function counts(): Promise<Record<string, number>> {
    if (database) {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const query = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;
        const names = (await query("select tablename as name from pg_tables where schemaname = 'public'")).map((row) => String(row.name)).sort();
        const counted: Record<string, number> = {};
        for (const name of names) counted[name] = Number((await query(`select count(*) as n from "${name}"`))[0]?.n);
        return counted;
      } finally {
        await client.end();
      }
    }
    const sqlite = new BetterSqlite3(sqliteFile, { readonly: true });
    try {
      const names = (sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[]).map((row) => row.name).sort();
      return Object.fromEntries(names.map((name) => [name, (sqlite.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]));
    } finally {
      sqlite.close();
    }
  }
  const call = (method: 'POST', path: string, options: Parameters<TestApp['call']>[2]) => test.call(method, path, { token: api.token, ...options });
  return {
    test,
    api,
    counts,
    async importService(deps) {
      const config = loadConfig({ DATA_DIR: test.dataDir, LOG_LEVEL: 'silent', TOKEN_SECRET: test.tokenSecret, ...(database ? { DATABASE_URL: database.url } : {}) });
      const metadata = await createDatabase(config.database);
      const sourcePools = createSourcePools({ connectors });
      const key = await ensureSecret(test.dataDir, 'encryption-key', undefined);
      const ctx = {
        config,
        store: createStore(metadata.db, metadata.versions),
        secrets: createSecretBox(key),
        connectors,
        sourcePools,
        now: () => new Date(),
        newId: randomUUID,
        log: pino({ level: 'silent' }),
      } as unknown as ServiceContext;
      const service = createImportService(ctx, { access: createAccessService(ctx), files: createFileSources(ctx), ...deps });
      return {
        service,
        close: async () => {
          await sourcePools.closeAll();
          await metadata.close();
        },
      };
    },
    exportDrr: (orgId, selection, token) => call('POST', `/orgs/${orgId}/migration/export`, { body: selection, ...(token ? { token } : {}) }),
    importDrr(orgId, archive, query, secrets, token) {
      const upload = multipartFile(archive, 'resources.drr', 'application/zip');
      const payload = secrets
        ? Buffer.concat([
            Buffer.from(`--${boundaryOf(upload.headers['content-type'])}\r\nContent-Disposition: form-data; name="secrets"\r\n\r\n${typeof secrets === 'string' ? secrets : JSON.stringify(secrets)}\r\n`),
            upload.payload,
          ])
        : upload.payload;
      return call('POST', `/orgs/${orgId}/migration/import?${query}`, { payload, headers: upload.headers, ...(token ? { token } : {}) });
    },
    async close() {
      await test.close();
      await database?.drop();
    },
  };
}

const boundaryOf = (contentType: string): string => contentType.replace(/^.*boundary=/, '');

/** The sample content: a source on a real PostgreSQL table, a public variable, a view using it, two charts and a dashboard (linkage, jump) in a folder, a storyboard. */
export async function seedSample(api: QueryApi, warehouseConfig: Record<string, unknown>) {
  const source = await api.createSource('Warehouse', 'postgres', { ...warehouseConfig, password: 'sample-secret' });
  const publicVariable = await api.owner('POST', '/variables', { name: 'excluded_region', type: 'query', valueType: 'string', defaultValue: ['none'] });
  const view = await api.createView({
    name: 'Orders',
    sourceId: source.id,
    script: 'SELECT id, region, amount FROM orders WHERE region <> $excluded_region$',
    model: { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] },
    variables: [{ name: 'min_amount', type: 'query', valueType: 'numeric', defaultValue: ['0'] }],
  });
  const folder = await api.owner('POST', '/vizs/folders', { name: 'Sales', parentId: null });
  const chartConfig = {
    chartType: 'cluster-column',
    sections: { dimensions: [{ uid: 'd_region', column: 'region', type: 'string' }], metrics: [{ uid: 'm_amount', column: 'amount', type: 'numeric', aggregate: 'SUM' }] },
  };
  const byRegion = await api.owner('POST', '/charts', { name: 'By region', parentId: folder.id, viewId: view.id, config: chartConfig });
  const detail = await api.owner('POST', '/charts', { name: 'Detail', parentId: folder.id, viewId: view.id, config: chartConfig });
  const dashboard = await api.owner('POST', '/dashboards', {
    name: 'Overview',
    parentId: folder.id,
    config: {
      layout: 'auto',
      widgets: [
        {
          id: 'w1',
          name: 'widget_1',
          type: 'chart',
          config: { chartId: byRegion.id },
          interactions: { linkage: { enabled: true, targets: [{ widgetId: 'w2' }] }, jump: { enabled: true, kind: 'chart', targetId: detail.id, params: [] } },
        },
        { id: 'w2', name: 'widget_2', type: 'chart', config: { chartId: detail.id } },
      ],
    },
  });
  const storyboard = await api.owner('POST', '/storyboards', {
    name: 'Review',
    config: { pages: [{ id: 'p1', kind: 'dashboard', vizId: dashboard.id, name: 'Overview' }, { id: 'p2', kind: 'chart', vizId: detail.id, name: 'Detail' }] },
  });
  return { source, publicVariable, view, folder, byRegion, detail, dashboard, storyboard };
}

/** The entries of an archive as text, by path. */
export async function entryTexts(archive: Buffer): Promise<Map<string, string>> {
  const { readZipEntries } = await import('./zipReader');
  const entries = await readZipEntries(archive, DEFAULT_ZIP_LIMITS, () => true);
  // Checked as the import checks it, too.
  await readDrr(archive, DEFAULT_ZIP_LIMITS);
  return new Map([...entries].map(([path, bytes]) => [path, bytes.toString('utf8')]));
}
