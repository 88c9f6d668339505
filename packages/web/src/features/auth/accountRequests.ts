import { accountRoutes } from '@redbi/shared/api';
import type { ForgetPasswordParams, RegisterParams, ResetPasswordParams } from '@redbi/shared/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/apiClient';

/** POST /users/register → whether an activation mail was sent (else the account is active already). */
export const useRegister = () =>
  useMutation({ mutationFn: (params: RegisterParams) => api(accountRoutes.register, { body: params }) });

/** POST /users/active with the token of the mailed link; answers the activated user. */
export const useActivate = () =>
  useMutation({ mutationFn: (token: string) => api(accountRoutes.activate, { body: { token } }) });

/** POST /users/sendmail: the activation mail again (the same answer whether or not the account exists). */
export const useResendActivation = () =>
  useMutation({
    mutationFn: (usernameOrEmail: string) => api(accountRoutes.resendActivation, { body: { usernameOrEmail } }),
  });

/** POST /users/forget/password: mails a verification code; answers the ticket of step 2. */
export const useForgetPassword = () =>
  useMutation({ mutationFn: (params: ForgetPasswordParams) => api(accountRoutes.forgetPassword, { body: params }) });

/** PUT /users/reset/password with the ticket, the mailed code and the new password. */
export const useResetPassword = () =>
  useMutation({ mutationFn: (params: ResetPasswordParams) => api(accountRoutes.resetPassword, { body: params }) });
