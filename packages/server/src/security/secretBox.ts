import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** 32 bytes from a key written as base64 (url-safe or not) or hex. */
export function keyBytes(key: string): Buffer {
  const bytes = /^[0-9a-fA-F]{64}$/.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (bytes.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return bytes;
}

/**
 * AES-256-GCM for secrets at rest (source passwords). A sealed value is "v1:" + base64(iv | tag | ciphertext):
 * authenticated, so a changed value or another key fails to open instead of yielding garbage.
 */
export function createSecretBox(key: string) {
  const secret = keyBytes(key);
  return {
    seal(plain: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed: string): string {
      if (!sealed.startsWith('v1:')) throw new Error('Not a sealed secret');
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
