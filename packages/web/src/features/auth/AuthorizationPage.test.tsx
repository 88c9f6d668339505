import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, apiError, apiSuccess, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { AuthorizationPage } from './AuthorizationPage';
import { currentUserKey, persistCurrentUser } from './session/currentUser';
import { readStoredUser } from './session/userStorage';

const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: 'Ann', department: '', description: '', avatar: null, createdAt: '' };
const routes = [
  { path: '/authorization', element: <AuthorizationPage /> },
  { path: '/', element: <p>home page</p> },
];
const serve = (answers: Record<string, unknown>) => {
  const fetchStub = vi.fn(answerApi(answers));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};

describe('AuthorizationPage', () => {
  it('shows the message of spec §8 with the reason the server gave', async () => {
    const fetchStub = serve({});
    renderWithProviders(routes, '/authorization?error=The%20sign-in%20provider%20answered%20with%20an%20error%3A%20access_denied');
    expect(await screen.findByText('Something went wrong, please check and try again')).toBeTruthy();
    expect(screen.getByText('The sign-in provider answered with an error: access_denied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    expect(fetchStub).not.toHaveBeenCalled();
    await waitFor(() => expect(document.title).toBe('Third-party sign-in - AllRedBI'));
  });

  it('exchanges the code once, starts the session and enters the app', async () => {
    const fetchStub = serve({ '/tpa/oauth2/login': apiSuccess(user, { Authorization: 'Bearer t1' }), '/users': user });
    const { router, queryClient } = renderWithProviders(routes, '/authorization?code=c1', { strict: true });
    persistCurrentUser(queryClient);
    expect(screen.getByText('Authenticating…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodiesSentTo(fetchStub, '/tpa/oauth2/login')).toEqual([{ code: 'c1' }]);
    expect(tokenStore.get()).toBe('t1');
    const userCall = fetchStub.mock.calls.find(([input]) => String(input) === '/redBi/api/v1/users');
    expect(new Headers(userCall?.[1]?.headers).get('Authorization')).toBe('Bearer t1');
    expect(queryClient.getQueryData(currentUserKey)).toMatchObject({ username: 'ann' });
    expect(readStoredUser()).toMatchObject({ username: 'ann' });
  });

  it('says what went wrong when the code is refused, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    serve({ '/tpa/oauth2/login': apiError(400, 'OAUTH2_LOGIN_EXPIRED', '此次登录已过期或已被使用，请重新开始') });
    renderWithProviders(routes, '/authorization?code=old');
    expect(await screen.findByText('出错了，请检查后重试')).toBeTruthy();
    expect(screen.getByText('此次登录已过期或已被使用，请重新开始')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回登录' })).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
  });
});
