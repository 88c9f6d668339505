import { z } from 'zod';
import { idField, NewStoryboardSchema, StoryboardNodeSchema, StoryboardSchema, StoryboardUpdateSchema } from '../../domain';
import { defineRoute } from '../defineRoute';

const org = z.object({ orgId: idField() });
const storyboard = z.object({ orgId: idField(), storyboardId: idField() });

/**
 * Storyboards (spec §2, §3, §6): pages of dashboards and charts played one after the other, a flat list per
 * organisation with the privileges View, Share and Manage (resource type 'storyboard', granted on one
 * storyboard or on all of them). Statuses and actions as the vizs' (spec §4): publish, unpublish, archive,
 * restore, delete; an unpublished storyboard is seen only by those who manage it.
 */
export const storyboardRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/storyboards',
    auth: 'user',
    summary: 'The storyboards the caller may see, with status, page count and privileges',
    tags: ['storyboards'],
    params: org,
    response: z.array(StoryboardNodeSchema),
  }),
  archived: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/storyboards/archived',
    auth: 'user',
    summary: 'The recycle bin: archived storyboards the caller may manage',
    tags: ['storyboards'],
    params: org,
    response: z.array(StoryboardNodeSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/storyboards',
    auth: 'user',
    summary: 'Save a new storyboard (save mode add or saveAs): Manage on all storyboards, View on each page’s dashboard or chart; the creator gets Manage on it',
    tags: ['storyboards'],
    params: org,
    body: NewStoryboardSchema,
    response: StoryboardSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/storyboards/:storyboardId',
    auth: 'user',
    summary: 'One storyboard (View): its pages, the page targets the caller may view, status and privileges',
    tags: ['storyboards'],
    params: storyboard,
    response: StoryboardSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/storyboards/:storyboardId',
    auth: 'user',
    summary: 'Save a storyboard (save mode edit): Manage on it, View on each page’s dashboard or chart newly shown',
    tags: ['storyboards'],
    params: storyboard,
    body: StoryboardUpdateSchema,
    response: StoryboardSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/storyboards/:storyboardId/publish',
    auth: 'user',
    summary: 'Publish a storyboard (Manage): unpublished → published',
    tags: ['storyboards'],
    params: storyboard,
    response: StoryboardNodeSchema,
  }),
  unpublish: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/storyboards/:storyboardId/unpublish',
    auth: 'user',
    summary: 'Unpublish a storyboard (Manage): published → unpublished',
    tags: ['storyboards'],
    params: storyboard,
    response: StoryboardNodeSchema,
  }),
  archive: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/storyboards/:storyboardId/archive',
    auth: 'user',
    summary: 'Move a storyboard to the recycle bin (Manage)',
    tags: ['storyboards'],
    params: storyboard,
    response: z.null(),
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/storyboards/:storyboardId/restore',
    auth: 'user',
    summary: 'Bring a storyboard back from the recycle bin, at the end of the list (Manage)',
    tags: ['storyboards'],
    params: storyboard,
    response: StoryboardNodeSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/orgs/:orgId/storyboards/:storyboardId',
    auth: 'user',
    summary: 'Delete a storyboard for good, archived or not (Manage); its grants go with it',
    tags: ['storyboards'],
    params: storyboard,
    response: z.null(),
  }),
};
