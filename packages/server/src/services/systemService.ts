import { sql } from 'kysely';
import { AppError } from '@redbi/shared/errors';
import type { SetupParams, SysInfo } from '@redbi/shared/domain';
import type { Locale } from '@redbi/shared/i18n';
import { whenUniqueViolated } from '../db/databaseErrors';
import { SYSTEM_KEYS } from '../repositories/systemRepository';
import type { UserRow } from '../repositories/userRepository';
import { hashPassword } from '../security/passwords';
import { createAccountCreation } from './accountCreation';
import type { AddSampleSource } from './sources/sampleSource';
import { isoNow, type ServiceContext } from './serviceContext';

declare const APP_VERSION: string | undefined;
export const appVersion = typeof APP_VERSION === 'string' ? APP_VERSION : '0.0.0-dev';

export function createSystemService(ctx: ServiceContext, addSampleSource: AddSampleSource) {
  const createAccount = createAccountCreation(ctx);
  const startedAt = ctx.now().getTime();
  // Once initialized a system never goes back, so a true answer can be remembered.
  let initialized = false;

  const isInitialized = async (): Promise<boolean> => {
    initialized ||= (await ctx.store.system.get(SYSTEM_KEYS.initializedAt)) !== undefined;
    return initialized;
  };

  return {
    isInitialized,

    /** For load balancers: answers only when the metadata store does. */
    async health() {
      try {
        await sql`select 1`.execute(ctx.store.db);
      } catch (error) {
        throw new AppError('UNAVAILABLE', { params: { reason: (error as Error).message } });
      }
      return { status: 'ok' as const, version: appVersion, uptimeSeconds: Math.round((ctx.now().getTime() - startedAt) / 1000) };
    },

    async info(): Promise<SysInfo> {
      return {
        initialized: await isInitialized(),
        tokenTimeout: ctx.config.tokenTimeoutMin,
        mailEnable: ctx.mailer.enabled,
        registerEnable: ctx.config.registration.enabled,
        version: appVersion,
        ...(ctx.config.issueTracker ? { issueTracker: ctx.config.issueTracker } : {}),
      };
    },

    /** First run: the first user and an organisation they own, in one transaction; refused afterwards. */
    async setup({ user }: SetupParams, locale: Locale): Promise<UserRow> {
      if (await isInitialized()) throw new AppError('ALREADY_INITIALIZED');
      const passwordHash = await hashPassword(user.password);
      const id = await whenUniqueViolated(
        () =>
          ctx.store.transaction(async (repos) => {
            // The flag's primary key makes a second, concurrent setup fail here and roll back.
            await repos.system.insert(SYSTEM_KEYS.initializedAt, isoNow(ctx));
            return createAccount(
              repos,
              { username: user.username, email: user.email, passwordHash, name: user.name, active: true, locale },
              { personalOrg: true },
            );
          }),
        () => new AppError('ALREADY_INITIALIZED'),
      );
      initialized = true;
      const owner = await ctx.store.users.getById(id);
      // The embedded default has data to chart at once; a sample that fails to load does not fail setup.
      if (owner.current_org_id) {
        await addSampleSource(owner.current_org_id, id).catch((error: unknown) => ctx.log.warn({ err: error }, 'the sample source could not be created'));
      }
      return owner;
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
