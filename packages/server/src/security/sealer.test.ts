import { EncryptJWT } from 'jose';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer } from './sealer';

describe('sealer', () => {
  const sealer = createSealer('x'.repeat(40), 'test');

  it('round-trips a payload that cannot be read from the sealed value', async () => {
    const sealed = await sealer.seal({ codeVerifier: 'very-secret-verifier' }, 60);
    expect(sealed).not.toContain('very-secret-verifier');
    expect(Buffer.from(sealed.split('.').join(''), 'base64url').toString()).not.toContain('very-secret');
    expect(await sealer.open(sealed)).toMatchObject({ codeVerifier: 'very-secret-verifier' });
  });

  it('refuses a value sealed for another purpose, tampered with, or expired', async () => {
    const sealed = await sealer.seal({ a: 1 }, 60);
    expect(await createSealer('x'.repeat(40), 'other').open(sealed)).toBeUndefined();
    expect(await sealer.open(`${sealed.slice(0, -3)}AAA`)).toBeUndefined();
    expect(await sealer.open(await sealer.seal({ a: 1 }, -1))).toBeUndefined();
    expect(await sealer.open('garbage')).toBeUndefined();
  });

  it('derives a sealer for another purpose of the same secret', async () => {
    const shares = sealer.forPurpose('share-session');
    const sealed = await shares.seal({ a: 1 }, 60);
    expect(await createSealer('x'.repeat(40), 'share-session').open(sealed)).toMatchObject({ a: 1 });
    expect(await sealer.open(sealed)).toBeUndefined();
    expect(await shares.open(await sealer.seal({ a: 1 }, 60))).toBeUndefined();
  });

  it('refuses a value sealed with the right key but without an expiry', async () => {
    const key = createHash('sha256').update(`test:${'x'.repeat(40)}`).digest();
    const forever = await new EncryptJWT({ a: 1 }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt().encrypt(key);
    expect(await sealer.open(forever)).toBeUndefined();
    const expiring = await new EncryptJWT({ a: 1 }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setExpirationTime('1m').encrypt(key);
    expect(await sealer.open(expiring)).toMatchObject({ a: 1 });
  });
});
