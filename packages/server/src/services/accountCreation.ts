import type { Locale } from '@redbi/shared/i18n';
import type { Repositories } from '../repositories';
import { insertOwnedOrganization } from './ownedOrganization';
import { isoNow, type ServiceContext } from './serviceContext';

export interface NewAccount {
  username: string;
  email: string;
  passwordHash: string;
  name: string;
  active: boolean;
  locale: Locale;
}

/** The first free name among "<base>", "<base> (2)", "<base> (3)" … */
async function freeOrganizationName(repos: Repositories, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!(await repos.organizations.nameExists(name))) return name;
  }
}

/**
 * Inserts a user and, when asked, a personal organisation they own ("<username>'s Organization"), inside
 * the caller's transaction. Used by setup, registration and third-party sign-in.
 */
export function createAccountCreation(ctx: ServiceContext) {
  return async (repos: Repositories, account: NewAccount, options: { personalOrg: boolean }): Promise<string> => {
    const id = ctx.newId();
    const now = isoNow(ctx);
    await repos.users.insert({
      id,
      username: account.username,
      email: account.email,
      password_hash: account.passwordHash,
      name: account.name,
      active: account.active ? 1 : 0,
      locale: account.locale,
      created_at: now,
      updated_at: now,
    });
    if (options.personalOrg) {
      const name = await freeOrganizationName(repos, `${account.username}'s Organization`);
      const org = await insertOwnedOrganization(ctx, repos, id, { name, description: '' });
      await repos.users.update(id, { current_org_id: org.id });
    }
    return id;
  };
}
