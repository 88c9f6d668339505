import { Input } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

export function TextControl({ control, value, onChange, id, label }: ControlEditorProps<'text'>) {
  const text = typeof value === 'string' ? value : '';
  if (control.multiline) {
    return <Input.TextArea id={id} aria-label={label} autoSize={{ minRows: 3, maxRows: 12 }} maxLength={control.maxLength} value={text} onChange={(event) => onChange(event.target.value)} />;
  }
  return <Input id={id} size="small" aria-label={label} maxLength={control.maxLength} value={text} onChange={(event) => onChange(event.target.value)} />;
}
