import { SignJWT, jwtVerify } from 'jose';

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
  const key = new TextEncoder().encode(secret);
  return {
    timeoutMin,
    sign: ({ userId, sessionId }: TokenClaims): Promise<string> =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${timeoutMin}m`)
        .sign(key),

    /** The claims of a valid, unexpired token; undefined for anything else. */
    async verify(token: string): Promise<TokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
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
