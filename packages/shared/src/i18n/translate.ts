import type { Catalogue } from './en';
import { catalogues, type Locale } from './locale';

export type TranslateParams = Record<string, string | number | undefined>;
export type Translate = (key: string, params?: TranslateParams) => string;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` interpolation, the same syntax i18next uses on the web. */
export function interpolate(template: string, params: TranslateParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A translator for one locale; unknown keys fall back to English, then to the key itself. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => {
    const template = lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
    return interpolate(template, params);
  };
}
