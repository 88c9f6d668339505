import { z } from 'zod';
import type { Translate } from './translate';

/**
 * Zod reports every problem as an i18n key of `validation.*` (installed once, globally), and
 * `translateIssue` turns an issue into the spec's message ('Username is required', …) in either language.
 * Server responses and web forms both go through it, so a rule's message is written once.
 */
type RawIssue = z.core.$ZodRawIssue;

function keyOf(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.type';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        if (Number(issue.minimum) <= 1) return 'validation.empty';
        return issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooFew';
      }
      return issue.inclusive === false ? 'validation.greaterThan' : 'validation.tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      return issue.inclusive === false ? 'validation.lessThan' : 'validation.tooBig';
    case 'invalid_value':
      return 'validation.oneOf';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    case 'unrecognized_keys':
      return 'validation.unknownKey';
    default:
      return 'validation.invalid';
  }
}

z.config({ customError: (issue) => keyOf(issue) });

/** The fields of an issue that messages interpolate; a subset of zod's issue union. */
export interface IssueLike {
  message: string;
  path: readonly PropertyKey[];
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  values?: readonly unknown[];
  keys?: readonly string[];
  /** A custom issue's parameters: `expected` as for a type issue. */
  params?: { expected?: unknown };
}

/**
 * The label of the field an issue is about: its own name's, unless `fieldsIn.<object>.<name>` says what the
 * name means in that object (a mail's `config.subject` is not the permission subject).
 */
const fieldName = (path: readonly PropertyKey[], t: Translate): string => {
  const names = path.filter((segment): segment is string => typeof segment === 'string');
  const last = names.at(-1);
  if (last === undefined) return t('fields.request');
  const parent = names.at(-2);
  const qualified = parent === undefined ? undefined : `fieldsIn.${parent}.${last}`;
  const inObject = qualified && t(qualified);
  if (inObject && inObject !== qualified) return inObject;
  const label = t(`fields.${last}`);
  return label === `fields.${last}` ? last : label;
};

/** A message that is not a `validation.*` key was written out by the schema's author and is kept as is. */
export function translateIssue(issue: IssueLike, t: Translate): string {
  if (!issue.message.startsWith('validation.')) return issue.message;
  const key = issue.message;
  const field = issue.keys?.length ? issue.keys.join(', ') : fieldName(issue.path, t);
  const expectedType = issue.expected ?? issue.params?.expected;
  const expected = typeof expectedType === 'string' ? t(`types.${expectedType}`) : '';
  return t(key, {
    field,
    min: issue.minimum === undefined ? undefined : String(issue.minimum),
    max: issue.maximum === undefined ? undefined : String(issue.maximum),
    values: issue.values?.map(String).join(', '),
    expected: expected.startsWith('types.') ? String(expectedType) : expected,
  });
}

/** Field path → message, for forms and for the `data` of a 400 answer. */
export function fieldErrorsOf(issues: readonly IssueLike[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= translateIssue(issue, t);
  }
  return errors;
}
