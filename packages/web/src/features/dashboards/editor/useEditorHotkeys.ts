import { useEffect, useRef } from 'react';

export interface EditorHotkeyHandlers {
  save: () => void;
  undo: () => void;
  redo: () => void;
  copy: () => void;
  paste: () => void;
  remove: () => void;
}

/** What a key press asks of the board editor, or undefined when it is not one of its keys. */
export function editorCommandOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): keyof EditorHotkeyHandlers | undefined {
  const command = event.ctrlKey || event.metaKey;
  if (event.altKey) return undefined;
  if (!command) return event.key === 'Delete' || event.key === 'Backspace' ? 'remove' : undefined;
  const key = event.key.toLowerCase();
  if (key === 's') return 'save';
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey) return 'redo';
  if (key === 'c' && !event.shiftKey) return 'copy';
  if (key === 'v' && !event.shiftKey) return 'paste';
  return undefined;
}

/** Typing in a field keeps its own undo, copy, paste and delete. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null);

/** In a drawer or a dialog, Delete, copy and paste are about what is there, not the selected widgets. */
const isInOverlay = (target: EventTarget | null) => target instanceof HTMLElement && target.closest('.ant-drawer, .ant-modal, .ant-popover, .ant-dropdown') !== null;

/** Text selected on the page is copied as text, not as widgets. */
const hasTextSelection = () => (window.getSelection()?.toString() ?? '') !== '';

/**
 * The board editor's keys while it is mounted and `enabled` (a dialog over it, such as the embedded chart
 * workbench, has its own): Ctrl/⌘+S saves (always: the browser's "save page" is prevented); Ctrl/⌘+Z
 * undoes, Ctrl/⌘+Shift+Z and Ctrl+Y redo, Ctrl/⌘+C and V copy and paste the selected widgets, Delete (or
 * Backspace) deletes them — except while typing in a field, which keeps those keys for its text, and
 * (copy, paste, delete) inside a drawer or a dialog.
 */
export function useEditorHotkeys(handlers: EditorHotkeyHandlers, enabled: boolean): void {
  const latest = useRef({ handlers, enabled });
  useEffect(() => {
    latest.current = { handlers, enabled };
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { handlers: current, enabled: active } = latest.current;
      const command = active ? editorCommandOf(event) : undefined;
      if (!command) return;
      if (command !== 'save' && isTyping(event.target)) return;
      if ((command === 'remove' || command === 'copy' || command === 'paste') && isInOverlay(event.target)) return;
      if (command === 'copy' && hasTextSelection()) return;
      event.preventDefault();
      current[command]();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
