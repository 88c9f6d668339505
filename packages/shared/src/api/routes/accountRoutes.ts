import { z } from 'zod';
import {
  ActivateSchema,
  ForgetPasswordSchema,
  RegisterSchema,
  RegistrationSchema,
  ResendActivationSchema,
  ResetPasswordSchema,
  ResetTicketSchema,
  UserSchema,
} from '../../domain';
import { defineRoute } from '../defineRoute';

/** Accounts by e-mail: registration, activation, forgotten passwords. */
export const accountRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/users/register',
    auth: 'public',
    summary: 'Register; with mail configured the account waits for activation from the mailed link, else it is active at once',
    tags: ['accounts'],
    body: RegisterSchema,
    response: RegistrationSchema,
  }),
  activate: defineRoute({
    method: 'POST',
    path: '/users/active',
    auth: 'public',
    summary: 'Activate an account with the token of its activation link (valid 48 hours)',
    tags: ['accounts'],
    body: ActivateSchema,
    response: UserSchema,
  }),
  resendActivation: defineRoute({
    method: 'POST',
    path: '/users/sendmail',
    auth: 'public',
    summary: 'Send the activation mail again (earlier links stop working); answers alike whether or not the account exists',
    tags: ['accounts'],
    body: ResendActivationSchema,
    response: z.null(),
  }),
  forgetPassword: defineRoute({
    method: 'POST',
    path: '/users/forget/password',
    auth: 'public',
    summary: 'Mail an 8-character verification code (valid 10 minutes, 5 tries); answers alike whether or not the account exists',
    tags: ['accounts'],
    body: ForgetPasswordSchema,
    response: ResetTicketSchema,
  }),
  resetPassword: defineRoute({
    method: 'PUT',
    path: '/users/reset/password',
    auth: 'public',
    summary: 'Set a new password with the mailed code; every session of the user ends',
    tags: ['accounts'],
    body: ResetPasswordSchema,
    response: z.null(),
  }),
};
