import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { RegisterPage } from './RegisterPage';

const sysInfo = { initialized: true, tokenTimeout: 30, mailEnable: true, registerEnable: true, version: '0.1.0' };
const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/login', element: <p>login page</p> },
];
const serve = (answers: Record<string, unknown>) => {
  const fetchStub = vi.fn(answerApi({ '/sys/info': sysInfo, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function register(username = 'ann', email = 'ann@example.com', password = 'secret1') {
  type('Username', username);
  type('Email', email);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterPage', () => {
  beforeEach(() => serve({}));

  it('checks the fields with the messages of spec §5', async () => {
    renderWithProviders(routes, '/register');
    fireEvent.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    type('Email', 'nope');
    type('Password', '123');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(await screen.findByText('Password must be 6-20 characters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Register - AllRedBI'));
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh');
    renderWithProviders(routes, '/register');
    fireEvent.click(await screen.findByRole('button', { name: '注册' }));
    expect(await screen.findByText('用户名为必填项')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: '123' } });
    expect(await screen.findByText('无效的邮箱地址')).toBeTruthy();
    expect(await screen.findByText('密码长度必须为 6-20 个字符')).toBeTruthy();
  });

  it('asks to check the mailbox, resends the mail and goes back to an empty form', async () => {
    const fetchStub = serve({ '/users/register': { activationRequired: true, email: 'ann@example.com' }, '/users/sendmail': null });
    renderWithProviders(routes, '/register');
    await screen.findByLabelText('Username');
    await register();
    expect(await screen.findByText('Check your mailbox')).toBeTruthy();
    expect(screen.getByText('We sent an activation link to ann@example.com. Open it to activate your account.')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/users/register')).toEqual([{ username: 'ann', email: 'ann@example.com', password: 'secret1' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Activation e-mail sent')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/users/sendmail')).toEqual([{ usernameOrEmail: 'ann@example.com' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });

  it('without mail the account is ready at once: go to login or continue registering', async () => {
    serve({ '/users/register': { activationRequired: false, email: 'ann@example.com' } });
    renderWithProviders(routes, '/register');
    await screen.findByLabelText('Username');
    await register();
    expect(await screen.findByText('Your account is ready')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Continue registering' }));
    expect((await screen.findByLabelText('Username') as HTMLInputElement).value).toBe('');
  });

  it('registers an invitee with the invited address and comes back to the invitation after login', async () => {
    const fetchStub = serve({ '/users/register': { activationRequired: false, email: 'dan@example.com' } });
    renderWithProviders(routes, '/register?inviteToken=abc&email=dan%40example.com');
    expect((await screen.findByLabelText('Email') as HTMLInputElement).value).toBe('dan@example.com');
    type('Username', 'dan');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Your account is ready')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/users/register')).toEqual([
      { username: 'dan', email: 'dan@example.com', password: 'secret1', inviteToken: 'abc' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem('AUTH_REDIRECT_URL')).toBe('/confirminvite?token=abc');
  });

  it('says a taken username under its field', async () => {
    serve({ '/users/register': apiError(409, 'USERNAME_TAKEN', 'The username "ann" is already taken') });
    renderWithProviders(routes, '/register');
    await screen.findByLabelText('Username');
    await register();
    expect(await screen.findByText('The username "ann" is already taken')).toBeTruthy();
  });

  it('shows the notice and no form when registration is disabled', async () => {
    serve({ '/sys/info': { ...sysInfo, registerEnable: false } });
    renderWithProviders(routes, '/register');
    expect(await screen.findByText('Registration is disabled on this server. Ask an administrator for an account.')).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
  });

  it('still offers the form to an invitee when registration is disabled', async () => {
    serve({ '/sys/info': { ...sysInfo, registerEnable: false } });
    renderWithProviders(routes, '/register?inviteToken=tok&email=zed%40example.com');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('zed@example.com');
  });
});
