import { AppError } from '@redbi/shared/errors';
import type { ChangePasswordParams, ProfileUpdate } from '@redbi/shared/domain';
import type { UserRow } from '../repositories/userRepository';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { AvatarService } from './avatarService';
import { isoNow, type ServiceContext, type Session } from './serviceContext';

export function createProfileService(ctx: ServiceContext, avatars: AvatarService) {
  return {
    /** A new avatar for the user; the previous image is removed. Returns the new file name. */
    async setAvatar(userId: string, bytes: Uint8Array): Promise<string> {
      const fileName = await avatars.store(bytes);
      const previous = (await ctx.store.users.getById(userId)).avatar;
      await ctx.store.users.update(userId, { avatar: fileName, updated_at: isoNow(ctx) });
      await avatars.remove(previous);
      return fileName;
    },

    update: (userId: string, changes: ProfileUpdate): Promise<UserRow> =>
      ctx.store.users.update(userId, { ...changes, updated_at: isoNow(ctx) }),

    /**
     * Every session of the user ends, this one included; the caller gets a new session so that the browser
     * that changed the password stays logged in while all older tokens stop working.
     */
    async changePassword(session: Session, params: ChangePasswordParams): Promise<{ token: string }> {
      const user = await ctx.store.users.getById(session.user.id);
      if (!(await verifyPassword(user.password_hash, params.oldPassword))) throw new AppError('WRONG_OLD_PASSWORD');
      const passwordHash = await hashPassword(params.newPassword);
      const sessionId = ctx.newId();
      const now = isoNow(ctx);
      await ctx.store.transaction(async (repos) => {
        await repos.users.update(user.id, { password_hash: passwordHash, updated_at: now });
        await repos.sessions.revokeAllOfUser(user.id, now);
        await repos.sessions.insert({ id: sessionId, user_id: user.id, created_at: now });
      });
      return { token: await ctx.tokens.sign({ userId: user.id, sessionId }) };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
