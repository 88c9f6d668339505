import { z } from 'zod';
import { idField, VariableInputSchema, VariableSchema } from '../../domain';
import { defineRoute } from '../defineRoute';

const org = z.object({ orgId: idField() });
const variable = z.object({ orgId: idField(), variableId: idField() });

/**
 * Public variables (Settings → public variables): variables of the organisation that every view knows. Members
 * see them without their values per subject; owners manage them.
 */
export const variableRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/orgs/:orgId/variables',
    auth: 'user',
    summary: "The organisation's public variables (values per subject for owners)",
    tags: ['variables'],
    params: org,
    response: z.array(VariableSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/orgs/:orgId/variables',
    auth: 'user',
    summary: 'Create a public variable (owner)',
    tags: ['variables'],
    params: org,
    body: VariableInputSchema,
    response: VariableSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/orgs/:orgId/variables/:variableId',
    auth: 'user',
    summary: 'Change a public variable and its values per subject (owner)',
    tags: ['variables'],
    params: variable,
    body: VariableInputSchema,
    response: VariableSchema,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/orgs/:orgId/variables/:variableId',
    auth: 'user',
    summary: 'Delete a public variable (owner)',
    tags: ['variables'],
    params: variable,
    response: z.null(),
  }),
};
