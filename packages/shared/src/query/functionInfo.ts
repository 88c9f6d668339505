import { z } from 'zod';
import { fieldTypes } from '../domain/view';

export const functionCategories = ['aggregate', 'numeric', 'string', 'date', 'logic'] as const;
export type FunctionCategory = (typeof functionCategories)[number];

/** One function of the expression language, as a source's dialect offers it. */
export const FunctionInfoSchema = z
  .object({
    name: z.string(),
    category: z.enum(functionCategories),
    /** How it is written, e.g. "ROUND(number, digits)". */
    syntax: z.string(),
    /** What it gives back; null when it depends on the arguments (COALESCE, IF, MAX …). */
    returns: z.enum(fieldTypes).nullable(),
    /** It aggregates rows (SUM, COUNT …): a field using it cannot be grouped by. */
    aggregate: z.boolean(),
    minArgs: z.number().int(),
    /** null: any number of arguments from minArgs on. */
    maxArgs: z.number().int().nullable(),
  })
  .meta({ id: 'FunctionInfo' });
export type FunctionInfo = z.infer<typeof FunctionInfoSchema>;

export const ExpressionCheckSchema = z.object({
  sourceId: z.string().min(1).max(64),
  expression: z.string().min(1).max(10_000),
  /** The fields the expression may use, with their types; computed fields with their expression. */
  fields: z
    .array(z.object({ name: z.string().min(1).max(255), type: z.enum(fieldTypes), expression: z.string().min(1).max(10_000).optional() }))
    .max(2000)
    .default([]),
  /** The computed field being defined, so that a reference back to it is found as a cycle. */
  name: z.string().min(1).max(255).optional(),
});

/** A valid expression's type, and whether it aggregates (then it cannot be grouped by). */
export const ExpressionCheckResultSchema = z
  .object({ type: z.enum(fieldTypes), aggregate: z.boolean() })
  .meta({ id: 'ExpressionCheckResult' });
export type ExpressionCheckResult = z.infer<typeof ExpressionCheckResultSchema>;
