import { SHARE_SESSION_HEADER, type SharedContent, type ShareLink } from '@redbi/shared/domain';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { postgresWith, type FixtureDatabase } from '../services/query/queryFixtures';
import { queryApi, type QueryApi } from '../services/query/queryTestApi';
import { setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';
import { expectLeavingStopsTheSleeper, postOverHttp } from './boardDataTestStream';
import { regionChartConfig } from './vizHandlersFixtures';

const WAREHOUSE = `
CREATE TABLE orders (id integer PRIMARY KEY, region text NOT NULL, amount numeric(10,2) NOT NULL);
INSERT INTO orders VALUES (1, 'north', 100), (2, 'south', 300);`;
const MODEL = { columns: [{ name: 'id', type: 'numeric' }, { name: 'region', type: 'string' }, { name: 'amount', type: 'numeric' }] };

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
    await expectLeavingStopsTheSleeper(warehouse.name, (signal) =>
      postOverHttp(`${base}/shares/${link.token}/dashboards/${dashboard.id}/data`, { items: [{ widgetId: 'sleeper' }] }, { [SHARE_SESSION_HEADER]: content.session }, signal),
    );
  });
});
