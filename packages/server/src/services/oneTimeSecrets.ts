import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable secret for links and login codes (256 bits, URL-safe). */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/** Stored instead of the secret, so that a copy of the database opens no account. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

export const secretMatches = (secret: string, storedHash: string): boolean => {
  const actual = Buffer.from(hashSecret(secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/** Letters and digits a person reads and types without confusion (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const randomCode = (length: number): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Codes are case-insensitive and forgive surrounding spaces. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();
