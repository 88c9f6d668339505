import { EncryptJWT, jwtDecrypt, type JWTPayload } from 'jose';
import { createHash } from 'node:crypto';

/**
 * Data handed to the browser to bring back later (e.g. the OAuth2 sign-in in progress): encrypted and
 * authenticated (JWE, A256GCM), so the browser can neither read nor change it, and it expires.
 */
export function createSealer(secret: string, purpose: string): Sealer {
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

    /** A sealer of the same secret for another purpose: what one seals, the other cannot open. */
    forPurpose: (other: string): Sealer => createSealer(secret, other),
  };
}

export interface Sealer {
  seal(payload: JWTPayload, ttlSeconds: number): Promise<string>;
  open(sealed: string): Promise<JWTPayload | undefined>;
  forPurpose(purpose: string): Sealer;
}
