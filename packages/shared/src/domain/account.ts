import { z } from 'zod';
import { emailField, passwordField, requiredText, usernameField, withConfirmation } from './fields';

/** Activation links are valid this long (hours). */
export const ACTIVATION_LINK_HOURS = 48;
/** Password-reset verification codes: length, lifetime (minutes), wrong tries allowed. */
export const RESET_CODE_LENGTH = 8;
export const RESET_CODE_MINUTES = 10;
export const RESET_CODE_MAX_ATTEMPTS = 5;

export const RegisterSchema = z.object({
  username: usernameField(),
  email: emailField(),
  password: passwordField(),
  /** Registering to accept an invitation: no personal organisation; the invitation is confirmed after login. */
  inviteToken: z.string().max(512).optional(),
});
export type RegisterParams = z.infer<typeof RegisterSchema>;

export const RegistrationSchema = z
  .object({
    /** True when an activation mail was sent; false when the account is active already (mail not configured). */
    activationRequired: z.boolean(),
    email: z.string(),
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof RegistrationSchema>;

export const ActivateSchema = z.object({ token: requiredText(512) });

export const ResendActivationSchema = z.object({ usernameOrEmail: requiredText() });

export const principalTypes = ['EMAIL', 'USERNAME'] as const;
export type PrincipalType = (typeof principalTypes)[number];

/** Forgot password, step 1: who forgot. With type EMAIL the principal must be an e-mail address. */
export const ForgetPasswordSchema = z
  .object({
    type: z.enum(principalTypes).default('EMAIL'),
    principal: requiredText(),
  })
  .superRefine((value, context) => {
    if (value.type === 'EMAIL' && !emailField().safeParse(value.principal).success) {
      context.addIssue({ code: 'custom', message: 'validation.email', path: ['principal'] });
    }
  });
export type ForgetPasswordParams = z.input<typeof ForgetPasswordSchema>;

export const ResetTicketSchema = z
  .object({
    /** Identifies this reset request in step 2; the same shape whether or not the account exists. */
    ticket: z.string(),
    expiresInMinutes: z.number().int(),
  })
  .meta({ id: 'ResetTicket' });
export type ResetTicket = z.infer<typeof ResetTicketSchema>;

/** Forgot password, step 2: the mailed code and the new password. */
export const ResetPasswordSchema = withConfirmation(
  z.object({
    ticket: requiredText(128),
    verifyCode: requiredText(32),
    newPassword: passwordField(),
    confirmPassword: z.string(),
  }),
  'newPassword',
  'confirmPassword',
);
export type ResetPasswordParams = z.infer<typeof ResetPasswordSchema>;

export const OAuth2LoginCodeSchema = z.object({ code: requiredText(128) });
