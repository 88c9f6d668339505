import { z } from 'zod';
import { descriptionText, emailField, optionalText, passwordField, usernameField, enteredPassword, withConfirmation } from './fields';

/** The logged-in user as the API returns it (spec §3: username, email, name, department, description, avatar). */
export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    department: z.string(),
    description: z.string(),
    avatar: z.string().nullable().meta({ description: 'URL of the avatar image, or null' }),
    createdAt: z.string(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const NewUserSchema = z.object({
  username: usernameField(),
  email: emailField(),
  password: passwordField(),
  name: optionalText().default(''),
});
export type NewUser = z.infer<typeof NewUserSchema>;

export const LoginSchema = z.object({
  username: z.string().trim().min(1, { abort: true }).max(255).meta({ description: 'Username or e-mail' }),
  password: enteredPassword(),
});
export type LoginParams = z.infer<typeof LoginSchema>;

/** Editable profile fields; the client may send the whole stored user, other keys are ignored. */
export const ProfileUpdateSchema = z.object({
  name: optionalText(),
  department: optionalText(),
  description: descriptionText(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = withConfirmation(
  z.object({
    oldPassword: enteredPassword(),
    newPassword: passwordField(),
    confirmPassword: z.string(),
  }),
  'newPassword',
  'confirmPassword',
);
export type ChangePasswordParams = z.infer<typeof ChangePasswordSchema>;

export const AvatarSchema = z.object({ avatar: z.string() });
