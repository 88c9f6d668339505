import type { View } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { positionInText, type SqlPosition, type SqlSelection } from '../../../components/sqlEditor/sqlPosition';
import { executeView, previewView } from '../viewQueries';
import { placeOfProblem } from './problemPlaces';
import { usePreview } from './usePreview';
import { draftProblems, previewOf, type ViewDraft } from './viewDraft';

export const noSelection: SqlSelection = { text: '', line: 1, column: 1 };

interface ViewRunOptions {
  /** The saved view, when there is one. */
  view: View | undefined;
  /** Only Access: the saved view runs (its SQL is not sent to the user), not the draft. */
  readOnly: boolean;
  draft: ViewDraft;
  limit: number;
  selection: SqlSelection;
  /** Running needs a source and a script: else these problems show. */
  onProblems: (problems: Record<string, string>) => void;
  /** A run of the whole view answered: its columns. */
  onColumns: (columns: Dataframe['columns']) => void;
}

/**
 * Runs what the editor shows: the draft (or its selected SQL) with POST /data-provider/execute/test, or, for
 * those who may only use the view, the saved view's columns with POST /data-provider/execute. An error's
 * position is given in the whole SQL even when only a selection ran.
 */
export function useViewRun({ view, readOnly, draft, limit, selection, onProblems, onColumns }: ViewRunOptions) {
  const { t } = useTranslation();
  const preview = usePreview();
  const [runFrom, setRunFrom] = useState<SqlPosition>(noSelection);

  const runDraft = () => {
    const needed = Object.entries(draftProblems(draft, t)).filter(([path]) => path === 'sourceId' || placeOfProblem(path) === 'query');
    const request = previewOf(draft, limit, selection.text);
    if (needed.length > 0 || !request) {
      onProblems(Object.fromEntries(needed));
      return;
    }
    const whole = draft.type !== 'SQL' || selection.text.trim() === '';
    setRunFrom(whole ? noSelection : selection);
    preview.run(
      (signal) => previewView(request, signal),
      (frame) => whole && onColumns(frame.columns),
    );
  };
  const savedColumns = view?.model.columns ?? [];
  const runSaved = () => {
    if (!view || savedColumns.length === 0) return;
    const columns = savedColumns.map((column) => ({ column: column.name }));
    preview.run((signal) => executeView({ viewId: view.id, columns, pageInfo: { pageNo: 1, pageSize: limit, countTotal: false } }, signal));
  };

  /** Where the last run's error points in the SQL, with its message. */
  const errorAt = useMemo(
    () => (preview.position && preview.error ? { ...positionInText(preview.position, runFrom), message: messageOf(preview.error) } : undefined),
    [preview.position, preview.error, runFrom],
  );
  return { preview, run: readOnly ? runSaved : runDraft, canRun: !readOnly || savedColumns.length > 0, errorAt };
}
