import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Input, Space, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages';

interface ColorInputProps {
  /** A CSS colour; '' is none (the theme's). */
  value: string;
  onChange: (value: string) => void;
  'aria-label': string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Whether the browser reads `text` as a colour (rgba(), hsl(), names, #rgb…). */
const isCssColor = (text: string): boolean => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' ? CSS.supports('color', text) : HEX.test(text);

/**
 * A colour the author picks for a widget or the board (the only colours the board does not take from the
 * theme): the browser's colour input, and beside it the colour as text, where any CSS colour may be typed
 * (rgba() for a transparent one); clearing it gives the theme's back. Not antd's ColorPicker: the bundler
 * merged its modules into chunks the login page loads, past that page's 300 KB budget.
 */
export function ColorInput({ value, onChange, 'aria-label': ariaLabel }: ColorInputProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    const typed = text.trim();
    if (typed === value) return;
    if (typed === '' || isCssColor(typed)) onChange(typed);
    else setText(value);
  };
  return (
    <Space.Compact>
      <input
        type="color"
        aria-label={ariaLabel}
        // None chosen: the swatch shows the theme's background the widget gets.
        value={HEX.test(value) ? value : HEX.test(token.colorBgContainer) ? token.colorBgContainer : '#ffffff'}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        style={{ width: 36, height: 32, padding: 2, border: '1px solid rgba(128,128,128,0.4)', borderRadius: '6px 0 0 6px', background: 'transparent', cursor: 'pointer' }}
      />
      <Input
        aria-label={t('boardEditor.color.text', { name: ariaLabel })}
        placeholder={t('boardEditor.color.theme')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
        style={{ width: 190 }}
      />
      <Button aria-label={t('boardEditor.color.clear', { name: ariaLabel })} icon={<CloseCircleOutlined aria-hidden />} disabled={value === ''} onClick={() => onChange('')} />
    </Space.Compact>
  );
}
