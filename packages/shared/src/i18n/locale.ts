import { en, type Catalogue } from './en';
import { zh } from './zh';

export const locales = ['en', 'zh'] as const;
export type Locale = (typeof locales)[number];

export const catalogues: Record<Locale, Catalogue> = { en, zh };

/** The value of the Accept-Language header the web client sends for each locale (spec §7). */
export const acceptLanguageOf: Record<Locale, string> = { en: 'en-US', zh: 'zh-CN' };

/** Picks the first supported language of an Accept-Language header; English when none is. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

/** Default UI language of the spec §9: zh when the browser language is zh or zh-CN, else en. */
export function defaultLocaleOf(browserLanguage: string | undefined): Locale {
  const tag = (browserLanguage ?? '').toLowerCase();
  return tag === 'zh' || tag === 'zh-cn' ? 'zh' : 'en';
}
