import type { NumberFormat } from '@redbi/shared/domain';

/**
 * A chart's formats as Excel number formats, so a workbook keeps numbers and dates as values (they sum,
 * sort and filter in Excel) that read as the chart shows them. What Excel cannot say (万 and 亿 units, week
 * and quarter tokens) falls back: the number unscaled, the date written as text by the chart's formatter.
 */

/** Text Excel shows as is: quoted, without quotes of its own. */
const literal = (text: string | undefined): string => (text ? `"${text.replace(/"/g, '')}"` : '');

const CURRENCY_SYMBOLS: Record<string, string> = { USD: '$', CNY: '¥', EUR: '€', GBP: '£', JPY: '¥', HKD: 'HK$' };

/** Thousand (K), million (M) and billion (B): each trailing comma divides by 1,000. */
const SCALES: Partial<Record<NonNullable<NumberFormat['unit']>, string>> = { K: ',"K"', M: ',,"M"', B: ',,,"B"' };

function digits(decimals: number | undefined, fallback: number): string {
  const count = decimals ?? fallback;
  return count > 0 ? `.${'0'.repeat(count)}` : '';
}

/** The Excel format of a number format; undefined: Excel's General (what the default rule writes). */
export function excelNumberFormat(format: NumberFormat | undefined, locale: 'en' | 'zh'): string | undefined {
  if (!format) return undefined;
  const integer = format.thousands === false ? '0' : '#,##0';
  const scale = format.unit ? (SCALES[format.unit] ?? '') : '';
  let body: string;
  switch (format.kind) {
    case 'percentage':
      body = `0${digits(format.decimals, 0)}%`;
      break;
    case 'scientific':
      body = `0${digits(format.decimals, 2)}E+00`;
      break;
    case 'currency': {
      const code = format.currency ?? (locale === 'zh' ? 'CNY' : 'USD');
      body = `${literal(CURRENCY_SYMBOLS[code] ?? `${code} `)}${integer}${digits(format.decimals, code === 'JPY' ? 0 : 2)}${scale}`;
      break;
    }
    default:
      // Excel has no "as many decimals as there are" with separators (#,##0.## leaves a dangling point): General.
      if (format.decimals === undefined && !scale && !format.prefix && !format.suffix) return undefined;
      body = `${integer}${digits(format.decimals, 0)}${scale}`;
  }
  return `${literal(format.prefix)}${body}${literal(format.suffix)}`;
}

/** The chart's date tokens and Excel's. */
const DATE_TOKENS: Record<string, string> = { YYYY: 'yyyy', MM: 'mm', DD: 'dd', HH: 'hh', mm: 'mm', ss: 'ss' };
const TOKEN = /YYYY|MM|DD|HH|mm|ss|Q|W|[^YMDHmsQW]+|./g;

/** The Excel format of a chart's date pattern (YYYY-MM-DD …); undefined when Excel cannot say it (quarters, weeks). */
export function excelDateFormat(pattern: string): string | undefined {
  let written = '';
  for (const token of pattern.match(TOKEN) ?? []) {
    if (token === 'Q' || token === 'W') return undefined;
    const excel = DATE_TOKENS[token];
    if (excel) written += excel;
    else written += /^[-/:., ]+$/.test(token) ? token : literal(token);
  }
  return written || undefined;
}

const DATE_TEXT = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date value as Excel keeps it: the wall-clock time the source answered (a time zone is not moved), as a
 * UTC instant, which is how Excel's serial days are written. Undefined when the value is not a date.
 */
export function excelDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string') return undefined;
  const match = DATE_TEXT.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, millisecond] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1), Number(hour ?? 0), Number(minute ?? 0), Number(second ?? 0), Number((millisecond ?? '0').padEnd(3, '0'))));
}
