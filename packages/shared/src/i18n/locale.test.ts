import { describe, expect, it } from 'vitest';
import { en } from './en';
import { defaultLocaleOf, localeFromAcceptLanguage } from './locale';
import { createTranslator, interpolate } from './translate';
import { zh } from './zh';

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('locale', () => {
  it('follows Accept-Language with quality values', () => {
    expect(localeFromAcceptLanguage('zh-CN')).toBe('zh');
    expect(localeFromAcceptLanguage('en-US')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, zh;q=0.8, en;q=0.5')).toBe('zh');
    expect(localeFromAcceptLanguage('en;q=0.4, zh-TW;q=0.9')).toBe('zh');
    expect(localeFromAcceptLanguage('de')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('defaults the UI to zh only for zh and zh-CN browsers (spec §9)', () => {
    expect(defaultLocaleOf('zh-CN')).toBe('zh');
    expect(defaultLocaleOf('zh')).toBe('zh');
    expect(defaultLocaleOf('zh-TW')).toBe('en');
    expect(defaultLocaleOf('en-GB')).toBe('en');
    expect(defaultLocaleOf(undefined)).toBe('en');
  });

  it('has the same keys in every catalogue and no empty message', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(zh)) expect(createTranslator('zh')(key)).not.toBe('');
  });

  it('interpolates parameters and falls back to the key', () => {
    expect(interpolate('{{a}} and {{ b }}', { a: 1, b: 'x' })).toBe('1 and x');
    expect(createTranslator('en')('errors.notFound', { resource: 'user' })).toBe('The requested user does not exist');
    expect(createTranslator('zh')('no.such.key')).toBe('no.such.key');
  });
});
