import type { BoardConfig, BoardSettings, Widget } from '@redbi/shared/domain';
import { addWidget, pasteWidgets, removeWidgets, replaceWidget, setBoardSettings, setLocked, updateWidgets } from './boardEdits';
import { boardHistoryReducer, historyOf, type BoardHistory, type EditedBoard } from './boardHistory';

/**
 * What the board editor holds besides the server's dashboard: the edited board with its history, the
 * selected widgets and the widgets copied with Ctrl/⌘+C.
 */
export interface BoardEditorState {
  history: BoardHistory;
  selected: string[];
  clipboard: Widget[];
}

/** `at`: when the change was made (ms), for joining quick changes into one undo step. */
export type BoardEditorAction =
  | { type: 'rename'; name: string; at: number }
  /** New widgets (made one after another with newWidget, so their names and places differ), selected. */
  | { type: 'add'; widgets: Widget[]; at: number }
  /** The widget menu's Copy: copies next to the originals, selected. */
  | { type: 'duplicate'; ids: string[]; at: number }
  | { type: 'copy'; ids: string[] }
  | { type: 'paste'; at: number }
  | { type: 'remove'; ids: string[]; at: number }
  /** One widget's settings changed (typing in its drawer joins into one step per widget). */
  | { type: 'update'; widget: Widget; at: number }
  /** A layout moved, resized or restacked widgets; `label` tells one drag from the next. */
  | { type: 'layout'; widgets: Widget[]; label: string; at: number }
  | { type: 'settings'; settings: BoardSettings; at: number }
  | { type: 'lock'; ids: string[]; locked: boolean; at: number }
  | { type: 'select'; ids: string[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; present: EditedBoard };

export const editorStateOf = (present: EditedBoard): BoardEditorState => ({ history: historyOf(present), selected: [], clipboard: [] });

/** The selection without widgets that are no longer on the board. */
const selectable = (selected: string[], board: BoardConfig) => selected.filter((id) => board.widgets.some((widget) => widget.id === id));

/**
 * A change of the board document as one undoable step. Labels name what changed, so only a continuing
 * change (typing into one widget's settings, a nudge after a nudge) joins the step before it.
 */
function edit(state: BoardEditorState, config: BoardConfig, label: string, at: number, selected = state.selected): BoardEditorState {
  const history = config === state.history.present.config ? state.history : boardHistoryReducer(state.history, { type: 'change', present: { ...state.history.present, config }, label, at });
  return { ...state, history, selected: selectable(selected, config) };
}

function paste(state: BoardEditorState, widgets: Widget[], at: number): BoardEditorState {
  if (widgets.length === 0) return state;
  const { board, pasted } = pasteWidgets(state.history.present.config, widgets);
  return edit(state, board, `paste:${pasted.map((widget) => widget.id).join()}`, at, pasted.map((widget) => widget.id));
}

/** The pure state of the board editor: every edit goes through here and into the undo history. */
export function boardEditorReducer(state: BoardEditorState, action: BoardEditorAction): BoardEditorState {
  const board = state.history.present.config;
  const widgetsOf = (ids: string[]) => board.widgets.filter((widget) => ids.includes(widget.id));
  switch (action.type) {
    case 'rename':
      return { ...state, history: boardHistoryReducer(state.history, { type: 'change', present: { ...state.history.present, name: action.name }, label: 'rename', at: action.at }) };
    case 'add':
      return edit(state, action.widgets.reduce(addWidget, board), `add:${action.widgets.map((widget) => widget.id).join()}`, action.at, action.widgets.map((widget) => widget.id));
    case 'duplicate':
      return paste(state, widgetsOf(action.ids), action.at);
    case 'copy':
      return { ...state, clipboard: widgetsOf(action.ids) };
    case 'paste':
      return paste(state, state.clipboard, action.at);
    case 'remove':
      return action.ids.length === 0 ? state : edit(state, removeWidgets(board, action.ids), `remove:${action.ids.join()}`, action.at);
    case 'update':
      return edit(state, replaceWidget(board, action.widget), `widget:${action.widget.id}`, action.at);
    case 'layout':
      return edit(state, updateWidgets(board, action.widgets), action.label, action.at);
    case 'settings':
      return edit(state, setBoardSettings(board, action.settings), 'settings', action.at);
    case 'lock':
      return edit(state, setLocked(board, action.ids, action.locked), `lock:${action.ids.join()}`, action.at);
    case 'select':
      return { ...state, selected: selectable(action.ids, board) };
    case 'undo':
    case 'redo': {
      const history = boardHistoryReducer(state.history, action);
      return { ...state, history, selected: selectable(state.selected, history.present.config) };
    }
    case 'reset':
      return { ...state, history: historyOf(action.present), selected: selectable(state.selected, action.present.config) };
  }
}
