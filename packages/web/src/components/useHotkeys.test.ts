import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useHotkeys } from './useHotkeys';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  fireEvent(window, event);
  return event;
};

describe('useHotkeys', () => {
  it('runs on Ctrl+Enter and Meta+Enter', () => {
    const run = vi.fn();
    renderHook(() => useHotkeys({ run }));
    press({ key: 'Enter', ctrlKey: true });
    press({ key: 'Enter', metaKey: true });
    press({ key: 'Enter' });
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('saves on Ctrl+S and Meta+S and stops the browser from saving the page', () => {
    const save = vi.fn();
    renderHook(() => useHotkeys({ save }));
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(true);
    expect(press({ key: 'S', metaKey: true }).defaultPrevented).toBe(true);
    expect(press({ key: 's' }).defaultPrevented).toBe(false);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('calls the latest handler and lets keys without a handler through', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ run }) => useHotkeys({ run }), { initialProps: { run: first } });
    rerender({ run: second });
    press({ key: 'Enter', ctrlKey: true });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
    expect(press({ key: 's', ctrlKey: true }).defaultPrevented).toBe(false);
    unmount();
    press({ key: 'Enter', ctrlKey: true });
    expect(second).toHaveBeenCalledOnce();
  });
});
