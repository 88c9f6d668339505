import { sql } from '@codemirror/lang-sql';
import CodeMirror, {
  Decoration,
  EditorView,
  keymap,
  MatchDecorator,
  Prec,
  StateEffect,
  StateField,
  ViewPlugin,
  type DecorationSet,
  type EditorState,
  type Extension,
  type ViewUpdate,
} from '@uiw/react-codemirror';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useResolvedTheme } from '../../app/theme/themeStore';
import { codemirrorDialects } from './codemirrorDialects';
import { schemaCompletion } from './schemaCompletion';
import type { SqlEditorProps } from './SqlEditor';
import { errorRange, type ErrorRange, type SqlSelection } from './sqlPosition';
import { VARIABLE_IN_SQL, variableCompletionSource } from './sqlVariables';

const theme = EditorView.baseTheme({
  '.cm-sql-variable': { color: '#c41d7f', fontWeight: '600' },
  '.cm-sql-error-line': { backgroundColor: 'rgba(255, 77, 79, 0.12)' },
  '.cm-sql-error': { textDecoration: 'underline wavy #ff4d4f' },
});

/** Marks an error: its line and the word it points at, with the message as the mark's title. */
const setError = StateEffect.define<{ range: ErrorRange; message: string } | null>();

const errorMarks = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setError)) continue;
      if (effect.value === null) {
        next = Decoration.none;
        continue;
      }
      const { range, message } = effect.value;
      const line = Decoration.line({ class: 'cm-sql-error-line', attributes: { title: message } });
      const word = Decoration.mark({ class: 'cm-sql-error', attributes: { title: message } });
      next = Decoration.set(range.to > range.from ? [line.range(range.lineFrom), word.range(range.from, range.to)] : [line.range(range.lineFrom)], true);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** `$name$` of a variable in scope stands out from the SQL around it. */
function variableMarks(known: readonly string[]): Extension {
  const names = new Set(known.map((name) => name.toLowerCase()));
  const mark = Decoration.mark({ class: 'cm-sql-variable' });
  const decorator = new MatchDecorator({
    regexp: new RegExp(VARIABLE_IN_SQL.source, 'gu'),
    decoration: (match) => (names.has((match[1] ?? '').toLowerCase()) ? mark : null),
  });
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorator.createDeco(view);
      }
      update(update: ViewUpdate) {
        this.decorations = decorator.updateDeco(update, this.decorations);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}

function selectionOf(state: EditorState): SqlSelection {
  const { from, to } = state.selection.main;
  const line = state.doc.lineAt(from);
  return { text: state.sliceDoc(from, to), line: line.number, column: from - line.from + 1 };
}

// Ctrl/Meta+Enter and +S belong to the page (run, save: components/useHotkeys), not to CodeMirror's own
// keymap, which would insert a blank line: handled here, they still reach the window.
const pageHotkeys = Prec.highest(
  keymap.of([
    { key: 'Mod-Enter', run: () => true },
    { key: 'Mod-s', run: () => true },
  ]),
);

/** The CodeMirror part of SqlEditor: loaded lazily, with its language, completion and marks. */
export function SqlCodeEditor({ value, onChange, label, dialect, schema, variables = [], readOnly = false, error, onSelectionChange, height = '280px' }: SqlEditorProps) {
  const resolvedTheme = useResolvedTheme();
  const [view, setView] = useState<EditorView>();
  const selectionListener = useRef(onSelectionChange);
  useEffect(() => {
    selectionListener.current = onSelectionChange;
  });

  const variableKey = variables.join('\n');
  const extensions = useMemo(() => {
    const language = codemirrorDialects[dialect];
    const names = variableKey === '' ? [] : variableKey.split('\n');
    const { namespace, defaultSchema } = schemaCompletion(schema);
    return [
      sql({ dialect: language, schema: namespace, ...(defaultSchema === undefined ? {} : { defaultSchema }), upperCaseKeywords: true }),
      language.language.data.of({ autocomplete: variableCompletionSource(names) }),
      variableMarks(names),
      errorMarks,
      theme,
      pageHotkeys,
      EditorView.contentAttributes.of({ 'aria-label': label }),
      EditorView.updateListener.of((update) => {
        if (update.selectionSet || update.docChanged) selectionListener.current?.(selectionOf(update.state));
      }),
    ];
  }, [dialect, schema, variableKey, label]);

  useEffect(() => {
    if (!view) return;
    const mark = error ? { range: errorRange(view.state.doc.toString(), error), message: error.message } : null;
    view.dispatch({ effects: setError.of(mark) });
  }, [view, error]);

  return (
    <CodeMirror
      value={value}
      onChange={(text) => onChange(text)}
      extensions={extensions}
      readOnly={readOnly}
      editable={!readOnly}
      height={height}
      theme={resolvedTheme}
      onCreateEditor={(created) => setView(created)}
      basicSetup={{ foldGutter: false }}
    />
  );
}
