import { Switch } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

export function SwitchControl({ value, onChange, id, label }: ControlEditorProps<'switch'>) {
  return <Switch id={id} size="small" aria-label={label} checked={value === true} onChange={onChange} />;
}
