import type { VariableValueType } from '@redbi/shared/domain';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface ValuesInputProps {
  valueType: VariableValueType;
  /** SQL text: one value, written as a statement fragment. */
  sql: boolean;
  value?: string[];
  onChange?: (values: string[]) => void;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  status?: 'error';
}

/** Several values (type one and press Enter), or one SQL fragment for an expression. */
export function ValuesInput({ valueType, sql, value = [], onChange, id, 'aria-label': label, disabled, status }: ValuesInputProps) {
  const { t } = useTranslation();
  if (sql) {
    return (
      <Input.TextArea
        id={id}
        aria-label={label}
        rows={2}
        spellCheck={false}
        disabled={disabled}
        status={status}
        placeholder={t('viewVariables.sqlPlaceholder')}
        style={{ fontFamily: 'monospace' }}
        value={value[0] ?? ''}
        onChange={(event) => onChange?.(event.target.value.trim() === '' ? [] : [event.target.value])}
      />
    );
  }
  return (
    <Select<string[]>
      id={id}
      aria-label={label}
      mode="tags"
      disabled={disabled}
      status={status}
      value={value}
      onChange={(values) => onChange?.(values.map((entry) => entry.trim()).filter((entry) => entry !== ''))}
      // Numbers and dates hold no comma, so a pasted list splits; text values may hold one.
      tokenSeparators={valueType === 'numeric' || valueType === 'date' ? [','] : undefined}
      placeholder={t(`viewVariables.valuesPlaceholder.${valueType === 'expression' ? 'string' : valueType}`)}
      notFoundContent={null}
      suffixIcon={null}
      open={false}
      style={{ width: '100%', minWidth: 200 }}
    />
  );
}
