import { ColorPicker } from 'antd';

interface ColorInputProps {
  /** A CSS colour; '' is none (the theme's). */
  value: string;
  onChange: (value: string) => void;
  'aria-label': string;
}

/**
 * A colour the author picks for a widget or the board (the only colours the board does not take from the
 * theme); clearing it gives the theme's back. Transparent colours are kept as rgba().
 */
export function ColorInput({ value, onChange, 'aria-label': ariaLabel }: ColorInputProps) {
  return (
    <ColorPicker
      aria-label={ariaLabel}
      value={value === '' ? undefined : value}
      allowClear
      showText
      onClear={() => onChange('')}
      onChangeComplete={(color) => onChange(color.cleared ? '' : color.toRgb().a < 1 ? color.toRgbString() : color.toHexString())}
    />
  );
}
