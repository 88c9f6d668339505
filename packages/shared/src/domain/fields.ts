import { z } from 'zod';
import '../i18n/zodMessages';
import {
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';

/**
 * Field rules shared by request schemas and web forms. Messages are i18n keys (see i18n/zodMessages):
 * a missing value reads '<Field> is required', an empty one '<Field> cannot be empty'.
 */
export const requiredText = (max = NAME_MAX_LENGTH) => z.string().trim().min(1, { abort: true }).max(max);

export const optionalText = (max = NAME_MAX_LENGTH) => z.string().trim().max(max);

export const descriptionText = () => optionalText(DESCRIPTION_MAX_LENGTH);

export const usernameField = () =>
  requiredText().regex(/^[^@\s]+$/, { error: 'validation.usernameChars' });

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(EMAIL_MAX_LENGTH, { abort: true })
    .regex(z.regexes.email, { error: 'validation.email' });

export const passwordField = () =>
  z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordLength' })
    .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordLength' });

/** A password typed to prove who one is (login, old password): checked against the hash, not the rules. */
export const enteredPassword = () => z.string().min(1, { abort: true }).max(1024);

export const idField = () => z.string().min(1).max(64);

/**
 * `confirm` must equal `password`; the mismatch is reported on the confirmation field, and checked as soon
 * as both are typed, whatever other fields still lack (zod would otherwise wait for the whole object).
 */
export function withConfirmation<T extends z.ZodObject, P extends string, C extends string>(
  schema: T,
  password: P,
  confirm: C,
) {
  const bothTyped = (value: unknown): boolean => {
    const record = value as Record<string, unknown> | null;
    return typeof record?.[password] === 'string' && typeof record[confirm] === 'string';
  };
  return schema.refine((value: Record<string, unknown>) => value[password] === value[confirm], {
    error: 'validation.passwordMismatch',
    path: [confirm],
    when: (payload) => bothTyped(payload.value),
  });
}
