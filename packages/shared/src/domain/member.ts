import { z } from 'zod';
import { descriptionText, emailField, idField, optionalText, passwordField, usernameField } from './fields';

export const RoleRefSchema = z.object({ id: z.string(), name: z.string() });

/** A user as a member of one organisation (spec §3 Member). */
export const MemberSchema = z
  .object({
    id: z.string().meta({ description: 'The user id' }),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    department: z.string(),
    description: z.string(),
    avatar: z.string().nullable(),
    isOwner: z.boolean(),
    roles: z.array(RoleRefSchema),
    joinedAt: z.string(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof MemberSchema>;

const idList = () => z.array(idField()).max(1000);

/** Create a member directly: an active account in this organisation, with roles. */
export const NewMemberSchema = z.object({
  username: usernameField(),
  email: emailField(),
  password: passwordField(),
  name: optionalText().default(''),
  description: descriptionText().default(''),
  roleIds: idList().default([]),
});
export type NewMember = z.input<typeof NewMemberSchema>;

export const MemberRolesSchema = z.object({ roleIds: idList() });
export type MemberRoles = z.infer<typeof MemberRolesSchema>;

/** Invite by e-mail, several addresses at once; a bad one refuses the whole list ('Invalid email addresses'). */
export const InviteSchema = z
  .object({ emails: z.array(z.string().trim()).min(1).max(100) })
  .superRefine((value, context) => {
    if (value.emails.some((email) => !emailField().safeParse(email).success)) {
      context.addIssue({ code: 'custom', message: 'validation.emails', path: ['emails'] });
    }
  });
export type InviteParams = z.infer<typeof InviteSchema>;

export const InvitationResultSchema = z
  .object({
    invited: z.array(z.string()).meta({ description: 'Addresses an invitation was mailed to' }),
    alreadyMembers: z.array(z.string()).meta({ description: 'Addresses of users who are members already' }),
  })
  .meta({ id: 'InvitationResult' });
export type InvitationResult = z.infer<typeof InvitationResultSchema>;

export const invitationStatuses = ['pending', 'accepted', 'expired'] as const;

/** What the confirm-invite page shows before (and without) logging in. */
export const InvitationInfoSchema = z
  .object({
    orgId: z.string(),
    orgName: z.string(),
    email: z.string(),
    inviterName: z.string(),
    status: z.enum(invitationStatuses),
  })
  .meta({ id: 'InvitationInfo' });
export type InvitationInfo = z.infer<typeof InvitationInfoSchema>;

export const InvitationTokenSchema = z.object({ token: z.string().trim().min(1, { abort: true }).max(512) });

export const UserSearchQuerySchema = z.object({ keyword: z.string().trim().min(1, { abort: true }).max(255) });

export const UserSearchResultSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    isMember: z.boolean(),
  })
  .meta({ id: 'UserSearchResult' });
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;
