import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { i18n } from '../../app/i18n/i18n';
import { storageKeys } from '../../storageKeys';
import { answerApi, apiError, apiSuccess, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { LoginPage } from '../auth/LoginPage';
import { ConfirmInvitePage } from './ConfirmInvitePage';

const sysInfo = { initialized: true, tokenTimeout: 30, mailEnable: true, registerEnable: true, version: '0.1.0' };
const invitation = { orgId: 'o1', orgName: 'Acme', email: 'dan@example.com', inviterName: 'Ann', status: 'pending' };
const dan = { id: 'u9', username: 'dan', email: 'dan@example.com', name: 'Dan', department: '', description: '', avatar: null, createdAt: '' };
const acme = { id: 'o1', name: 'Acme', description: '', avatar: null, isOwner: false, createdAt: '' };
const infoPath = '/orgs/invite/info?token=abc';

const routes = [
  { path: '/confirminvite', element: <ConfirmInvitePage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <p>register page</p> },
  { path: '/organizations/:orgId', element: <p>organization page</p> },
  { path: '/', element: <p>main page</p> },
];

function serve(answers: Record<string, unknown>) {
  const fetchStub = vi.fn(answerApi({ '/sys/info': sysInfo, [infoPath]: invitation, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('ConfirmInvitePage', () => {
  it('lets a visitor log in or register and come back to the confirmation', async () => {
    serve({ '/users/login': apiSuccess(dan, { Authorization: 'Bearer t1' }) });
    const { router } = renderWithProviders(routes, '/confirminvite?token=abc');
    expect(await screen.findByText('You are invited to join Acme')).toBeTruthy();
    expect(screen.getByText('Ann invited dan@example.com.')).toBeTruthy();
    const register = await screen.findByRole('link', { name: 'Register to accept' });
    expect(register.getAttribute('href')).toBe('/register?inviteToken=abc&email=dan%40example.com');
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Invitation - AllRedBI'));

    fireEvent.click(screen.getByRole('link', { name: 'Log in to accept' }));
    expect(localStorage.getItem(storageKeys.authRedirectUrl)).toBe('/confirminvite?token=abc');
    fireEvent.change(await screen.findByLabelText('Username or email'), { target: { value: 'dan' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Accept invitation' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/confirminvite?token=abc');
  });

  it('accepts once for the logged-in user and opens the organisation', async () => {
    tokenStore.set('t0');
    const fetchStub = serve({ '/users': dan, '/orgs/invite/confirm': acme });
    const { router } = renderWithProviders(routes, '/confirminvite?token=abc', { strict: true });
    expect(await screen.findByText('You are logged in as Dan (dan@example.com).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/o1'));
    expect(await screen.findByText('You joined Acme')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/orgs/invite/confirm')).toEqual([{ token: 'abc' }]);
  });

  it("shows the server's refusal for another account and switches account back to this page", async () => {
    tokenStore.set('t0');
    const refusal = 'This invitation was sent to dan@example.com; log in with that account';
    const fetchStub = serve({
      '/users': { ...dan, id: 'u1', username: 'ann', name: 'Ann', email: 'ann@example.com' },
      '/orgs/invite/confirm': apiError(403, 'INVITATION_OTHER_USER', refusal),
      '/users/logout': null,
    });
    const { router } = renderWithProviders(routes, '/confirminvite?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStore.get()).toBeNull();
    expect(localStorage.getItem(storageKeys.authRedirectUrl)).toBe('/confirminvite?token=abc');
    expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/users/logout'))).toBe(true);
  });

  it('says when an invitation has expired, was used or is unknown, with the way home', async () => {
    serve({ [infoPath]: { ...invitation, status: 'expired' } });
    const { unmount } = renderWithProviders(routes, '/confirminvite?token=abc');
    expect(await screen.findByText('This invitation has expired')).toBeTruthy();
    expect(screen.getByText('Ask an owner of Acme to invite you again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the main page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Log in to accept' })).toBeNull();
    unmount();

    serve({ [infoPath]: { ...invitation, status: 'accepted' } });
    const used = renderWithProviders(routes, '/confirminvite?token=abc');
    expect(await screen.findByText('This invitation has already been accepted')).toBeTruthy();
    used.unmount();

    serve({ [infoPath]: apiError(404, 'NOT_FOUND', 'The requested invitation does not exist') });
    renderWithProviders(routes, '/confirminvite?token=abc');
    expect(await screen.findByText('This invitation link is not valid')).toBeTruthy();
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    serve({});
    renderWithProviders(routes, '/confirminvite?token=abc');
    expect(await screen.findByText('邀请您加入 Acme')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '登录后接受' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '注册后接受' })).toBeTruthy();
  });
});
