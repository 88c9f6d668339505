import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, keyBytes } from './secretBox';

describe('secret box (AES-256-GCM)', () => {
  const key = randomBytes(32).toString('base64');

  it('round-trips, with a fresh IV each time', () => {
    const box = createSecretBox(key);
    const a = box.seal('p@ssw0rd');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('p@ssw0rd');
    expect(box.seal('p@ssw0rd')).not.toBe(a);
    expect(box.open(a)).toBe('p@ssw0rd');
  });

  it('refuses another key or a changed value', () => {
    const sealed = createSecretBox(key).seal('secret');
    expect(() => createSecretBox(randomBytes(32).toString('hex')).open(sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(() => createSecretBox(key).open(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('reads keys as base64, base64url or hex, 32 bytes only', () => {
    const bytes = randomBytes(32);
    expect(keyBytes(bytes.toString('base64')).equals(bytes)).toBe(true);
    expect(keyBytes(bytes.toString('base64url')).equals(bytes)).toBe(true);
    expect(keyBytes(bytes.toString('hex')).equals(bytes)).toBe(true);
    expect(() => keyBytes(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });
});
