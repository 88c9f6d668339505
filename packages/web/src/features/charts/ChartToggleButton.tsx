import { theme } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';

export interface ChartToggleButtonProps {
  icon: ReactNode;
  label: string;
  title: string;
  pressed: boolean;
  onToggle: () => void;
  /** Added to the button's own style (a frame's button that shows on hover). */
  style?: CSSProperties;
}

/**
 * A small icon toggle ("Show as table", a widget's full screen), drawn as antd's small text button looks (24 px square, the
 * theme's text-button hover and pressed fills, its focus ring) but as a plain button: antd's Button builds
 * the CSS of every button variant and colour on a page's first button, about a tenth of a second that a
 * board of charts paid before its first chart showed.
 */
export function ChartToggleButton({ icon, label, title, pressed, onToggle, style }: ChartToggleButtonProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const background = pressed ? token.colorFillSecondary : hovered ? token.colorBgTextHover : 'transparent';
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={title}
      onClick={onToggle}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(event.currentTarget.matches(':focus-visible'))}
      onBlur={() => setFocused(false)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: token.controlHeightSM,
        height: token.controlHeightSM,
        padding: 0,
        border: 0,
        borderRadius: token.borderRadiusSM,
        background,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: 1,
        cursor: 'pointer',
        transition: `background ${token.motionDurationMid}`,
        outline: focused ? `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` : 'none',
        outlineOffset: 1,
        ...style,
      }}
    >
      {icon}
    </button>
  );
}
