import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_CONFIG_VERSION } from '@redbi/shared/domain';
import { setupAndLogin, startTestApp, type TestApp } from '../testing/testApp';

const TOKEN = 'metrics-token-of-the-tests-0123456789';

/** Every series family the endpoint promises (docs/scaling.md, 'What to watch'). */
const NAMES = [
  'redbi_http_requests_total',
  'redbi_http_request_duration_seconds',
  'redbi_http_requests_in_flight',
  'redbi_source_query_duration_seconds',
  'redbi_source_queries_in_flight',
  'redbi_source_pools_open',
  'redbi_result_cache_lookups_total',
  'redbi_job_runs_total',
  'redbi_job_run_duration_seconds',
  'redbi_jobs_running_here',
  'redbi_jobs',
  'redbi_metadata_pool_connections',
  'redbi_process_cpu_user_seconds_total',
  'redbi_nodejs_eventloop_lag_seconds',
];

describe('the metrics endpoint, off by default', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp('sqlite');
  });
  afterAll(() => test?.close());

  it('does not exist without METRICS_TOKEN, whatever is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await test.call('GET', '/metrics', { headers });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, errCode: 'ROUTE_NOT_FOUND' });
    }
  });
});

describe('the metrics endpoint with a token, on PostgreSQL', () => {
  let test: TestApp;
  let token: string;
  let orgId: string;
  let viewId: string;

  beforeAll(async () => {
    test = await startTestApp('postgres', { METRICS_TOKEN: TOKEN });
    token = await setupAndLogin(test);
    orgId = ((await test.call('GET', '/orgs', { token })).body.data as { id: string }[])[0]?.id ?? '';
    const source = await test.call('POST', `/orgs/${orgId}/sources`, { token, body: { isFolder: false, name: 'Metrics files', type: 'file' } });
    const view = await test.call('POST', `/orgs/${orgId}/views`, {
      token,
      body: {
        isFolder: false,
        name: 'Metrics view',
        sourceId: (source.body.data as { id: string }).id,
        script: 'SELECT 1 AS one',
        model: { columns: [{ name: 'one', type: 'numeric' }] },
        config: { version: VIEW_CONFIG_VERSION, cache: true, cacheExpires: 300, concurrencyControlMode: 'dirtyread', expensiveQuery: false },
      },
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    viewId = (view.body.data as { id: string }).id;
  });
  afterAll(() => test?.close());

  it('refuses a missing token with 401 and a wrong one with 403, in the error envelope', async () => {
    const missing = await test.call('GET', '/metrics');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ success: false, errCode: 'UNAUTHORIZED' });
    const wrong = await test.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ success: false, errCode: 'FORBIDDEN' });
    // A user's session is not the scraper's token.
    expect((await test.call('GET', '/metrics', { token })).status).toBe(403);
    const basic = await test.call('GET', '/metrics', { headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` } });
    expect(basic.status).toBe(401);
  });

  it('answers the Prometheus text with every family, routes by pattern, queries by source type, cache hits and misses', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await test.call('POST', '/data-provider/execute', { token, body: { viewId, columns: [{ column: 'one' }] } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((answer.body.data as { cached: boolean }).cached).toBe(i === 1);
    }
    await test.call('GET', `/orgs/${orgId}`, { token });

    const response = await test.call('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.raw.toString('utf8');
    for (const name of NAMES) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));

    // The route's pattern, never its ids.
    expect(text).toMatch(/redbi_http_requests_total\{method="GET",route="\/redBi\/api\/v1\/orgs\/:orgId",status="200"\} 1/);
    expect(text).not.toContain(orgId);
    expect(text).toMatch(/redbi_http_request_duration_seconds_count\{method="POST",route="\/redBi\/api\/v1\/data-provider\/execute"\} 2/);
    expect(text).toMatch(/redbi_source_query_duration_seconds_count\{source_type="file",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/redbi_source_pools_open\{source_type="file"\} 1/);
    expect(text).toMatch(/redbi_result_cache_lookups_total\{cache="memory",result="miss"\} 1/);
    expect(text).toMatch(/redbi_result_cache_lookups_total\{cache="memory",result="hit"\} 1/);
    expect(text).toMatch(/redbi_metadata_pool_connections\{state="total"\} \d+/);
    // The scheduler's own recurring jobs are queued at start.
    expect(text).toMatch(/redbi_jobs\{type="[\w.-]+",status="(queued|running)"\} \d+/);
  });
});
