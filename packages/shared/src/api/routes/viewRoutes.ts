import { z } from 'zod';
import {
  idField,
  NewViewSchema,
  TreeMoveSchema,
  TreeRestoreSchema,
  ViewDataPermissionsSchema,
  ViewDataPermissionsUpdateSchema,
  ViewNodeSchema,
  ViewSchema,
  ViewUpdateSchema,
} from '../../domain';
import { defineRoute } from '../defineRoute';

const org = z.object({ orgId: idField() });
const view = z.object({ orgId: idField(), viewId: idField() });

/**
 * Views and their folders (spec §2, §3): privileges Access (query the view, build charts on it) and Manage
 * (edit, move, delete), on the view or inherited from its folders. Creating needs Manage on the target folder
 * and Access on the source.
 */
export const viewRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/views',
    auth: 'user',
    summary: 'The views and folders the caller may access, with their privileges',
    tags: ['views'],
    params: org,
    response: z.array(ViewNodeSchema),
  }),
  archived: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/views/archived',
    auth: 'user',
    summary: 'The recycle bin: archived views the caller may manage',
    tags: ['views'],
    params: org,
    response: z.array(ViewNodeSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/views/:viewId',
    auth: 'user',
    summary: 'One view (Access): model, settings and variables; the SQL, values per subject and column permissions with Manage',
    tags: ['views'],
    params: view,
    response: ViewSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/views',
    auth: 'user',
    summary: 'Create a view or a folder (Manage on the target folder, Access on the source); the creator gets Manage on it',
    tags: ['views'],
    params: org,
    body: NewViewSchema,
    response: ViewSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/views/:viewId',
    auth: 'user',
    summary: 'Save a view or rename a folder (Manage); what is left out stays as it is',
    tags: ['views'],
    params: view,
    body: ViewUpdateSchema,
    response: ViewSchema,
  }),
  move: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/views/:viewId/move',
    auth: 'user',
    summary: 'Move in the tree: new parent and index (Manage on it and on the target folder)',
    tags: ['views'],
    params: view,
    body: TreeMoveSchema,
    response: ViewNodeSchema,
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/views/:viewId/archive',
    auth: 'user',
    summary: 'Move to the recycle bin (Manage)',
    tags: ['views'],
    params: view,
    response: z.null(),
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/views/:viewId/restore',
    auth: 'user',
    summary: 'Bring back from the recycle bin, to its folder or to the given one (Manage)',
    tags: ['views'],
    params: view,
    body: TreeRestoreSchema,
    response: ViewNodeSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/orgs/:orgId/views/:viewId',
    auth: 'user',
    summary: 'Delete for good (Manage); refused while charts use the view, or for a folder that is not empty',
    tags: ['views'],
    params: view,
    response: z.null(),
  }),
  dataPermissions: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/views/:viewId/data-permissions',
    auth: 'user',
    summary: "Row and column permissions: the view's variables with their values per subject, and column permissions (Manage)",
    tags: ['views', 'permissions'],
    params: view,
    response: ViewDataPermissionsSchema,
  }),
  setDataPermissions: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/views/:viewId/data-permissions',
    auth: 'user',
    summary: "Replace the values per subject of the view's variables given, and its column permissions (Manage)",
    tags: ['views', 'permissions'],
    params: view,
    body: ViewDataPermissionsUpdateSchema,
    response: ViewDataPermissionsSchema,
  }),
};
