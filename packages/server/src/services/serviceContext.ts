import type { Config } from '../config/loadConfig';
import type { Store } from '../repositories';
import type { UserRow } from '../repositories/userRepository';
import type { SessionTokens } from '../security/sessionTokens';

/** What every use case may touch; built once by the composition root (app.ts). */
export interface ServiceContext {
  config: Config;
  store: Store;
  tokens: SessionTokens;
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
