import { formatNumber, type FormatLocale } from '../format/numberFormat';

/** A share (0.1234) as a percentage with one decimal: '12.3%'. */
export const shareText = (share: number, locale: FormatLocale): string => formatNumber(share, { kind: 'percentage', decimals: 1 }, locale);
