import type { SharedContent, ShareInfo } from '@redbi/shared/domain';
import { vi } from 'vitest';
import { boardOf, chartWidget, dashboardOf, ndjsonAnswer, salesFrame, tableChart } from '../features/dashboards/viewer/boardTestData';

export const TOKEN = 'tok-AbCdEfGhIjKlMnOpQrStUv';
export const API = '/redBi/api/v1';

export const infoOf = (extra: Partial<ShareInfo> = {}): ShareInfo => ({ vizType: 'dashboard', name: 'Sales overview', verification: 'NONE', expiresAt: null, ...extra });

/** A shared dashboard of two table widgets (drawn without ECharts). */
export const dashboardContent = (extra: Partial<SharedContent> = {}): SharedContent => ({
  session: 'session-1',
  sessionTtlSec: 900,
  vizType: 'dashboard',
  name: 'Sales overview',
  allowDownload: false,
  charts: {},
  dashboards: { d1: dashboardOf(boardOf([chartWidget('w1', 't1', { name: 'North' }), chartWidget('w2', 't1', { name: 'South' })]), { t1: tableChart() }) },
  ...extra,
});

export const chartContent = (extra: Partial<SharedContent> = {}): SharedContent => ({
  ...dashboardContent(),
  vizType: 'chart',
  name: 'Sales table',
  dashboards: {},
  charts: { t1: tableChart() },
  ...extra,
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
export const failure = (status: number, errCode: string, message: string) => json(status, { success: false, errCode, message });

type Answer = unknown | Response | ((init: RequestInit | undefined) => Response);

/**
 * A fetch stub for the share routes: `METHOD path` (under the API prefix) → a success's data, a Response,
 * or a function of the request; the shared dashboard's data route answers NDJSON frames for what it is asked.
 */
export function serveShare(answers: Record<string, Answer>) {
  const fetchStub = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (key === `POST /shares/${TOKEN}/dashboards/d1/data`) {
      const body = JSON.parse(String(init?.body)) as { items: { widgetId: string }[] };
      return Promise.resolve(ndjsonAnswer(body.items.map((item) => item.widgetId)));
    }
    if (!(key in answers)) return Promise.resolve(failure(404, 'ROUTE_NOT_FOUND', `No ${key}`));
    const answer = answers[key];
    if (typeof answer === 'function') return Promise.resolve((answer as (init: RequestInit | undefined) => Response)(init));
    if (answer instanceof Response) return Promise.resolve(answer.clone());
    return Promise.resolve(json(200, { success: true, data: answer }));
  });
  vi.stubGlobal('fetch', fetchStub);
  const callsTo = (method: string, path: string) =>
    fetchStub.mock.calls.filter(([input, init]) => String(input).startsWith(`${API}${path}`) && (init?.method ?? 'GET') === method).map(([, init]) => init);
  return { fetchStub, callsTo };
}

export { salesFrame };
