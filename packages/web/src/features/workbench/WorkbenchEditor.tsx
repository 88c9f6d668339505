import { findChartType } from '@redbi/charts';
import type { Chart, ChartConfig } from '@redbi/shared/domain';
import { Modal } from 'antd';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../app/i18n/locale';
import { toaster } from '../../app/errors/toaster';
import { useHotkeys } from '../../components/useHotkeys';
import { FieldDialogHost } from './dialogs/FieldDialogHost';
import { FieldDragProvider } from './fieldDrag';
import { newFieldUid } from './newFieldUid';
import { useSaveFlow } from './save/useSaveFlow';
import { useLeaveGuard, type LeaveGuardTexts } from '../../components/useLeaveGuard';
import { useWorkbenchQuery } from './useWorkbenchQuery';
import { WorkbenchContext, type OpenFieldDialog, type WorkbenchContextValue } from './workbenchContext';
import { fieldCatalog, type FieldPick } from './workbenchFields';
import { WorkbenchHeader } from './WorkbenchHeader';
import { WorkbenchLayout } from './WorkbenchLayout';
import { useWorkbenchView } from './workbenchQueries';
import { draftKey, newConfig, newDraft, placedFieldsOf, workbenchReducer, type WorkbenchDraft } from './workbenchState';

/**
 * The workbench inside another editor: a dashboard's private chart, stored with the board rather than as a
 * saved chart. Save hands the view and config back through `onDone`; the name is the caller's (shown, not
 * edited here).
 */
export interface EmbeddedWorkbench {
  name: string;
  viewId?: string;
  config?: ChartConfig;
  onDone(result: { viewId: string; config: ChartConfig }): void;
}

export interface WorkbenchEditorProps {
  orgId: string;
  /** The chart edited; none for a new chart. */
  chart?: Chart;
  initialViewId?: string;
  parentId: string | null;
  /** Not called when embedded. */
  onSaved?: (chart: Chart) => void;
  onClose: () => void;
  /** Fixed for the editor's life (ChartWorkbench keys it): it decides which leave guard is used. */
  embedded?: EmbeddedWorkbench;
}

const draftOfChart = (chart: Chart): WorkbenchDraft => ({ name: chart.name, viewId: chart.viewId, config: chart.config });

/** Embedded, the caller's editor guards leaving the page (a router has one blocker); Close still asks. */
const useNoLeaveGuard = (_dirty: boolean, _texts: LeaveGuardTexts) => ({ holder: null, release: () => undefined });

/**
 * The chart workbench: a draft of the chart kept in a pure reducer until saved, the view's fields, the type
 * palette and data sections, generated style panels, and the chart drawn from the unsaved config.
 * Ctrl/Meta+Enter runs, Ctrl/Meta+S saves; leaving with unsaved changes asks first.
 */
export function WorkbenchEditor({ orgId, chart, initialViewId, parentId, onSaved, onClose, embedded }: WorkbenchEditorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [state, dispatch] = useReducer(workbenchReducer, undefined, () => ({
    draft: embedded
      ? { name: embedded.name, viewId: embedded.viewId ?? initialViewId ?? null, config: embedded.config ?? newConfig() }
      : chart
        ? draftOfChart(chart)
        : newDraft(t('workbench.untitled'), initialViewId ?? null),
  }));
  const [baseline, setBaseline] = useState(() => draftKey(state.draft));
  const { draft } = state;
  const dirty = draftKey(draft) !== baseline;
  const useGuard = embedded ? useNoLeaveGuard : useLeaveGuard;
  const guard = useGuard(dirty, { title: t('workbench.leave.title'), body: t('workbench.leave.body'), leave: t('workbench.leave.ok'), stay: t('workbench.leave.stay') });
  const [modal, holder] = Modal.useModal();

  const view = useWorkbenchView(orgId, draft.viewId);
  const definition = findChartType(draft.config.chartType);
  const catalog = useMemo(() => fieldCatalog(view.data?.model, draft.config.computedFields), [view.data?.model, draft.config.computedFields]);
  const query = useWorkbenchQuery({ definition, config: draft.config, viewId: view.data ? draft.viewId : null, expensive: view.data?.config.expensiveQuery ?? false });

  const [fieldDialog, setFieldDialog] = useState<OpenFieldDialog>();
  const placeField = useCallback(
    (section: string, pick: FieldPick, index?: number) => {
      const uid = newFieldUid();
      dispatch({ type: 'addField', section, pick, uid, ...(index === undefined ? {} : { index }) });
      if (definition?.sections.find((candidate) => candidate.key === section)?.kind === 'filter') setFieldDialog({ kind: 'filter', uid });
    },
    [definition],
  );

  const saveFlow = useSaveFlow({
    orgId,
    chart,
    draft,
    parentId,
    onStored: (stored, mode) => {
      if (mode === 'edit') dispatch({ type: 'reset', draft: draftOfChart(stored) });
      setBaseline(draftKey(mode === 'edit' ? draftOfChart(stored) : draft));
      guard.release();
      onSaved?.(stored);
    },
  });
  const finishEmbedded = () => {
    if (draft.viewId === null) return toaster.show('warning', t('workbench.save.needsView'));
    embedded?.onDone({ viewId: draft.viewId, config: draft.config });
  };
  const save = embedded ? finishEmbedded : saveFlow.save;
  useHotkeys({ run: query.run, save });

  const close = () => {
    if (!dirty) return onClose();
    void modal.confirm({
      title: t('workbench.leave.title'),
      content: t('workbench.leave.body'),
      okText: t('workbench.leave.ok'),
      okButtonProps: { danger: true },
      cancelText: t('workbench.leave.stay'),
      onOk: () => {
        guard.release();
        onClose();
      },
    });
  };

  const context: WorkbenchContextValue = { orgId, state, dispatch, definition, view: view.data, catalog, locale, openFieldDialog: setFieldDialog, placeField };
  // A dialog about a field that is no longer placed closes by itself.
  const openDialog = fieldDialog && placedFieldsOf(draft.config).some(({ field }) => field.uid === fieldDialog.uid) ? fieldDialog : undefined;
  return (
    <WorkbenchContext.Provider value={context}>
      <FieldDragProvider>
        {guard.holder}
        {holder}
        {saveFlow.holder}
        <section aria-label={t('workbench.region')}>
          <WorkbenchHeader
            name={draft.name}
            onRename={(name) => dispatch({ type: 'rename', name })}
            embedded={embedded !== undefined}
            dirty={dirty}
            canRun={query.canRun}
            running={query.running}
            onRun={query.run}
            onSave={save}
            onSaveAs={embedded ? undefined : saveFlow.saveAs}
            saving={saveFlow.pending}
            onClose={close}
          />
          <WorkbenchLayout query={query} viewError={view.error} onRetryView={() => void view.refetch()} />
        </section>
        <FieldDialogHost dialog={openDialog} onClose={() => setFieldDialog(undefined)} />
      </FieldDragProvider>
    </WorkbenchContext.Provider>
  );
}
