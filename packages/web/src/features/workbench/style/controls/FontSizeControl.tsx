import { fontSizes } from '@redbi/shared/domain';
import { Select } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

/** Spec §9's font sizes, 12 to 128. */
export function FontSizeControl({ value, onChange, id, label }: ControlEditorProps<'fontSize'>) {
  return <Select id={id} size="small" aria-label={label} style={{ width: '100%' }} value={Number(value)} onChange={onChange} options={fontSizes.map((size) => ({ value: size, label: `${size} px` }))} />;
}
