import { translateIssue, type Translate } from '@redbi/shared/i18n';
import { configSchemaOf, KeyValueSchema, type ConnectorField, type SourceType } from '@redbi/shared/sources';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { duplicateOf, type KeyValueRow } from './configForm';

/** The translator of the source form: a connector setting's name reads as its label ('Host is required'). */
export function useConfigTranslate(): Translate {
  const { t, i18n } = useTranslation();
  return (key, params) => {
    const field = /^fields\.(\w+)$/.exec(key)?.[1];
    if (field !== undefined && i18n.exists(`sources.fields.${field}`)) return t(`sources.fields.${field}`);
    return t(key, params);
  };
}

/** The label of a connector setting; an unknown one shows its name. */
export const labelOf = (field: ConnectorField, translate: Translate): string => {
  const label = translate(`fields.${field.name}`);
  return label === `fields.${field.name}` ? field.name : label;
};

/** One setting checked with the shared configuration schema of its type, as the server checks it. */
export function configFieldRule(type: SourceType, field: ConnectorField, translate: Translate): FormRule {
  return {
    validator: (_rule, raw: unknown) => {
      const value = raw === null || (field.kind === 'number' && raw === '') ? undefined : raw;
      if (value === undefined && field.required && !field.secret) {
        return Promise.reject(new Error(translate('validation.required', { field: labelOf(field, translate) })));
      }
      const schema = configSchemaOf(type).shape[field.name];
      const issue = schema?.safeParse(value).error?.issues[0];
      return issue ? Promise.reject(new Error(translateIssue({ ...issue, path: [field.name, ...issue.path] }, translate))) : Promise.resolve();
    },
  };
}

const keySchema = KeyValueSchema.element.shape.key;
const valueSchema = KeyValueSchema.element.shape.value;

/** A property key: needed once the row has a value, and never twice ('Duplicate key', spec §5). */
export function propertyKeyRule(listPath: (string | number)[], index: number, translate: Translate): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, key: string | undefined) => {
      const rows = (getFieldValue(listPath) as (KeyValueRow | undefined)[] | undefined) ?? [];
      const blankRow = (key ?? '').trim() === '' && (rows[index]?.value ?? '') === '';
      if (blankRow) return Promise.resolve();
      const issue = keySchema.safeParse(key ?? '').error?.issues[0];
      if (issue) return Promise.reject(new Error(translateIssue({ ...issue, path: ['key'] }, translate)));
      if (duplicateOf(rows, index) !== undefined) return Promise.reject(new Error(translate('validation.duplicateKey')));
      return Promise.resolve();
    },
  });
}

export function propertyValueRule(translate: Translate): FormRule {
  return {
    validator: (_rule, value: string | undefined) => {
      const issue = valueSchema.safeParse(value ?? '').error?.issues[0];
      return issue ? Promise.reject(new Error(translateIssue({ ...issue, path: ['value'] }, translate))) : Promise.resolve();
    },
  };
}
