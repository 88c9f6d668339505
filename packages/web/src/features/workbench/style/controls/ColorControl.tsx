import { Flex, Typography } from 'antd';
import type { ControlEditorProps } from './controlEditorProps';

/**
 * A colour as the settings store it (#rrggbb): the browser's own colour input, reachable by the keyboard.
 * Not antd's ColorPicker: the bundler merged its modules into the button chunk every page loads, the login
 * page's included, which pushed that page past its 300 KB budget.
 */
export function ColorControl({ value, onChange, id, label }: ControlEditorProps<'color'>) {
  const color = typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000';
  return (
    <Flex align="center" gap={8}>
      <input
        id={id}
        type="color"
        aria-label={label}
        value={color}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        style={{ width: 32, height: 24, padding: 0, border: '1px solid rgba(128,128,128,0.4)', borderRadius: 4, background: 'transparent', cursor: 'pointer' }}
      />
      <Typography.Text code>{typeof value === 'string' ? value : ''}</Typography.Text>
    </Flex>
  );
}
