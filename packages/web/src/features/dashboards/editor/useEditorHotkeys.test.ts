import { describe, expect, it } from 'vitest';
import { editorCommandOf } from './useEditorHotkeys';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
  editorCommandOf({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...modifiers });

describe('the board editor keys', () => {
  it('reads save, undo, redo, copy, paste and delete on Windows, Linux and macOS', () => {
    expect(key('s', { ctrlKey: true })).toBe('save');
    expect(key('s', { metaKey: true })).toBe('save');
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('c', { metaKey: true })).toBe('copy');
    expect(key('v', { ctrlKey: true })).toBe('paste');
    expect(key('Delete')).toBe('remove');
    expect(key('Backspace')).toBe('remove');
  });

  it('leaves other keys alone', () => {
    expect(key('z')).toBeUndefined();
    expect(key('y', { metaKey: true })).toBeUndefined();
    expect(key('s', { ctrlKey: true, altKey: true })).toBeUndefined();
    expect(key('Enter', { ctrlKey: true })).toBeUndefined();
  });
});
