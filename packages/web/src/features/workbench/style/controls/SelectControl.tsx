import { Select } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

export function SelectControl({ control, value, onChange, id, label, optionLabel }: ControlEditorProps<'select'>) {
  return (
    <Select
      id={id}
      size="small"
      aria-label={label}
      style={{ width: '100%' }}
      value={String(value)}
      options={control.options.map((option) => ({ value: option, label: optionLabel(option) }))}
      onChange={onChange}
    />
  );
}
