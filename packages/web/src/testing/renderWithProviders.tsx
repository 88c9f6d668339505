import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';

/** Renders routes inside the app's providers, starting at `path`; a test's own query layer, no retries. */
export function renderWithProviders(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient(() => undefined);
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** A fetch stub answering each path (under the API prefix) with the envelope of `data`, 404 otherwise. */
export function answerApi(routes: Record<string, unknown>): typeof fetch {
  return (input) => {
    const path = String(input).replace('/redBi/api/v1', '');
    const found = path in routes;
    const body = found ? { success: true, data: routes[path] } : { success: false, errCode: 'ROUTE_NOT_FOUND', message: 'Not found' };
    return Promise.resolve(new Response(JSON.stringify(body), { status: found ? 200 : 404 }));
  };
}
