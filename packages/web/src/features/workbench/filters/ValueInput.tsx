import type { FieldType } from '@redbi/shared/domain';
import { DatePicker, Input, InputNumber } from 'antd';
import dayjs from 'dayjs';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

interface ValueInputProps {
  type: FieldType;
  value: string | number | null | undefined;
  onChange: (value: string | number | null) => void;
  label: string;
  /** Text whatever the field's type (the LIKE operators match text). */
  asText?: boolean;
}

/** One value of a filter, typed as its field: a number, a date and time, or text. */
export function ValueInput({ type, value, onChange, label, asText = false }: ValueInputProps) {
  if (type === 'numeric' && !asText) {
    return <InputNumber aria-label={label} style={{ width: '100%' }} value={typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value)} onChange={(next) => onChange(next)} />;
  }
  if (type === 'date' && !asText) {
    const parsed = value === null || value === undefined || value === '' ? null : dayjs(String(value));
    return (
      <DatePicker
        aria-label={label}
        showTime
        style={{ width: '100%' }}
        value={parsed?.isValid() ? parsed : null}
        onChange={(next) => onChange(next ? next.format(DATE_TIME) : null)}
      />
    );
  }
  return <Input aria-label={label} value={value === null || value === undefined ? '' : String(value)} onChange={(event) => onChange(event.target.value)} />;
}
