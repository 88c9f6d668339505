import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@redbi/shared/domain';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random bytes of a share token: 256 bits (the issue asks for at least 128). */
export const SHARE_TOKEN_BYTES = 32;

/** A new share token: 32 random bytes, base64url (43 characters). Shown once; only its hash is stored. */
export const newShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

/** What is stored of a token: its SHA-256 in hex (a token this long needs no salt nor slow hash). */
export const hashShareToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new access code: SHARE_CODE_LENGTH characters drawn uniformly from SHARE_CODE_ALPHABET (crypto.randomInt). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

/** A typed code as compared: without spaces, upper case (codes have no lower-case letters). */
export const normalizeShareCode = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/**
 * Whether the typed code is the share's, in time that does not depend on where they differ: both sides are
 * hashed first, so the compared buffers always have the same length (timingSafeEqual needs it) and the
 * length of the right code does not leak either.
 */
export function sameShareCode(typed: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(normalizeShareCode(typed)), digest(expected));
}
