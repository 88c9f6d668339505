import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { createSessionTokens, tokenFromHeader } from './sessionTokens';

const secret = 'x'.repeat(40);

describe('session tokens', () => {
  it('round-trips the user and the session', async () => {
    const tokens = createSessionTokens(secret, 30);
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it("signs the very token jose's SignJWT writes for the same claims", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-01T12:00:00.700Z'));
      const iat = Math.floor(Date.now() / 1000);
      const token = await createSessionTokens(secret, 30).sign({ userId: 'u1', sessionId: 's1' });
      const jose = await new SignJWT({ sid: 's1' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuedAt(iat).setExpirationTime(iat + 30 * 60).sign(new TextEncoder().encode(secret));
      expect(token).toBe(jose);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses another secret, a tampered token, an expired one and alg none', async () => {
    const tokens = createSessionTokens(secret, 30);
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await createSessionTokens('y'.repeat(40), 30).verify(token)).toBeUndefined();
    expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeUndefined();
    const expired = await new SignJWT({ sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u1')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(expired)).toBeUndefined();
    const [, payload] = token.split('.');
    expect(await tokens.verify(`${btoa('{"alg":"none"}')}.${payload}.`)).toBeUndefined();
  });

  it('refuses a token signed with the right secret but without a numeric expiry', async () => {
    const tokens = createSessionTokens(secret, 30);
    const signWith = (claims: Record<string, unknown>) =>
      new SignJWT({ sid: 's1', ...claims }).setProtectedHeader({ alg: 'HS256' }).setSubject('u1').setIssuedAt().sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(await signWith({}))).toBeUndefined();
    expect(await tokens.verify(await signWith({ exp: String(Math.floor(Date.now() / 1000) + 600) }))).toBeUndefined();
    expect(await tokens.verify(await signWith({ exp: null }))).toBeUndefined();
    // The same token with an expiry passes: the refusal is for the missing claim, nothing else.
    expect(await tokens.verify(await signWith({ exp: Math.floor(Date.now() / 1000) + 600 }))).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  describe('remembered tokens', () => {
    const start = new Date('2026-03-01T12:00:00.250Z');
    const later = (ms: number) => new Date(start.getTime() + ms);
    const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number };
    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a remembered token once it expires, like jose', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const tokens = createSessionTokens(secret, 30);
      const signedHere = await tokens.sign({ userId: 'u1', sessionId: 's1' });
      // Signed by another instance (another server): verified by jose once, then remembered.
      const signedElsewhere = await createSessionTokens(secret, 30).sign({ userId: 'u2', sessionId: 's2' });
      expect(await tokens.verify(signedHere)).toEqual({ userId: 'u1', sessionId: 's1' });
      expect(await tokens.verify(signedElsewhere)).toEqual({ userId: 'u2', sessionId: 's2' });
      vi.setSystemTime(later(30 * 60_000 - 1_000));
      expect(await tokens.verify(signedHere)).toBeDefined();
      expect(await tokens.verify(signedElsewhere)).toBeDefined();
      vi.setSystemTime(later(30 * 60_000));
      expect(await tokens.verify(signedHere)).toBeUndefined();
      expect(await tokens.verify(signedElsewhere)).toBeUndefined();
      expect(await createSessionTokens(secret, 30).verify(signedHere)).toBeUndefined();
    });

    it('still refuses a tampered copy of a remembered token', async () => {
      const tokens = createSessionTokens(secret, 30);
      const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
      expect(await tokens.verify(token)).toBeDefined();
      expect(await tokens.verify(`${token.slice(0, -2)}xx`)).toBeUndefined();
      const [header, , signature] = token.split('.');
      const otherClaims = Buffer.from(JSON.stringify({ ...claimsOf(token), sub: 'admin' })).toString('base64url');
      expect(await tokens.verify(`${header}.${otherClaims}.${signature}`)).toBeUndefined();
    });

    it("gives a session's token of the same second again, and slides the expiry with the clock", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const tokens = createSessionTokens(secret, 30);
      const first = await tokens.sign({ userId: 'u1', sessionId: 's1' });
      vi.setSystemTime(later(500));
      expect(await tokens.sign({ userId: 'u1', sessionId: 's1' })).toBe(first);
      expect(await tokens.sign({ userId: 'u1', sessionId: 's2' })).not.toBe(first);
      const startSec = Math.floor(start.getTime() / 1000);
      expect(claimsOf(first)).toMatchObject({ iat: startSec, exp: startSec + 30 * 60 });
      vi.setSystemTime(later(10 * 60_000));
      const renewed = await tokens.sign({ userId: 'u1', sessionId: 's1' });
      expect(claimsOf(renewed)).toMatchObject({ iat: startSec + 600, exp: startSec + 600 + 30 * 60 });
      // The renewed token outlives the first one.
      vi.setSystemTime(later(35 * 60_000));
      expect(await tokens.verify(first)).toBeUndefined();
      expect(await tokens.verify(renewed)).toEqual({ userId: 'u1', sessionId: 's1' });
    });

    it('keeps at most cacheSize tokens', async () => {
      const tokens = createSessionTokens(secret, 30, { cacheSize: 2 });
      const signed = await Promise.all(['s1', 's2', 's3'].map((sessionId) => tokens.sign({ userId: 'u1', sessionId })));
      // The oldest is forgotten, then verified again (by jose) all the same.
      for (const token of signed) expect(await tokens.verify(token)).toBeDefined();
    });
  });

  it('reads the Authorization header', () => {
    expect(tokenFromHeader('Bearer abc.def')).toBe('abc.def');
    expect(tokenFromHeader('bearer abc')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('Basic a b')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
});

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const stored = await hashPassword('secret1');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'secret1')).toBe(true);
    expect(await verifyPassword(stored, 'secret2')).toBe(false);
    expect(await verifyPassword('not a hash', 'secret1')).toBe(false);
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
