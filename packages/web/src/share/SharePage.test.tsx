import { SHARE_SESSION_HEADER, type SharedContent } from '@redbi/shared/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/tokenStore';
import { stubLayout } from '../features/charts/testing/stubLayout';
import { boardOf, chartWidget, dashboardOf, ndjsonAnswer, tableChart } from '../features/dashboards/viewer/boardTestData';
import { storyboardOf } from '../features/storyboards/storyboardTestData';
import { storageKeys } from '../storageKeys';
import { renderWithProviders } from '../testing/renderWithProviders';
import { chartContent, dashboardContent, failure, infoOf, salesFrame, serveShare, TOKEN } from './sharePageTestData';
import { sharePageRoutes } from './shareRouter';

const open = (path = `/shareDashboard/${TOKEN}`) => renderWithProviders(sharePageRoutes, path);
const slow = { timeout: 10_000 };
const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('share pages', () => {
  it('opens a NONE dashboard and asks its widgets’ data in ONE request through the share, with the share session', async () => {
    stubLayout();
    const { callsTo, fetchStub } = serveShare({ [`GET /shares/${TOKEN}`]: infoOf(), [`POST /shares/${TOKEN}/open`]: dashboardContent() });
    open();
    expect(await screen.findByRole('heading', { name: 'Sales overview' }, slow)).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('[data-widget-id="w2"] table').length).toBeGreaterThan(0), slow);
    const data = callsTo('POST', `/shares/${TOKEN}/dashboards/d1/data`);
    expect(data).toHaveLength(1);
    expect(headerOf(data[0], SHARE_SESSION_HEADER)).toBe('session-1');
    expect((JSON.parse(String(data[0]!.body)) as { items: { widgetId: string }[] }).items.map((item) => item.widgetId)).toEqual(['w1', 'w2']);
    // Nothing of the organisation's own routes.
    expect(fetchStub.mock.calls.some(([input]) => String(input).includes('/orgs/'))).toBe(false);
    expect(localStorage.getItem(storageKeys.shareClientId)).toMatch(/^[\da-f-]{36}$/);
  });

  it('asks a CODE share for its code, says when it is wrong, and opens with the right one', async () => {
    stubLayout();
    const { callsTo } = serveShare({
      [`GET /shares/${TOKEN}`]: infoOf({ verification: 'CODE' }),
      [`POST /shares/${TOKEN}/open`]: (init: RequestInit | undefined) =>
        (JSON.parse(String(init?.body)) as { code?: string }).code === 'RIGHT123'
          ? new Response(JSON.stringify({ success: true, data: dashboardContent() }))
          : failure(403, 'SHARE_CODE_WRONG', 'The access code is wrong'),
    });
    open();
    expect(await screen.findByText('This share is protected by an access code', {}, slow)).toBeTruthy();
    expect(callsTo('POST', `/shares/${TOKEN}/open`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Access code'), { target: { value: 'wrong999' } });
    fireEvent.click(screen.getByRole('button', { name: /Open/ }));
    expect(await screen.findByText('The access code is wrong')).toBeTruthy();
    expect(JSON.parse(String(callsTo('POST', `/shares/${TOKEN}/open`)[0]!.body))).toEqual({ code: 'WRONG999' });

    fireEvent.change(screen.getByLabelText('Access code'), { target: { value: 'right123' } });
    fireEvent.click(screen.getByRole('button', { name: /Open/ }));
    expect(await screen.findByRole('heading', { name: 'Sales overview' }, slow)).toBeTruthy();
    expect(sessionStorage.getItem(`SHARE_CODE:${TOKEN}`)).toBe('RIGHT123');
    sessionStorage.clear();
  });

  it('says how long to wait when too many codes were tried', async () => {
    serveShare({
      [`GET /shares/${TOKEN}`]: infoOf({ verification: 'CODE' }),
      [`POST /shares/${TOKEN}/open`]: failure(429, 'TOO_MANY_REQUESTS', 'Too many attempts, try again in 60 seconds'),
    });
    open();
    fireEvent.change(await screen.findByLabelText('Access code', {}, slow), { target: { value: 'AAAA1111' } });
    fireEvent.click(screen.getByRole('button', { name: /Open/ }));
    expect(await screen.findByText('Too many attempts, try again in 60 seconds')).toBeTruthy();
  });

  it('offers a LOGIN share’s viewer to log in and come back, and refuses a member it is not open to', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: `/redBi/shareDashboard/${TOKEN}`, search: '', assign });
    serveShare({ [`GET /shares/${TOKEN}`]: infoOf({ verification: 'LOGIN' }) });
    const first = open();
    expect(await screen.findByText('Log in to view this share', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Log in/ }));
    expect(localStorage.getItem(storageKeys.authRedirectUrl)).toBe(`/shareDashboard/${TOKEN}`);
    expect(assign).toHaveBeenCalledWith('/redBi/login');
    first.unmount();
    vi.unstubAllGlobals();

    tokenStore.set('user-token');
    const { callsTo } = serveShare({
      [`GET /shares/${TOKEN}`]: infoOf({ verification: 'LOGIN' }),
      [`POST /shares/${TOKEN}/open`]: failure(403, 'SHARE_VIEWER_REFUSED', 'This share is not open to your account'),
    });
    open();
    expect((await screen.findAllByText('This share is not open to your account', {}, slow)).length).toBeGreaterThan(0);
    expect(headerOf(callsTo('POST', `/shares/${TOKEN}/open`)[0], 'Authorization')).toBe('Bearer user-token');
  });

  it.each([
    ['SHARE_EXPIRED', 410, 'Share link expired', 'This share link has expired. Ask its sharer for a new one.'],
    ['SHARE_REVOKED', 410, 'Share link revoked', 'This share link has been revoked by its sharer.'],
    ['SHARE_NOT_FOUND', 404, 'Share link not found', 'This share link does not exist. Check the link, or ask its sharer for a new one.'],
  ])('says a link is %s, on the whole page, with the server’s message', async (errCode, status, title, message) => {
    serveShare({ [`GET /shares/${TOKEN}`]: failure(status, errCode, message) });
    open();
    expect(await screen.findByText(title, {}, slow)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('answers the further public share routes with the not-found page', async () => {
    serveShare({});
    open('/shareHistory');
    expect(await screen.findByText('This page does not exist.', {}, slow)).toBeTruthy();
  });

  it('shows a shared chart through the share, with a download only when allowed', async () => {
    stubLayout();
    const { callsTo } = serveShare({
      [`GET /shares/${TOKEN}`]: infoOf({ vizType: 'chart', name: 'Sales table' }),
      [`POST /shares/${TOKEN}/open`]: chartContent({ allowDownload: true }),
      [`POST /shares/${TOKEN}/charts/t1/data`]: salesFrame,
    });
    open(`/shareChart/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Download' }, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Downloads' })).toBeTruthy();
    await waitFor(() => expect(callsTo('POST', `/shares/${TOKEN}/charts/t1/data`)).toHaveLength(1));
    expect(headerOf(callsTo('POST', `/shares/${TOKEN}/charts/t1/data`)[0], SHARE_SESSION_HEADER)).toBe('session-1');
    expect(await screen.findByText('East', {}, slow)).toBeTruthy();
  });

  it('has no download when the sharer did not allow it', async () => {
    stubLayout();
    serveShare({
      [`GET /shares/${TOKEN}`]: infoOf({ vizType: 'chart', name: 'Sales table' }),
      [`POST /shares/${TOKEN}/open`]: chartContent(),
      [`POST /shares/${TOKEN}/charts/t1/data`]: salesFrame,
    });
    open(`/shareChart/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Sales table' }, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it('plays a shared storyboard, drawing the next page ahead through the share and not asking its data again when it is shown', async () => {
    stubLayout();
    const d2 = { ...dashboardOf(boardOf([chartWidget('w3', 't1', { name: 'West' })]), { t1: tableChart() }), id: 'd2', name: 'Costs' };
    const storyContent: SharedContent = dashboardContent({
      vizType: 'storyboard',
      name: 'Quarter story',
      dashboards: { ...dashboardContent().dashboards, d2 },
      storyboard: storyboardOf(
        [
          { id: 'p1', kind: 'dashboard', vizId: 'd1', name: 'Sales' },
          { id: 'p2', kind: 'dashboard', vizId: 'd2', name: 'Costs' },
        ],
        {},
        { targets: { d1: { id: 'd1', kind: 'dashboard', name: 'Sales overview' }, d2: { id: 'd2', kind: 'dashboard', name: 'Costs' } } },
      ),
    });
    const { callsTo } = serveShare({
      [`GET /shares/${TOKEN}`]: infoOf({ vizType: 'storyboard', name: 'Quarter story' }),
      [`POST /shares/${TOKEN}/open`]: storyContent,
      [`POST /shares/${TOKEN}/dashboards/d2/data`]: () => ndjsonAnswer(['w3']),
    });
    open(`/shareStoryPlayer/${TOKEN}`);
    expect(await screen.findByRole('group', { name: 'Sales' }, slow)).toBeTruthy();
    const nextPainted = () => document.querySelector('[data-widget-id="w3"][data-widget-painted="true"]');
    await waitFor(() => expect(nextPainted()).toBeTruthy(), slow);
    expect(nextPainted()!.closest('[aria-hidden]')).toBeTruthy();
    expect(callsTo('POST', `/shares/${TOKEN}/dashboards/d2/data`)).toHaveLength(1);
    expect(headerOf(callsTo('POST', `/shares/${TOKEN}/dashboards/d2/data`)[0], SHARE_SESSION_HEADER)).toBe('session-1');

    act(() => void fireEvent.keyDown(window, { key: 'ArrowRight' }));
    expect(screen.getByRole('group', { name: 'Costs' }).contains(nextPainted())).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo('POST', `/shares/${TOKEN}/dashboards/d2/data`)).toHaveLength(1);
    expect(callsTo('POST', `/shares/${TOKEN}/dashboards/d1/data`)).toHaveLength(1);
  });
});
