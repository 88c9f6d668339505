import { InputNumber } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

export function NumberControl({ control, value, onChange, id, label }: ControlEditorProps<'number'>) {
  return (
    <InputNumber
      id={id}
      size="small"
      aria-label={label}
      style={{ width: '100%' }}
      min={control.min}
      max={control.max}
      step={control.step ?? 1}
      value={typeof value === 'number' ? value : control.default}
      onChange={(next) => next !== null && onChange(Math.min(control.max, Math.max(control.min, next)))}
    />
  );
}
