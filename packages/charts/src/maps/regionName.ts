/**
 * Region names as data writes them differ in case, spacing, accents and suffixes: 'United States',
 * 'united-states', '广东省' and '广东', 'Guangdong Province', 'Côte d’Ivoire'. Both the names of the tables
 * and the values of the rows go through this one function, so they meet in the same form.
 */
const chineseSuffixes = ['特别行政区', '自治区', '省', '市'];
const englishSuffixes = ['specialadministrativeregion', 'autonomousregion', 'municipality', 'province', 'sar', 'city'];

function withoutSuffix(text: string, suffixes: readonly string[], keep: number): string {
  const suffix = suffixes.find((candidate) => text.endsWith(candidate) && text.length - candidate.length >= keep);
  return suffix ? text.slice(0, -suffix.length) : text;
}

/** The form two spellings of one region share; '' for nothing to match. */
export function normalizeRegionName(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/^the\s+/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
  if (/\p{Script=Han}/u.test(text)) return withoutSuffix(text, chineseSuffixes, 2);
  return withoutSuffix(text, englishSuffixes, 3);
}
