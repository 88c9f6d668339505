import type { Chart } from '@redbi/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../app/errors/reportError';
import { toaster } from '../../../app/errors/toaster';
import { useSaveConfirmation } from '../../../components/useSaveConfirmation';
import { useWorkbenchSave, type SaveMode } from '../useWorkbenchSave';
import type { WorkbenchDraft } from '../workbenchState';
import { SaveVizDialog } from '../../vizs/SaveVizDialog';

interface SaveFlowOptions {
  orgId: string;
  /** The chart edited; none for a new one. */
  chart: Chart | undefined;
  draft: WorkbenchDraft;
  /** Where a new chart goes unless the user picks another folder. */
  parentId: string | null;
  onStored: (chart: Chart, mode: SaveMode) => void;
}

/**
 * Spec §4's save modes with their confirmation: edit asks "Save changes to …?" then PUTs; add and saveAs ask
 * for a name and a folder then POST. A refusal shows in the dialog (edit: as a toast).
 */
export function useSaveFlow({ orgId, chart, draft, parentId, onStored }: SaveFlowOptions) {
  const { t } = useTranslation();
  const saving = useWorkbenchSave(orgId, chart);
  const [dialog, setDialog] = useState<'add' | 'saveAs'>();
  const confirmation = useSaveConfirmation();

  const submit = async (mode: SaveMode, name: string, folder: string | null) => {
    if (draft.viewId === null) return;
    try {
      const stored = await saving.save({ mode, draft: { ...draft, viewId: draft.viewId }, name, parentId: folder });
      toaster.show('success', mode === 'edit' ? t('workbench.save.saved') : t('workbench.save.created', { name: stored.name }));
      setDialog(undefined);
      onStored(stored, mode);
    } catch (error) {
      if (mode === 'edit') reportError(error);
    }
  };

  const request = (mode: SaveMode) => {
    if (dialog || confirmation.isConfirming() || saving.pending) return;
    if (draft.viewId === null) {
      toaster.show('warning', t('workbench.save.needsView'));
      return;
    }
    if (mode !== 'edit' || !chart) {
      saving.reset();
      setDialog(mode === 'edit' ? 'add' : mode);
      return;
    }
    if (draft.name.trim() === '') {
      toaster.show('warning', t('validation.empty', { field: t('fields.name') }));
      return;
    }
    confirmation.confirm(
      { title: t('workbench.save.confirmTitle', { name: draft.name.trim() }), content: t('workbench.save.confirmBody'), okText: t('workbench.save.confirmOk') },
      () => submit('edit', draft.name.trim(), chart.parentId),
    );
  };

  const initialName = dialog === 'saveAs' ? `${draft.name}${t('workbench.save.copySuffix')}` : draft.name;
  return {
    holder: (
      <>
        {confirmation.holder}
        {dialog && (
          <SaveVizDialog
            orgId={orgId}
            title={t(dialog === 'add' ? 'workbench.save.addTitle' : 'workbench.save.saveAsTitle')}
            initialName={initialName}
            initialParentId={chart?.parentId ?? parentId}
            pending={saving.pending}
            error={saving.error}
            onSubmit={(name, folder) => void submit(dialog, name, folder)}
            onCancel={() => setDialog(undefined)}
          />
        )}
      </>
    ),
    save: () => request(chart ? 'edit' : 'add'),
    saveAs: chart ? () => request('saveAs') : undefined,
    pending: saving.pending,
  };
}
