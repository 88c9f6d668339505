import { z } from 'zod';
import { descriptionText, idField, requiredText } from './fields';

export const OrganizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    avatar: z.string().nullable(),
    isOwner: z.boolean().meta({ description: 'Whether the current user owns the organization' }),
    refusePrivilegedSources: z.boolean().meta({
      description: 'Sources whose account may write or reach the database server (a superuser, FILE or SUPER …) cannot be saved',
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof OrganizationSchema>;

export const NewOrganizationSchema = z.object({
  name: requiredText(),
  description: descriptionText().optional().default(''),
});
export type NewOrganization = z.input<typeof NewOrganizationSchema>;

export const OrganizationUpdateSchema = NewOrganizationSchema.extend({ refusePrivilegedSources: z.boolean().optional() });
export type OrganizationUpdate = z.input<typeof OrganizationUpdateSchema>;

/** Deleting an organisation needs its name typed again (spec §5). */
export const OrganizationDeletionSchema = z.object({ name: requiredText() });

/** Per-user settings; for now the organization the user last worked in. */
export const UserSettingsSchema = z.object({ currentOrgId: z.string().nullable() }).meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UserSettingsUpdateSchema = z.object({ currentOrgId: idField() });
