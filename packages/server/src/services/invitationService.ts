import { ACTIVATION_LINK_HOURS, type InvitationInfo, type InvitationResult } from '@redbi/shared/domain';
import { AppError } from '@redbi/shared/errors';
import type { Locale } from '@redbi/shared/i18n';
import { invitationMail } from '../delivery/mail/mailTemplates';
import type { MemberOrganizationRow } from '../repositories/organizationRepository';
import type { AccessService } from './access/accessService';
import { hashSecret, randomSecret } from './oneTimeSecrets';
import { mailLocaleOf } from './registrationService';
import { isoNow, type ServiceContext, type Session } from './serviceContext';

/** Invitations by e-mail: valid 48 hours, accepted by the user whose address they were sent to. */
export function createInvitationService(ctx: ServiceContext, access: AccessService) {
  async function pending(token: string) {
    const invitation = await ctx.store.invitations.findByTokenHash(hashSecret(token));
    if (!invitation || invitation.accepted_at !== null || invitation.expires_at <= isoNow(ctx)) return undefined;
    return invitation;
  }

  return {
    async invite(orgId: string, userId: string, emails: readonly string[], locale: Locale): Promise<InvitationResult> {
      await access.owner(orgId, userId);
      if (!ctx.mailer.enabled) throw new AppError('MAIL_NOT_CONFIGURED');
      const [org, inviter, members] = await Promise.all([
        ctx.store.organizations.find(orgId),
        ctx.store.users.getById(userId),
        ctx.store.organizations.listMembers(orgId),
      ]);
      const memberEmails = new Set(members.map((member) => member.email.toLowerCase()));
      const unique = emails.filter((email, index) => emails.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index);
      const result: InvitationResult = { invited: [], alreadyMembers: [] };
      for (const email of unique) {
        if (memberEmails.has(email.toLowerCase())) {
          result.alreadyMembers.push(email);
          continue;
        }
        const token = randomSecret();
        const now = isoNow(ctx);
        await ctx.store.invitations.insert({
          id: ctx.newId(),
          org_id: orgId,
          email,
          token_hash: hashSecret(token),
          invited_by: userId,
          created_at: now,
          expires_at: new Date(ctx.now().getTime() + ACTIVATION_LINK_HOURS * 3_600_000).toISOString(),
          accepted_at: null,
        });
        const recipient = await ctx.store.users.findByLogin(email);
        const mailLocale = recipient ? mailLocaleOf(recipient) : locale;
        await ctx.mailer.send(invitationMail(mailLocale, email, inviter.name || inviter.username, org?.name ?? '', ctx.links.invitation(token)));
        result.invited.push(email);
      }
      return result;
    },

    /** What the confirm-invite page shows; the link itself is the credential. */
    async info(token: string): Promise<InvitationInfo> {
      const invitation = await ctx.store.invitations.findByTokenHash(hashSecret(token));
      const org = invitation && (await ctx.store.organizations.find(invitation.org_id));
      if (!invitation || !org) throw new AppError('INVITATION_INVALID');
      const inviter = invitation.invited_by ? await ctx.store.users.getById(invitation.invited_by).catch(() => undefined) : undefined;
      const status = invitation.accepted_at !== null ? 'accepted' : invitation.expires_at <= isoNow(ctx) ? 'expired' : 'pending';
      return { orgId: org.id, orgName: org.name, email: invitation.email, inviterName: inviter ? inviter.name || inviter.username : '', status };
    },

    /** Whether a registration comes with a valid invitation for its e-mail (then no personal organisation). */
    async invites(token: string, email: string): Promise<boolean> {
      const invitation = await pending(token);
      return invitation !== undefined && invitation.email.toLowerCase() === email.toLowerCase();
    },

    async confirm(token: string, session: Session): Promise<MemberOrganizationRow> {
      const invitation = await pending(token);
      if (!invitation) throw new AppError('INVITATION_INVALID');
      if (invitation.email.toLowerCase() !== session.user.email.toLowerCase()) {
        throw new AppError('INVITATION_OTHER_USER', { params: { email: invitation.email } });
      }
      const userId = session.user.id;
      const now = isoNow(ctx);
      await ctx.store.transaction(async (repos) => {
        if (!(await repos.invitations.accept(invitation.id, now))) throw new AppError('INVITATION_INVALID');
        if (!(await repos.organizations.isMember(invitation.org_id, userId))) {
          await repos.organizations.addMember({ org_id: invitation.org_id, user_id: userId, is_owner: 0, created_at: now });
        }
        await repos.users.update(userId, { current_org_id: invitation.org_id, updated_at: now });
      });
      const org = await ctx.store.organizations.find(invitation.org_id);
      if (!org) throw new AppError('INVITATION_INVALID');
      return { ...org, is_owner: (await access.member(invitation.org_id, userId)).isOwner ? 1 : 0 };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
