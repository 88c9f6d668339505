import type { Config } from '../config/loadConfig';
import type { Mailer } from '../delivery/mail/mailer';
import type { Store } from '../repositories';
import type { UserRow } from '../repositories/userRepository';
import type { Sealer } from '../security/sealer';
import type { SessionTokens } from '../security/sessionTokens';
import type { PublicLinks } from './publicLinks';

/** What every use case may touch; built once by the composition root (app.ts). */
export interface ServiceContext {
  config: Config;
  store: Store;
  tokens: SessionTokens;
  mailer: Mailer;
  /** Encrypts what the browser keeps for us between two requests. */
  sealer: Sealer;
  links: PublicLinks;
  now: () => Date;
  newId: () => string;
}

/** The caller of an authenticated request. */
export interface Session {
  sessionId: string;
  user: UserRow;
  /** When the session was last recorded as in use (ISO). */
  lastSeenAt: string;
}

export const isoNow = (ctx: Pick<ServiceContext, 'now'>): string => ctx.now().toISOString();
