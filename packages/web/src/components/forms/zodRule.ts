import { translateIssue, type Translate } from '@redbi/shared/i18n';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

type FieldOf<S extends z.ZodObject> = keyof S['shape'] & string;

/** The message of the first problem of `field`, from its own schema, then from the whole form's (refinements). */
export function fieldError<S extends z.ZodObject>(
  schema: S,
  field: FieldOf<S>,
  values: Record<string, unknown>,
  t: Translate,
): string | undefined {
  const own = (schema.shape[field] as z.ZodType).safeParse(values[field]);
  const ownIssue = own.error?.issues[0];
  if (ownIssue) return translateIssue({ ...ownIssue, path: [field, ...ownIssue.path] }, t);
  const issue = schema.safeParse(values).error?.issues.find((candidate) => candidate.path[0] === field);
  return issue ? translateIssue(issue, t) : undefined;
}

/**
 * An antd form rule checking one field with the shared zod schema, so a form says exactly what the
 * server would ('Username is required', 'Password must be 6-20 characters' …).
 */
export function zodRule<S extends z.ZodObject>(schema: S, field: FieldOf<S>, t: Translate): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (_rule, value: unknown) => {
      const message = fieldError(schema, field, { ...getFieldsValue(true), [field]: value }, t);
      return message === undefined ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });
}

/** `rulesFor('password')` → the rules of that field of `schema`, in the current language. */
export function useZodRules<S extends z.ZodObject>(schema: S): (field: FieldOf<S>) => FormRule[] {
  const { t } = useTranslation();
  const translate: Translate = (key, params) => t(key, params);
  return (field) => [zodRule(schema, field, translate)];
}
