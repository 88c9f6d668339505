import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readThemeMode, resolveTheme, setThemeMode, useResolvedTheme } from './themeStore';

describe('theme', () => {
  it('defaults to light and remembers the choice in THEME', () => {
    expect(readThemeMode()).toBe('light');
    setThemeMode('dark');
    expect(localStorage.getItem('THEME')).toBe('dark');
    expect(readThemeMode()).toBe('dark');
  });

  it('resolves system from the colour-scheme preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('re-renders when the theme changes', () => {
    const { result } = renderHook(() => useResolvedTheme());
    expect(result.current).toBe('light');
    act(() => setThemeMode('dark'));
    expect(result.current).toBe('dark');
  });
});
