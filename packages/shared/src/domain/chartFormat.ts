import { z } from 'zod';

export const numberFormatKinds = ['default', 'numeric', 'currency', 'percentage', 'scientific'] as const;
export type NumberFormatKind = (typeof numberFormatKinds)[number];

/** Spec §3's number units: none, thousand (K), million (M), billion (B), 万 (wan) and 亿 (yi). */
export const numberUnits = ['none', 'K', 'M', 'B', 'wan', 'yi'] as const;
export type NumberUnit = (typeof numberUnits)[number];

/**
 * How a number reads, as stored in a chart's settings. Units apply to default, numeric and currency;
 * percentage multiplies by 100; scientific writes 1.23E4. Without decimals the default rule holds (up to
 * 15 significant digits, no float noise, no trailing zeros); currency then uses the currency's own digits.
 */
export const NumberFormatSchema = z
  .object({
    kind: z.enum(numberFormatKinds),
    /** Digits after the decimal point (of the mantissa, for scientific). */
    decimals: z.number().int().min(0).max(20).optional(),
    unit: z.enum(numberUnits).optional(),
    /** Thousands separators; on unless false. */
    thousands: z.boolean().optional(),
    /** ISO 4217 code; USD in English and CNY in Chinese when absent. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    prefix: z.string().max(50).optional(),
    suffix: z.string().max(50).optional(),
  })
  .meta({ id: 'NumberFormat' });
export type NumberFormat = z.infer<typeof NumberFormatSchema>;

/** Spec §9's date formats; any other pattern of the tokens (YYYY MM DD HH mm ss, Q, W) is a custom format. */
export const dateFormats = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'] as const;
export const dateFormatField = () => z.string().min(1).max(64);

/** Spec §9's font sizes and line heights (1, then 1.5 to 10 in half steps). */
export const fontSizes = [12, 13, 14, 15, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72, 96, 128] as const;
export const lineHeights = [1, ...Array.from({ length: 18 }, (_, index) => 1.5 + index * 0.5)] as readonly number[];
