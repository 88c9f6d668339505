import { z } from 'zod';
import { idField, RoleInputSchema, RoleMembersSchema, RoleSchema } from '../../domain';
import { defineRoute } from '../defineRoute';

const org = z.object({ orgId: idField() });
const orgRole = z.object({ orgId: idField(), roleId: idField() });

/** Roles of an organisation. Changes are for owners; members may list them. */
export const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/roles',
    auth: 'user',
    summary: 'The roles with their members (any member)',
    tags: ['roles'],
    params: org,
    response: z.array(RoleSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/roles',
    auth: 'user',
    summary: 'Create a role (owner)',
    tags: ['roles'],
    params: org,
    body: RoleInputSchema,
    response: RoleSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/roles/:roleId',
    auth: 'user',
    summary: 'Rename or describe a role (owner)',
    tags: ['roles'],
    params: orgRole,
    body: RoleInputSchema,
    response: RoleSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/orgs/:orgId/roles/:roleId',
    auth: 'user',
    summary: 'Delete a role with its permissions (owner)',
    tags: ['roles'],
    params: orgRole,
    response: z.null(),
  }),
  setMembers: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/roles/:roleId/members',
    auth: 'user',
    summary: "Set a role's members (owner)",
    tags: ['roles'],
    params: orgRole,
    body: RoleMembersSchema,
    response: RoleSchema,
  }),
};
