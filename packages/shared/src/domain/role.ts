import { z } from 'zod';
import { descriptionText, idField, requiredText } from './fields';

/** A role groups members of one organisation (spec §3 Role). */
export const RoleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    memberIds: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'Role' });
export type Role = z.infer<typeof RoleSchema>;

export const RoleInputSchema = z.object({
  name: requiredText(),
  description: descriptionText().default(''),
});
export type RoleInput = z.input<typeof RoleInputSchema>;

export const RoleMembersSchema = z.object({ userIds: z.array(idField()).max(10_000) });
export type RoleMembers = z.infer<typeof RoleMembersSchema>;
