import { randomBytes, randomUUID } from 'node:crypto';
import pino from 'pino';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/loadConfig';
import { createDatabase, type MetadataDb } from '../db/createDatabase';
import { createStore, type Store } from '../repositories';
import { hashPassword } from '../security/passwords';
import { createSealer } from '../security/sealer';
import { createSessionTokens } from '../security/sessionTokens';
import { connectors, createSourcePools } from '../connectors';
import { createMailer } from '../delivery/mail/mailer';
import { createSecretBox } from '../security/secretBox';
import { createJobRunner } from '../jobs/createJobRunner';
import { createJobRepository } from '../repositories/jobRepository';
import { createAuthService } from './authService';
import { createPublicLinks } from './publicLinks';

describe('sessions over time', () => {
  let dir: string;
  let metadata: MetadataDb;
  let store: Store;
  let clock = new Date('2026-01-01T00:00:00Z');
  let auth: ReturnType<typeof createAuthService>;
  const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);
  const lastSeenOf = async (id: string) =>
    (await store.db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirst())?.last_seen_at;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'redbi-sessions-'));
    const config = loadConfig({ DATA_DIR: dir, TOKEN_TIMEOUT_MIN: '30' });
    metadata = await createDatabase(config.database);
    store = createStore(metadata.db);
    auth = createAuthService({
      config,
      store,
      tokens: createSessionTokens('s'.repeat(40), 30),
      mailer: createMailer(undefined),
      sealer: createSealer('s'.repeat(40), 'test'),
      secrets: createSecretBox(randomBytes(32).toString('base64')),
      connectors,
      sourcePools: createSourcePools(),
      log: pino({ level: 'silent' }),
      links: createPublicLinks(config.publicUrl),
      jobs: createJobRunner(config, { jobs: createJobRepository(metadata.db), registry: new Map(), now: () => clock, newId: randomUUID, log: pino({ level: 'silent' }) }),
      now: () => clock,
      newId: randomUUID,
    });
    const at = clock.toISOString();
    await store.users.insert({ id: 'u1', username: 'ann', email: 'ann@example.com', password_hash: await hashPassword('secret1'), created_at: at, updated_at: at });
  });
  afterAll(async () => {
    await metadata.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('records a session\'s use at most once a minute', async () => {
    const { session } = await auth.login({ username: 'ann', password: 'secret1' }, 'en', '127.0.0.1');
    const created = clock.toISOString();
    clock = minutes(0.5);
    await auth.refresh((await auth.authenticate(await auth.refresh(session)))!);
    expect(await lastSeenOf(session.sessionId)).toBe(created);
    clock = minutes(1);
    await auth.refresh(session);
    expect(await lastSeenOf(session.sessionId)).toBe(clock.toISOString());
  });

  it('refuses a revoked session at once, though its token was just verified', async () => {
    const { session, token } = await auth.login({ username: 'ann', password: 'secret1' }, 'en', '127.0.0.1');
    expect(await auth.authenticate(token)).toMatchObject({ sessionId: session.sessionId });
    const refreshed = await auth.refresh(session);
    expect(await auth.authenticate(refreshed)).toMatchObject({ sessionId: session.sessionId });
    await auth.logout(session);
    expect(await auth.authenticate(token)).toBeUndefined();
    expect(await auth.authenticate(refreshed)).toBeUndefined();
  });

  it('forgets, at the next login, sessions idle or ended for longer than the timeout', async () => {
    const idle = (await auth.login({ username: 'ann', password: 'secret1' }, 'en', '127.0.0.1')).session;
    const ended = (await auth.login({ username: 'ann', password: 'secret1' }, 'en', '127.0.0.1')).session;
    await auth.logout(ended);
    clock = minutes(20);
    const recent = (await auth.login({ username: 'ann', password: 'secret1' }, 'en', '127.0.0.1')).session;
    clock = minutes(15);
    await auth.login({ username: 'ann', password: 'secret1' }, 'en', '127.0.0.1');
    const ids = (await store.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
    expect(ids).not.toContain(idle.sessionId);
    expect(ids).not.toContain(ended.sessionId);
    expect(ids).toContain(recent.sessionId);
  });
});
