import { categoricalPalettes, paletteNames } from '@redbi/charts';
import { Select } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

/** The shared categorical palettes (reference/visual.md), each shown with its colours. */
export function PaletteControl({ value, onChange, id, label, optionLabel }: ControlEditorProps<'palette'>) {
  return (
    <Select
      id={id}
      size="small"
      aria-label={label}
      style={{ width: '100%' }}
      value={String(value)}
      onChange={onChange}
      options={paletteNames.map((name) => ({
        value: name,
        label: (
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <span aria-hidden style={{ display: 'inline-flex' }}>
              {categoricalPalettes[name].slice(0, 6).map((color) => (
                <span key={color} style={{ width: 10, height: 12, background: color }} />
              ))}
            </span>
            {optionLabel(name)}
          </span>
        ),
      }))}
    />
  );
}
