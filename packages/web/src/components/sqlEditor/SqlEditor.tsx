import type { SourceSchemaTree } from '@redbi/shared/domain';
import type { Dialect } from '@redbi/shared/sources';
import { Skeleton } from 'antd';
import { preloadableComponent } from '../preloadableComponent';
import type { SqlPosition, SqlSelection } from './sqlPosition';

export interface SqlEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the text area. */
  label: string;
  dialect: Dialect;
  /** Schemas, tables and columns to complete. */
  schema?: SourceSchemaTree;
  /** Variables in scope: `$name$` is highlighted and completed. */
  variables?: readonly string[];
  readOnly?: boolean;
  /** An error the server pointed at: its line is marked, the word at its column underlined. */
  error?: SqlPosition & { message: string };
  /** The selected text and where it starts, whenever the selection changes (text '' without one). */
  onSelectionChange?: (selection: SqlSelection) => void;
  height?: string;
}

// CodeMirror and its SQL language load with the first editor shown, never with the login page. A failed
// load reaches the page's error boundary: the view editor is nothing without its editor.
const SqlCodeEditor = preloadableComponent(() => import('./SqlCodeEditor').then((module) => module.SqlCodeEditor), {
  fallback: <Skeleton active paragraph={{ rows: 6 }} title={false} />,
  throwLoadError: true,
});

/** A SQL editor (CodeMirror 6) in the source's dialect, loaded on first use. */
export function SqlEditor(props: SqlEditorProps) {
  return <SqlCodeEditor.Component {...props} />;
}
