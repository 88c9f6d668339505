import { z } from 'zod';
import { AvatarSchema, ChangePasswordSchema, LoginSchema, ProfileUpdateSchema, UserSchema } from '../../domain';
import { defineRoute, rawResponse } from '../defineRoute';

export const userRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/users/login',
    auth: 'public',
    summary: 'Log in with username or e-mail; the session token is in the Authorization response header',
    tags: ['users'],
    startsSession: true,
    body: LoginSchema,
    response: UserSchema,
  }),
  current: defineRoute({
    method: 'GET',
    path: '/users',
    auth: 'user',
    summary: 'The current user',
    tags: ['users'],
    response: UserSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/users',
    auth: 'user',
    summary: 'Update the profile (name, department, description); other fields are ignored',
    tags: ['users'],
    body: ProfileUpdateSchema,
    response: UserSchema,
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/users/change/password',
    auth: 'user',
    summary: 'Change the password; every earlier session ends and the answer carries a new token',
    tags: ['users'],
    startsSession: true,
    body: ChangePasswordSchema,
    response: z.null(),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/users/logout',
    auth: 'user',
    summary: 'End the current session; its token stops working',
    tags: ['users'],
    response: z.null(),
  }),
  uploadAvatar: defineRoute({
    method: 'POST',
    path: '/files/user/avatar',
    auth: 'user',
    summary: 'Upload the current user\'s avatar (multipart field "file"; PNG, JPEG, GIF or WebP, at most 2 MB)',
    tags: ['users', 'files'],
    multipart: true,
    response: AvatarSchema,
  }),
  avatar: defineRoute({
    method: 'GET',
    path: '/files/avatars/:fileName',
    auth: 'public',
    summary: 'An avatar image',
    tags: ['files'],
    params: z.object({ fileName: z.string().regex(/^[a-zA-Z0-9-]+\.(png|jpg|gif|webp)$/) }),
    response: rawResponse,
  }),
};
