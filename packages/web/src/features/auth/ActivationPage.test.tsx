import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { ActivationPage } from './ActivationPage';

const user = { id: 'u1', username: 'ann', email: 'ann@example.com', name: '', department: '', description: '', avatar: null, createdAt: '' };
const routes = [{ path: '/activation', element: <ActivationPage /> }];
const serve = (answers: Record<string, unknown>) => {
  const fetchStub = vi.fn(answerApi(answers));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};

describe('ActivationPage', () => {
  it('activates once, even in StrictMode, then offers login or registering another account', async () => {
    const fetchStub = serve({ '/users/active': user });
    renderWithProviders(routes, '/activation?token=abc', { strict: true });
    expect(screen.getByText('Activating your account…')).toBeTruthy();
    expect(await screen.findByText('Your account is ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Continue registering' }).getAttribute('href')).toBe('/register');
    expect(bodiesSentTo(fetchStub, '/users/active')).toEqual([{ token: 'abc' }]);
    await waitFor(() => expect(document.title).toBe('Account activation - AllRedBI'));
  });

  it('says why it failed, with the ways back', async () => {
    serve({ '/users/active': apiError(400, 'ACTIVATION_INVALID', 'The activation link is invalid or has expired, please request a new one') });
    renderWithProviders(routes, '/activation?token=used');
    expect(await screen.findByText('Activation failed')).toBeTruthy();
    expect(screen.getByText('The activation link is invalid or has expired, please request a new one')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it('fails without a token, in Chinese too, and calls nothing', async () => {
    await i18n.changeLanguage('zh');
    const fetchStub = serve({});
    renderWithProviders(routes, '/activation');
    expect(await screen.findByText('激活失败')).toBeTruthy();
    expect(screen.getByText('激活链接无效或已过期，请重新获取')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/users/active')).toEqual([]);
  });
});
