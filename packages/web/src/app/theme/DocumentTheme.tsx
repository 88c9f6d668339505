import { theme } from 'antd';
import { useEffect } from 'react';
import type { ResolvedTheme } from './themeStore';

/** Lets the page outside antd's components follow the theme: background, text, font and form controls. */
export function DocumentTheme({ resolved }: { resolved: ResolvedTheme }) {
  const { token } = theme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
    document.body.style.margin = '0';
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
    document.body.style.fontFamily = token.fontFamily;
    document.body.style.fontSize = `${token.fontSize}px`;
  }, [resolved, token.colorBgLayout, token.colorText, token.fontFamily, token.fontSize]);
  return null;
}
