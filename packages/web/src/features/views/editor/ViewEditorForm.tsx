import { SYSTEM_VARIABLES, type View } from '@redbi/shared/domain';
import { DEFAULT_PREVIEW_ROWS } from '@redbi/shared/query';
import { connectorTypes } from '@redbi/shared/sources';
import { SaveOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canManage } from '../../../components/resourceTree/resourceTree';
import type { SqlPosition } from '../../../components/sqlEditor/sqlPosition';
import { useHotkeys } from '../../../components/useHotkeys';
import { useRunOnce } from '../../../components/useRunOnce';
import { useSourceList, useSourceSchema } from '../../sources/sourceQueries';
import { mergeModelColumns } from '../model/mergeModelColumns';
import { iconOfView } from '../viewIcons';
import { usePublicVariables } from '../viewQueries';
import { EditorHeader } from './EditorHeader';
import { placeOfProblem, scriptProblemOf, type EditorTab } from './problemPlaces';
import { ProblemSummary } from './ProblemSummary';
import { QueryTab } from './QueryTab';
import { useEditorTab } from './useEditorTab';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { noSelection, useViewRun } from './useViewRun';
import { useViewSave } from './useViewSave';
import { draftKey, draftOf, draftProblems, emptyStruct, hasScript, newDraft, type ViewDraft } from './viewDraft';
import { ViewEditorTabs } from './ViewEditorTabs';

interface ViewEditorFormProps {
  orgId: string;
  /** The view edited; without it a new one is created in `parentId`. */
  view?: View;
  parentId: string | null;
  /** Opens a view (the one just created). */
  onOpen: (id: string) => void;
}

/**
 * The view editor: a draft kept here until saved (Ctrl/Meta+S), its SQL or structure run on the server
 * (Ctrl/Meta+Enter runs the selection or all), and the model, variables, column permissions and settings.
 * Those who may only use the view see it read-only, without its SQL.
 */
export function ViewEditorForm({ orgId, view, parentId, onOpen }: ViewEditorFormProps) {
  const { t } = useTranslation();
  const readOnly = view !== undefined && !canManage(view);
  const [saved, setSaved] = useState(() => (view ? draftOf(view) : newDraft()));
  const [draft, setDraft] = useState(saved);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [selection, setSelection] = useState(noSelection);
  const [limit, setLimit] = useState<number>(DEFAULT_PREVIEW_ROWS);
  const dirty = !readOnly && draftKey(draft) !== draftKey(saved);
  const unsaved = useLeaveGuard(dirty, { title: t('views.editor.leaveTitle'), body: t('views.editor.leaveBody'), leave: t('views.editor.leave'), stay: t('views.editor.stay') });

  const sourceList = useSourceList(orgId);
  const sources = (sourceList.data ?? []).filter((node) => !node.isFolder && node.privileges.includes('access'));
  const sourceType = sourceList.data?.find((node) => node.id === draft.sourceId)?.type;
  const dialect = sourceType ? connectorTypes[sourceType].dialect : undefined;
  const schema = useSourceSchema(orgId, draft.sourceId ?? '', draft.sourceId !== null && !readOnly);
  const publicVariables = usePublicVariables(orgId);
  const variableNames = useMemo(
    () => [...SYSTEM_VARIABLES, ...(publicVariables.data ?? []).map((variable) => variable.name), ...draft.variables.map((variable) => variable.name)].filter((name) => name !== ''),
    [publicVariables.data, draft.variables],
  );

  const { tab, showTab } = useEditorTab((asked) => !(readOnly && asked === 'columnPermissions'));

  /** A change of the draft clears the problems of what changed. */
  const change = (patch: Partial<ViewDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const touched = new Set(Object.keys(patch).map((key) => (key === 'sql' || key === 'struct' ? 'script' : key)));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !touched.has(path.split('.')[0] ?? ''))));
  };
  const showProblems = (found: Record<string, string>) => {
    setProblems(found);
    const places = Object.keys(found).map(placeOfProblem);
    const first = places.find((place): place is EditorTab => place !== 'header');
    if (first && !places.includes('header')) showTab(first);
  };

  const { preview, run, canRun, errorAt } = useViewRun({
    view,
    readOnly,
    draft,
    limit,
    selection,
    onProblems: showProblems,
    // The model follows the columns of the view's result.
    onColumns: (columns) => setDraft((current) => ({ ...current, model: mergeModelColumns(current.model, columns) })),
  });

  const viewSave = useViewSave(orgId, view?.id, parentId);
  const [savePosition, setSavePosition] = useState<SqlPosition>();
  const save = () => {
    if (readOnly) return;
    const local = draftProblems(draft, t);
    if (Object.keys(local).length > 0) {
      showProblems(local);
      return;
    }
    viewSave.save(draft, {
      onSaved: (stored) => {
        const next = draftOf(stored);
        setSaved(next);
        setDraft(next);
        setProblems({});
      },
      onCreated: (created) => {
        unsaved.release();
        onOpen(created.id);
      },
      onRefused: (refusal) => {
        showProblems(refusal.problems);
        setSavePosition(refusal.position);
      },
    });
  };

  useHotkeys({ run, save: readOnly ? undefined : save });
  // An expensive view runs only when asked: editors never run it by themselves.
  useRunOnce(() => {
    if (view && !view.config.expensiveQuery && (readOnly ? canRun : hasScript(saved))) run();
  });

  // The SQL error to mark: the last run's, else a refused save's.
  const savedAt = useMemo(() => (savePosition && problems.script ? { ...savePosition, message: problems.script } : undefined), [savePosition, problems.script]);
  const sqlError = errorAt ?? savedAt;

  return (
    <div>
      {unsaved.holder}
      <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            {view && iconOfView(view)}
            <span>{view ? saved.name : t('views.editor.newTitle')}</span>
          </span>
        </Typography.Title>
        {!readOnly && (
          <Space>
            {dirty && <Badge status="warning" text={t('views.editor.unsaved')} />}
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={viewSave.pending} onClick={save}>
              {t('views.editor.save')}
            </Button>
          </Space>
        )}
      </Flex>
      {readOnly && <Alert type="info" showIcon message={t('views.editor.readOnly')} style={{ marginBottom: 16 }} />}
      <EditorHeader
        draft={draft}
        onChange={(patch) => change(patch.sourceId !== undefined && patch.sourceId !== draft.sourceId ? { ...patch, struct: emptyStruct() } : patch)}
        sources={sources}
        readOnly={readOnly}
        problems={problems}
      />
      <ProblemSummary problems={problems} onShow={showTab} />
      <ViewEditorTabs
        orgId={orgId}
        tab={tab}
        onTab={showTab}
        draft={draft}
        onChange={change}
        readOnly={readOnly}
        problems={problems}
        query={
          <QueryTab
            draft={draft}
            onSql={(sql) => change({ sql })}
            onStruct={(struct) => change({ struct })}
            readOnly={readOnly}
            dialect={dialect}
            schema={schema}
            variables={variableNames}
            preview={preview}
            onRun={run}
            canRun={canRun}
            limit={limit}
            onLimit={setLimit}
            selection={selection}
            onSelectionChange={setSelection}
            sqlError={sqlError}
            scriptProblem={scriptProblemOf(problems)}
          />
        }
      />
    </div>
  );
}
