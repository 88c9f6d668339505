import { z } from 'zod';
import {
  AbilitiesSchema,
  idField,
  PermissionChangesSchema,
  ResourceNodeSchema,
  ResourcePermissionsSchema,
  ResourceQuerySchema,
  ResourceTypeQuerySchema,
  SubjectPermissionsSchema,
  SubjectQuerySchema,
} from '../../domain';
import { defineRoute } from '../defineRoute';

const org = z.object({ orgId: idField() });

/** Module switches and resource privileges per subject (spec §6), by subject or by resource. */
export const permissionRoutes = {
  abilities: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/abilities',
    auth: 'user',
    summary: 'What the caller may do in the organisation (any member); the UI shows and hides by it',
    tags: ['permissions'],
    params: org,
    response: AbilitiesSchema,
  }),
  bySubject: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/permissions/subject',
    auth: 'user',
    summary: 'Module switches and grants of one role or user (owner)',
    tags: ['permissions'],
    params: org,
    query: SubjectQuerySchema,
    response: SubjectPermissionsSchema,
  }),
  change: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/permissions/grant',
    auth: 'user',
    summary: 'Change module switches and grants of one role or user, in one transaction (owner)',
    tags: ['permissions'],
    params: org,
    body: PermissionChangesSchema,
    response: SubjectPermissionsSchema,
  }),
  byResource: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/permissions/resource',
    auth: 'user',
    summary: 'Who holds what on one resource, and where it comes from (owner)',
    tags: ['permissions'],
    params: org,
    query: ResourceQuerySchema,
    response: ResourcePermissionsSchema,
  }),
  resources: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/permissions/resources',
    auth: 'user',
    summary: 'The tree of one resource type, to grant on it (owner)',
    tags: ['permissions'],
    params: org,
    query: ResourceTypeQuerySchema,
    response: z.array(ResourceNodeSchema),
  }),
};
