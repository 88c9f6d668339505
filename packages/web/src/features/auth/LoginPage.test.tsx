import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { LoginPage } from './LoginPage';
import { writeStoredUser } from './session/userStorage';
import { tokenStore } from '../../api/tokenStore';

const sysInfo = { initialized: true, tokenTimeout: 30, mailEnable: false, registerEnable: true, version: '0.1.0' };
const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/setup', element: <p>setup page</p> },
];

describe('LoginPage', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(answerApi({ '/sys/info': sysInfo }))));

  it('shows the spec messages in English when submitted empty', async () => {
    renderWithProviders(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Username or email')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Register' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toBeTruthy();
  });

  it('checks a field as it is typed in, and shows the password on the eye', async () => {
    renderWithProviders(routes, '/login');
    const username = await screen.findByLabelText('Username or email');
    fireEvent.change(username, { target: { value: 'ann' } });
    fireEvent.change(username, { target: { value: '' } });
    expect(await screen.findByText('Username cannot be empty')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Password is required')).toBeNull();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show or hide what is typed' }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderWithProviders(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('用户名为必填项')).toBeTruthy();
    expect(screen.getByLabelText('用户名或邮箱')).toBeTruthy();
  });

  it('offers enter and switch account to a logged-in user; switching ends the session', async () => {
    tokenStore.set('t0');
    writeStoredUser({ id: 'u1', username: 'ann', email: 'a@b.co', name: 'Ann', department: '', description: '', avatar: null, createdAt: '' });
    renderWithProviders(routes, '/login');
    expect(await screen.findByText('You are logged in as Ann.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Switch account' }));
    expect(await screen.findByLabelText('Username or email')).toBeTruthy();
    expect(tokenStore.get()).toBeNull();
  });

  it('offers to send the activation mail again when the account is not activated', async () => {
    const notActivated = apiError(400, 'ACCOUNT_NOT_ACTIVATED', 'The account is not activated yet');
    const fetchStub = vi.fn(answerApi({ '/sys/info': sysInfo, '/users/login': notActivated, '/users/sendmail': null }));
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(routes, '/login');
    fireEvent.change(await screen.findByLabelText('Username or email'), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    expect(screen.queryByRole('button', { name: 'Send the activation e-mail again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send the activation e-mail again' }));
    expect(await screen.findByText('Activation e-mail sent')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/users/sendmail')).toEqual([{ usernameOrEmail: 'ann' }]);
  });

  it('sends an uninitialized system to setup', async () => {
    vi.stubGlobal('fetch', vi.fn(answerApi({ '/sys/info': { ...sysInfo, initialized: false } })));
    renderWithProviders(routes, '/login');
    expect(await screen.findByText('setup page')).toBeTruthy();
  });
});
