import { lineHeights } from '@redbi/shared/domain';
import { Select } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

/** Spec §9's line heights: 1, then 1.5 to 10 in half steps. */
export function LineHeightControl({ value, onChange, id, label }: ControlEditorProps<'lineHeight'>) {
  return <Select id={id} size="small" aria-label={label} style={{ width: '100%' }} value={Number(value)} onChange={onChange} options={lineHeights.map((height) => ({ value: height, label: String(height) }))} />;
}
