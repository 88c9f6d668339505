import type { SourceSchemaTree, StructScript } from '@redbi/shared/domain';
import type { Dialect } from '@redbi/shared/sources';
import { Alert, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../../app/errors/reportError';
import { toaster } from '../../../app/errors/toaster';
import { LoadFailure } from '../../../components/LoadFailure';
import { formatSql } from '../../../components/sqlEditor/formatSql';
import { SqlEditor } from '../../../components/sqlEditor/SqlEditor';
import type { SqlPosition, SqlSelection } from '../../../components/sqlEditor/sqlPosition';
import { PreviewResult } from './PreviewResult';
import { RunToolbar } from './RunToolbar';
import { StructEditor } from './struct/StructEditor';
import type { Preview } from './usePreview';
import type { ViewDraft } from './viewDraft';

interface QueryTabProps {
  draft: ViewDraft;
  onSql: (sql: string) => void;
  onStruct: (struct: StructScript) => void;
  /** The user may only use the view: no SQL is sent to them, and nothing can change. */
  readOnly: boolean;
  dialect: Dialect | undefined;
  schema: { data?: SourceSchemaTree; error: unknown; refetch: () => unknown };
  /** Variables in scope, for highlighting, completion and formatting. */
  variables: readonly string[];
  preview: Preview;
  onRun: () => void;
  canRun: boolean;
  limit: number;
  onLimit: (limit: number) => void;
  selection: SqlSelection;
  onSelectionChange: (selection: SqlSelection) => void;
  /** Where the SQL is wrong, from the last run or save. */
  sqlError?: SqlPosition & { message: string };
  /** A refused save's message about the script ('SQL statement cannot be empty'). */
  scriptProblem?: string;
}

/** The view's SQL (or structure), the run toolbar, and the result of the last run. */
export function QueryTab(props: QueryTabProps) {
  const { draft, onSql, onStruct, readOnly, dialect, schema, variables, preview, onRun, canRun, limit, onLimit, selection, onSelectionChange, sqlError, scriptProblem } = props;
  const { t } = useTranslation();
  const isSql = draft.type === 'SQL';

  const format = () => {
    if (!dialect) return;
    formatSql(draft.sql, dialect, variables).then(onSql, (error: unknown) => toaster.show('error', t('views.run.formatFailed', { reason: messageOf(error) })));
  };

  const editor = (() => {
    if (readOnly) return <Alert type="info" showIcon message={t('views.editor.sqlHidden')} />;
    if (!dialect) return <Empty description={t('views.run.noSource')} />;
    if (isSql) {
      return (
        <SqlEditor
          label={t('views.tabs.sql')}
          value={draft.sql}
          onChange={onSql}
          dialect={dialect}
          schema={schema.data}
          variables={variables}
          error={sqlError}
          onSelectionChange={onSelectionChange}
        />
      );
    }
    if (schema.error) return <LoadFailure error={schema.error} onRetry={() => void schema.refetch()} />;
    if (!schema.data) return <Spin />;
    return <StructEditor schema={schema.data} value={draft.struct} onChange={onStruct} />;
  })();

  return (
    <div>
      <RunToolbar
        running={preview.running}
        onRun={onRun}
        onStop={preview.stop}
        selection={isSql && selection.text.trim() !== ''}
        canRun={canRun}
        limit={limit}
        onLimit={onLimit}
        structure={!isSql}
        {...(isSql && !readOnly && dialect ? { onFormat: format } : {})}
      />
      {/* Not a Form.Item: the structure editor's own form would inherit its layout and overlap what follows. */}
      <div style={{ marginBottom: 12 }}>
        {editor}
        {scriptProblem && (
          <Typography.Text type="danger" role="alert">
            {scriptProblem}
          </Typography.Text>
        )}
      </div>
      {(dialect || readOnly) && <PreviewResult preview={preview} errorAt={preview.position ? sqlError : undefined} expensive={draft.config.expensiveQuery} />}
    </div>
  );
}
