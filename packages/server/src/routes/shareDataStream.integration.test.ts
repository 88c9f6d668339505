import { SHARE_SESSION_HEADER, type SharedContent, type ShareLink } from '@redbi/shared/domain';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAdmin, postgresWith, type FixtureDatabase } from '../services/query/queryFixtures';
import { queryApi, type QueryApi } from '../services/query/queryTestApi';
import { setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';
import { regionChartConfig } from './vizHandlersFixtures';

const WAREHOUSE = `
CREATE TABLE orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO orders VALUES (1, 'north', 100), (2, 'south', 300);`;
const MODEL = { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] };

/** POSTs JSON over real HTTP on a connection of its own, with the share session. */
function postOverHttp(url: string, body: unknown, session: string, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', [SHARE_SESSION_HEADER]: session }, signal }, resolve);
    outgoing.once('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** A shared dashboard's data request stops its queries when the client goes away, like the board's own. */
describe('the data of a shared dashboard on a PostgreSQL source', () => {
  let test: TestApp;
  let api: QueryApi;
  let warehouse: FixtureDatabase;

  beforeAll(async () => {
    warehouse = await postgresWith(WAREHOUSE);
    test = await startTestApp('sqlite');
    api = await queryApi(test, await setupAndLogin(test));
  });
  afterAll(async () => {
    await test?.close();
    await warehouse?.drop();
  });

  it('stops the running statements when the share page goes away', async () => {
    const source = await api.createSource('Warehouse', 'postgres', warehouse.config);
    const sleeper = await api.createView({ name: 'Sleeper', sourceId: source.id, script: 'SELECT o.id, o.region, o.amount FROM orders o CROSS JOIN (SELECT pg_sleep(30)) AS pause', model: MODEL });
    const dashboard = await api.owner('POST', '/dashboards', {
      name: 'Shared sleeper',
      config: { layout: 'auto', widgets: [{ id: 'sleeper', name: 'sleeper', type: 'privateChart', config: { viewId: sleeper.id, chart: regionChartConfig() } }] },
    });
    const link = (await api.owner('POST', '/shares', { vizType: 'dashboard', vizId: dashboard.id })) as unknown as ShareLink;
    const content = (await test.call('POST', `/shares/${link.token}/open`, { body: {} })).body.data as SharedContent;
    const base = await test.listen();
    const controller = new AbortController();
    const pending = postOverHttp(`${base}/shares/${link.token}/dashboards/${dashboard.id}/data`, { items: [{ widgetId: 'sleeper' }] }, content.session, controller.signal);
    const running = async () => (await postgresAdmin("SELECT count(*)::int FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query LIKE '%pg_sleep(30)%'", [warehouse.name]))[0]?.[0];
    for (let tries = 0; (await running()) === 0 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await running()).toBe(1);
    controller.abort();
    await pending.catch(() => undefined);
    const started = Date.now();
    while ((await running()) !== 0 && Date.now() - started < 5_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await running()).toBe(0);
  });
});
