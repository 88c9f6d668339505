import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { answerApi, renderWithProviders } from '../../testing/renderWithProviders';
import { appRoutes } from '../routing/routes';
import { UnexpectedErrorPage } from './UnexpectedErrorPage';

const sysInfo = { initialized: true, tokenTimeout: 30, mailEnable: false, registerEnable: false, version: '1.2.3' };
const tracker = { url: 'https://github.com/acme/redbi/issues/new', labels: ['bug'] };

/** A route whose page throws as it draws: the router shows its error element. */
function failingRoutes(error: unknown) {
  const Failing = () => {
    throw error;
  };
  return [{ path: '/organizations/:orgId/vizs', element: <Failing />, errorElement: <UnexpectedErrorPage /> }];
}

describe('UnexpectedErrorPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers 'Report an issue' to the operator's tracker, with the version, the request id and no personal data", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(answerApi({ '/sys/info': { ...sysInfo, issueTracker: tracker } })));
    const error = new ApiError({ status: 500, errCode: 'INTERNAL', message: 'Ada Lovelace broke it', requestId: 'req-42' });
    renderWithProviders(failingRoutes(error), '/organizations/2f1c9a3e-1b2c-4d5e-8f90-123456789abc/vizs');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Request id: req-42')).toBeTruthy();
    const report = await screen.findByRole('link', { name: 'Report an issue' });
    const url = new URL(report.getAttribute('href') ?? '');
    expect(url.origin + url.pathname).toBe(tracker.url);
    expect(url.searchParams.get('title')).toBe('[RedBI 1.2.3] INTERNAL (HTTP 500) on /organizations/:id/vizs');
    expect(url.searchParams.get('body')).toContain('- Request id: req-42');
    expect(url.searchParams.get('labels')).toBe('bug');
    expect(decodeURIComponent(url.toString())).not.toMatch(/Ada|2f1c9a3e/);
    expect(report.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('has no report link when no tracker is configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', vi.fn(answerApi({ '/sys/info': sysInfo })));
    renderWithProviders(failingRoutes(new TypeError('x is undefined')), '/organizations/o1/vizs');
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Report an issue' })).toBeNull();
  });

  it('is the error element of every top-level route of the app', () => {
    for (const route of appRoutes) expect(route.errorElement, route.path).toBeTruthy();
  });
});
