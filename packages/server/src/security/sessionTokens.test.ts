import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { createSessionTokens, tokenFromHeader } from './sessionTokens';

const secret = 'x'.repeat(40);

describe('session tokens', () => {
  it('round-trips the user and the session', async () => {
    const tokens = createSessionTokens(secret, 30);
    const token = await tokens.sign({ userId: 'u1', sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', sessionId: 's1' });
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
