import type { BoardSettings, Widget } from '@redbi/shared/domain';
import { useMemo, useReducer, useState } from 'react';
import { boardEditorReducer, editorStateOf } from './boardEditorState';
import { newWidgets, type WidgetRequest } from './boardEdits';
import { canRedo, canUndo, editedBoardKey, type EditedBoard } from './boardHistory';

/**
 * The board editor's state as the screen uses it: the edited board, the selection, whether it differs from
 * the saved one, and each edit as a command (stamped with the time, for undo's joining of quick changes).
 */
export function useBoardEditor(saved: EditedBoard) {
  const [state, dispatch] = useReducer(boardEditorReducer, saved, editorStateOf);
  const [baseline, setBaseline] = useState(() => editedBoardKey(saved));
  const { present } = state.history;
  const dirty = useMemo(() => editedBoardKey(present) !== baseline, [present, baseline]);
  const board = present.config;

  const commands = useMemo(() => {
    const now = () => Date.now();
    return {
      rename: (name: string) => dispatch({ type: 'rename', name, at: now() }),
      duplicate: (ids: string[]) => dispatch({ type: 'duplicate', ids, at: now() }),
      copy: (ids: string[]) => dispatch({ type: 'copy', ids }),
      paste: () => dispatch({ type: 'paste', at: now() }),
      remove: (ids: string[]) => dispatch({ type: 'remove', ids, at: now() }),
      update: (widget: Widget) => dispatch({ type: 'update', widget, at: now() }),
      layout: (widgets: Widget[], label: string) => dispatch({ type: 'layout', widgets, label, at: now() }),
      settings: (settings: BoardSettings) => dispatch({ type: 'settings', settings, at: now() }),
      lock: (ids: string[], locked: boolean) => dispatch({ type: 'lock', ids, locked, at: now() }),
      select: (ids: string[]) => dispatch({ type: 'select', ids }),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      /** After a save: this board is the saved one, with nothing to undo. */
      saved: (next: EditedBoard) => {
        dispatch({ type: 'reset', present: next });
        setBaseline(editedBoardKey(next));
      },
    };
  }, []);

  /** Adds new widgets made for the board as it is now, selects them and returns them. */
  const addWidgets = (requests: WidgetRequest[]): Widget[] => {
    const widgets = newWidgets(board, requests);
    if (widgets.length > 0) dispatch({ type: 'add', widgets, at: Date.now() });
    return widgets;
  };

  return {
    edited: present,
    board,
    selected: state.selected,
    hasClipboard: state.clipboard.length > 0,
    dirty,
    canUndo: canUndo(state.history),
    canRedo: canRedo(state.history),
    addWidgets,
    ...commands,
  };
}
