import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import { createHash } from 'node:crypto';

/**
 * Data handed to the browser to bring back later (e.g. the OAuth2 sign-in in progress): encrypted and
 * authenticated (JWE, A256GCM), so the browser can neither read nor change it, and it expires.
 */
export function createSealer(secret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  return {
    seal: (payload: JWTPayload, ttlSeconds: number): Promise<string> =>
      new EncryptJWT(payload).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt().setExpirationTime(`${ttlSeconds}s`).encrypt(key),

    /** The payload, or undefined when the value is forged, damaged, expired or has no expiry. */
    async open(sealed: string): Promise<JWTPayload | undefined> {
      try {
        return (await jwtDecrypt(sealed, key, { requiredClaims: ['exp'] })).payload;
      } catch {
        return undefined;
      }
    },
  };
}

export type Sealer = ReturnType<typeof createSealer>;
