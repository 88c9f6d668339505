import { describe, expect, it } from 'vitest';
import { catalogues } from '@redbi/shared/i18n';
import { webEn } from './en';
import { webZh } from './zh';

const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('web catalogues', () => {
  it('have the same keys in English and Chinese, none empty', () => {
    expect(keysOf(webZh).sort()).toEqual(keysOf(webEn).sort());
    for (const catalogue of [webEn, webZh]) {
      for (const key of keysOf(catalogue)) expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue)).not.toBe('');
    }
  });

  it('do not override a shared section', () => {
    const shared = Object.keys(catalogues.en);
    expect(Object.keys(webEn).filter((section) => shared.includes(section))).toEqual([]);
  });
});
