import { SignJWT, jwtVerify } from 'jose';
import { webcrypto } from 'node:crypto';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * Signed session tokens (HS256). A token names its session; the session row decides whether it is still
 * valid, so logout and a password change end tokens before they expire. Expiry = the session timeout,
 * renewed on every authenticated answer (sliding session).
 */
export function createSessionTokens(secret: string, timeoutMin: number) {
  // Imported once: given the raw secret, jose imports a key on every call (a third of its time per token).
  const key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    timeoutMin,
    sign: async ({ userId, sessionId }: TokenClaims): Promise<string> =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${timeoutMin}m`)
        .sign(await key),

    /** The claims of a valid, unexpired token; undefined for anything else. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
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
