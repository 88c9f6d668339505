import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../storageKeys';

export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const isThemeMode = (value: unknown): value is ThemeMode => themeModes.some((mode) => mode === value);

/** The saved theme (THEME); light by default (spec §4). */
export function readThemeMode(): ThemeMode {
  const saved = localStorage.getItem(storageKeys.theme);
  return isThemeMode(saved) ? saved : 'light';
}

export function setThemeMode(mode: ThemeMode): void {
  localStorage.setItem(storageKeys.theme, mode);
  listeners.forEach((listener) => listener());
}

/** 'system' follows the operating system's colour scheme. */
export const resolveTheme = (mode: ThemeMode, prefersDark: boolean): ResolvedTheme =>
  mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

const prefersDark = (): boolean => window.matchMedia(DARK_QUERY).matches;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

export const useThemeMode = (): ThemeMode => useSyncExternalStore(subscribe, readThemeMode);

export const useResolvedTheme = (): ResolvedTheme =>
  useSyncExternalStore(subscribe, () => resolveTheme(readThemeMode(), prefersDark()));
