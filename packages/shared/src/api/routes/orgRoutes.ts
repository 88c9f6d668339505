import { z } from 'zod';
import { NewOrganizationSchema, OrganizationSchema, UserSettingsSchema, UserSettingsUpdateSchema } from '../../domain';
import { defineRoute } from '../defineRoute';

export const orgRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/orgs',
    auth: 'user',
    summary: 'The organisations the current user belongs to',
    tags: ['organizations'],
    response: z.array(OrganizationSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/orgs',
    auth: 'user',
    summary: 'Create an organisation owned by the current user',
    tags: ['organizations'],
    body: NewOrganizationSchema,
    response: OrganizationSchema,
  }),
  userSettings: defineRoute({
    method: 'GET',
    path: '/settings/user',
    auth: 'user',
    summary: 'The current user\'s settings (the organisation last worked in)',
    tags: ['settings'],
    response: UserSettingsSchema,
  }),
  updateUserSettings: defineRoute({
    method: 'PUT',
    path: '/settings/user',
    auth: 'user',
    summary: 'Remember the organisation the user works in',
    tags: ['settings'],
    body: UserSettingsUpdateSchema,
    response: UserSettingsSchema,
  }),
};
