import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/i18n/i18n';
import { answerApi, apiError, bodiesSentTo, renderWithProviders } from '../../testing/renderWithProviders';
import { ForgetPasswordPage } from './ForgetPasswordPage';

const sysInfo = { initialized: true, tokenTimeout: 30, mailEnable: true, registerEnable: true, version: '0.1.0' };
const routes = [{ path: '/forgetPassword', element: <ForgetPasswordPage /> }];
const serve = (answers: Record<string, unknown>) => {
  const fetchStub = vi.fn(answerApi({ '/sys/info': sysInfo, ...answers }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
};
const textbox = (name: string) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function requestCode(email = 'ann@example.com') {
  type(await screen.findByRole('textbox', { name: 'Email' }), email);
  click('Send verification code');
  await screen.findByText('A verification code was sent if the account exists. It is valid for 10 minutes.');
}

function fillStep2(newPassword: string, confirmPassword: string, verifyCode: string) {
  type(screen.getByLabelText('New password'), newPassword);
  type(screen.getByLabelText('Confirm password'), confirmPassword);
  type(textbox('Verification code'), verifyCode);
  click('Reset password');
}

describe('ForgetPasswordPage', () => {
  it('says that mail is not configured, with no form', async () => {
    serve({ '/sys/info': { ...sysInfo, mailEnable: false } });
    renderWithProviders(routes, '/forgetPassword');
    expect(await screen.findByText(/E-mail is not configured on this server/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send verification code' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeTruthy();
  });

  it('names the field after the choice and checks an e-mail address (spec §5)', async () => {
    serve({});
    renderWithProviders(routes, '/forgetPassword');
    type(await screen.findByRole('textbox', { name: 'Email' }), 'nope');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    type(textbox('Email'), '');
    expect(await screen.findByText('Email cannot be empty')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Find the account by' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Username' }));
    click('Send verification code');
    expect(await screen.findByText('Username cannot be empty')).toBeTruthy();
    expect(textbox('Username')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Forgot password - AllRedBI'));
  });

  it('sends the code, then resets the password with it', async () => {
    const fetchStub = serve({ '/users/forget/password': { ticket: 'k1', expiresInMinutes: 10 }, '/users/reset/password': null });
    renderWithProviders(routes, '/forgetPassword');
    await requestCode();
    expect(bodiesSentTo(fetchStub, '/users/forget/password')).toEqual([{ type: 'EMAIL', principal: 'ann@example.com' }]);

    fillStep2('secret1', 'secret2', 'ABCD1234');
    expect(await screen.findByText('Password and confirm password do not match')).toBeTruthy();
    type(screen.getByLabelText('Confirm password'), 'secret1');
    click('Reset password');
    expect(await screen.findByText('Your password has been reset')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(bodiesSentTo(fetchStub, '/users/reset/password')).toEqual([
      { ticket: 'k1', verifyCode: 'ABCD1234', newPassword: 'secret1', confirmPassword: 'secret1' },
    ]);
  });

  it('says a wrong code next to the field, and sends a new code whose ticket is used', async () => {
    const fetchStub = serve({
      '/users/forget/password': { ticket: 'k1', expiresInMinutes: 10 },
      '/users/reset/password': apiError(400, 'RESET_CODE_INVALID', 'The verification code is wrong or has expired'),
    });
    renderWithProviders(routes, '/forgetPassword');
    await requestCode();
    fillStep2('secret1', 'secret1', 'WRONG');
    expect(await screen.findByText('The verification code is wrong or has expired')).toBeTruthy();

    serve({ '/users/forget/password': { ticket: 'k2', expiresInMinutes: 10 }, '/users/reset/password': null });
    click('Send again');
    expect(await screen.findByText('Verification code sent')).toBeTruthy();
    fillStep2('secret1', 'secret1', 'RIGHT');
    expect(await screen.findByText('Your password has been reset')).toBeTruthy();
    expect(bodiesSentTo(fetchStub, '/users/reset/password')).toHaveLength(1);
    const again = vi.mocked(fetch);
    expect(bodiesSentTo(again, '/users/forget/password')).toEqual([{ type: 'EMAIL', principal: 'ann@example.com' }]);
    expect(bodiesSentTo(again, '/users/reset/password')).toEqual([
      { ticket: 'k2', verifyCode: 'RIGHT', newPassword: 'secret1', confirmPassword: 'secret1' },
    ]);
  });

  it('goes back to step 1, in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    serve({ '/users/forget/password': { ticket: 'k1', expiresInMinutes: 10 } });
    renderWithProviders(routes, '/forgetPassword');
    type(await screen.findByRole('textbox', { name: '邮箱' }), 'ann@example.com');
    click('发送验证码');
    expect(await screen.findByText('如果该账号存在，验证码已发送到其邮箱，10 分钟内有效。')).toBeTruthy();
    click('返回');
    expect(await screen.findByRole('button', { name: '发送验证码' })).toBeTruthy();
  });
});
