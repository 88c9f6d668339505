import { jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { createHmac, webcrypto } from 'node:crypto';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface SessionTokenOptions {
  /** How many verified tokens, and how many sessions' latest tokens, are kept in memory (each). */
  cacheSize?: number;
}

/** A token known to be genuine (verified once, or signed here) and when it expires (seconds since 1970). */
interface KnownToken extends TokenClaims {
  exp: number;
}

const DEFAULT_CACHE_SIZE = 10_000;

const epochSeconds = (): number => Math.floor(Date.now() / 1000);

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

/**
 * Signed session tokens (HS256). A token names its session; the session row decides whether it is still
 * valid, so logout and a password change end tokens before they expire. Expiry = the session timeout,
 * renewed on every authenticated answer (sliding session).
 *
 * Verification (jose) runs HMAC through WebCrypto, a hop to libuv's thread pool and back per token: a token
 * string verified once (or signed here) is known genuine, and only its expiry is checked again, the same way
 * jose checks it; the session behind it is still checked on every request (authService.authenticate).
 * Signing is a synchronous HMAC (node:crypto) of the JWS jose would write for the same claims, byte for byte.
 * iat and exp are whole seconds, so a session's token signed within the same second is the same token, and
 * the last one is reused for that second.
 */
export function createSessionTokens(secret: string, timeoutMin: number, { cacheSize = DEFAULT_CACHE_SIZE }: SessionTokenOptions = {}) {
  // Imported once: given the raw secret, jose imports a key on every call (a third of its time per token).
  const key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const known = new LRUCache<string, KnownToken>({ max: cacheSize });
  const latest = new LRUCache<string, { iat: number; token: string }>({ max: cacheSize });

  function sign({ userId, sessionId }: TokenClaims): Promise<string> {
    const iat = epochSeconds();
    const session = `${userId}\n${sessionId}`;
    const last = latest.get(session);
    if (last?.iat === iat) return Promise.resolve(last.token);
    const exp = iat + timeoutMin * 60;
    // The claims in the order jose's SignJWT({ sid }).setSubject().setIssuedAt().setExpirationTime() writes them.
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify({ sid: sessionId, sub: userId, iat, exp })).toString('base64url')}`;
    const token = `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
    latest.set(session, { iat, token });
    known.set(token, { userId, sessionId, exp });
    return Promise.resolve(token);
  }

  return {
    timeoutMin,
    sign,

    /** The claims of a valid, unexpired token; undefined for anything else, a token without a numeric expiry included. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      const remembered = known.get(token);
      if (remembered) {
        // jose's rule: expired when exp <= now, in whole seconds.
        if (remembered.exp > epochSeconds()) return { userId: remembered.userId, sessionId: remembered.sessionId };
        known.delete(token);
        return undefined;
      }
      try {
        // jose accepts a token without "exp" unless told to require it (it refuses a non-numeric one itself).
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return undefined;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        // Only what jose can tell again from the clock alone is remembered: an expiry and no "not before".
        if (payload.nbf === undefined) known.set(token, { ...claims, exp: payload.exp });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

export type SessionTokens = ReturnType<typeof createSessionTokens>;

/** `Bearer <token>` → token; a bare token is accepted too. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (match) return match[1];
  return /^\S+$/.test(header.trim()) ? header.trim() : undefined;
}
