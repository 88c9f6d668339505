import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@redbi/shared/domain';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashShareToken, newShareCode, newShareToken, sameShareCode } from './shareSecrets';

describe('share tokens', () => {
  it('carry 256 random bits, base64url', () => {
    const token = newShareToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newShareToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 in hex', () => {
    const token = newShareToken();
    expect(hashShareToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashShareToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('share access codes', () => {
  it('have the length and alphabet of the contract, without I and O', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const code = newShareCode();
      expect(code).toHaveLength(SHARE_CODE_LENGTH);
      for (const char of code) {
        expect(SHARE_CODE_ALPHABET).toContain(char);
        seen.add(char);
      }
    }
    expect(seen.has('I') || seen.has('O')).toBe(false);
    // 2400 draws from 34 characters: every one of them comes up.
    expect(seen.size).toBe(SHARE_CODE_ALPHABET.length);
  });

  it('compare typed codes whatever their case, spaces or length', () => {
    expect(sameShareCode('ab12 cd34', 'AB12CD34')).toBe(true);
    expect(sameShareCode('AB12CD35', 'AB12CD34')).toBe(false);
    expect(sameShareCode('AB12', 'AB12CD34')).toBe(false);
    expect(sameShareCode('', 'AB12CD34')).toBe(false);
    expect(sameShareCode('AB12CD34AB12CD34', 'AB12CD34')).toBe(false);
  });
});
