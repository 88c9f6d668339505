import { theme } from 'antd';
import { useMemo } from 'react';
import { plainControlsCss } from './plainControlsCss';

/** The plain controls' CSS for the current theme; drawn once by the page around them (AuthLayout). */
export function PlainControlsStyle() {
  const { token } = theme.useToken();
  const css = useMemo(() => plainControlsCss(token), [token]);
  return <style>{css}</style>;
}
