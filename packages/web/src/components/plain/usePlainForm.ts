import type { Translate } from '@redbi/shared/i18n';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldError } from '../forms/zodRule';

type FieldOf<S extends z.ZodObject> = keyof S['shape'] & string;

export interface PlainForm<S extends z.ZodObject> {
  /** The value and change handler of a text field. */
  field(name: FieldOf<S>): { name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  /** The field's problem, in the current language, once it has been checked. */
  error(name: FieldOf<S>): string | undefined;
  /** A form's submit handler: checks every field, then calls `onValid` with the values when none has a problem. */
  onSubmit(onValid: (values: Record<FieldOf<S>, string>) => void): (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A small form of text fields checked by the shared zod schema, as antd's Form with zodRule checks them: a
 * field is checked as it changes and every field on submit, with the same messages ('Username is
 * required' …), in the current language. For the pages that must stay light (the login page).
 */
export function usePlainForm<S extends z.ZodObject>(schema: S, fields: readonly FieldOf<S>[]): PlainForm<S> {
  const { t } = useTranslation();
  const translate: Translate = (key, params) => t(key, params);
  // A field not typed in yet is undefined, as in antd's Form: its message is 'X is required', not 'X cannot be empty'.
  const [values, setValues] = useState<Partial<Record<FieldOf<S>, string>>>({});
  // Which fields were checked; their messages are worked out at each drawing, so they follow the language.
  const [checked, setChecked] = useState<ReadonlySet<FieldOf<S>>>(() => new Set());
  return {
    field: (name) => ({
      name,
      value: values[name] ?? '',
      onChange: (event) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setChecked((current) => (current.has(name) ? current : new Set(current).add(name)));
      },
    }),
    error: (name) => (checked.has(name) ? fieldError(schema, name, values, translate) : undefined),
    onSubmit: (onValid) => (event) => {
      event.preventDefault();
      setChecked(new Set(fields));
      if (fields.every((name) => fieldError(schema, name, values, translate) === undefined)) onValid(values as Record<FieldOf<S>, string>);
    },
  };
}
