import type { BoardConfig } from '@redbi/shared/domain';

/** What the board editor edits until it is saved: the dashboard's name and its board document. */
export interface EditedBoard {
  name: string;
  config: BoardConfig;
}

/** How many steps Undo can go back; older ones are forgotten. */
export const HISTORY_LIMIT = 100;
/** Changes with the same label this close together are one step (a drag, typing a name). */
export const COALESCE_MS = 800;

/**
 * The edited board with its undo and redo stacks. `label` and `at` belong to the last change, so that the
 * next one with the same label (the same drag, the same field typed into) can join it instead of becoming
 * a step of its own.
 */
export interface BoardHistory {
  past: EditedBoard[];
  present: EditedBoard;
  future: EditedBoard[];
  label?: string;
  at?: number;
}

export type BoardHistoryAction =
  /** `label` names what changed ('move:<widgetId>', 'settings', 'rename' …); `at` is the time of the change in ms. */
  | { type: 'change'; present: EditedBoard; label: string; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Starts again from a loaded or saved board: nothing to undo. */
  | { type: 'reset'; present: EditedBoard };

export const historyOf = (present: EditedBoard): BoardHistory => ({ past: [], present, future: [] });

export const canUndo = (history: BoardHistory): boolean => history.past.length > 0;
export const canRedo = (history: BoardHistory): boolean => history.future.length > 0;

/** Two boards with the same key are the same (the unsaved mark and the leave warning compare them). */
export const editedBoardKey = (board: EditedBoard): string => JSON.stringify(board);

/**
 * The editor's undo and redo as a pure reducer (tested without a DOM). A change pushes the present onto
 * the past (capped at HISTORY_LIMIT) and clears the future, unless it continues the last change: the same
 * label within COALESCE_MS, and nothing undone since. A change to an identical board is no step.
 */
export function boardHistoryReducer(history: BoardHistory, action: BoardHistoryAction): BoardHistory {
  switch (action.type) {
    case 'change': {
      if (action.present === history.present) return history;
      const continues = history.label === action.label && history.at !== undefined && action.at - history.at <= COALESCE_MS;
      if (continues) return { ...history, present: action.present, at: action.at };
      return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: action.present, future: [], label: action.label, at: action.at };
    }
    case 'undo': {
      const previous = history.past.at(-1);
      if (!previous) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case 'redo': {
      const [next, ...rest] = history.future;
      if (!next) return history;
      return { past: [...history.past, history.present], present: next, future: rest };
    }
    case 'reset':
      return historyOf(action.present);
  }
}
