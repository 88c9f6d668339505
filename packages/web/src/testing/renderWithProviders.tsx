import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';

/**
 * Renders routes inside the app's providers, starting at `path`; a test's own query layer, no retries.
 * `strict`: inside React's StrictMode, as the app runs (effects mount twice in development).
 */
export function renderWithProviders(routes: RouteObject[], path: string, { strict = false } = {}) {
  const queryClient = createQueryClient(() => undefined);
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router, queryClient };
}

/** An answer other than a plain success for `answerApi`: an error envelope, or extra headers. */
export class ApiReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** The error envelope the server sends: `apiError(400, 'ACTIVATION_INVALID', 'The link …')`. */
export const apiError = (status: number, errCode: string, message: string, data?: unknown) =>
  new ApiReply(status, { success: false, errCode, message, data });

/** A success envelope with response headers (a new session token: `{ Authorization: 'Bearer t1' }`). */
export const apiSuccess = (data: unknown, headers: Record<string, string> = {}) => new ApiReply(200, { success: true, data }, headers);

/**
 * A fetch stub answering each path (under the API prefix) with the envelope of `data` (or the given
 * ApiReply), 404 otherwise.
 */
export function answerApi(routes: Record<string, unknown>): typeof fetch {
  return (input, init) => {
    const path = String(input).replace('/redBi/api/v1', '');
    const method = init?.method ?? 'GET';
    // An entry may name its method ('POST /orgs/o1/members'); one without answers every method.
    const key = `${method} ${path}` in routes ? `${method} ${path}` : path;
    const found = key in routes;
    const reply = found ? routes[key] : undefined;
    if (reply instanceof ApiReply) {
      return Promise.resolve(new Response(JSON.stringify(reply.body), { status: reply.status, headers: reply.headers }));
    }
    const body = found ? { success: true, data: reply } : { success: false, errCode: 'ROUTE_NOT_FOUND', message: 'Not found' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: found ? 200 : 404 }));
  };
}

/** The JSON bodies a fetch stub was sent for `path` (with `method`, when given), in order. */
export function bodiesSentTo(fetchStub: { mock: { calls: unknown[][] } }, path: string, method?: string): unknown[] {
  return fetchStub.mock.calls
    .filter(([input, init]) => String(input) === `/redBi/api/v1${path}` && (method === undefined || ((init as RequestInit | undefined)?.method ?? 'GET') === method))
    .map(([, init]) => JSON.parse(String((init as RequestInit | undefined)?.body ?? 'null')) as unknown);
}
