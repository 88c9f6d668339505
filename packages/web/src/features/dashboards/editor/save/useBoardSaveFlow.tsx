import { checkBoard, type BoardProblem } from '@redbi/charts';
import type { Dashboard } from '@redbi/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../../app/errors/reportError';
import { toaster } from '../../../../app/errors/toaster';
import { useSaveConfirmation } from '../../../../components/useSaveConfirmation';
import { useCreateDashboard, useUpdateDashboard } from '../../dashboardQueries';
import type { EditedBoard } from '../boardHistory';
import { SaveVizDialog } from '../../../vizs/SaveVizDialog';

export type BoardSaveMode = 'edit' | 'saveAs';

interface BoardSaveFlowOptions {
  orgId: string;
  dashboard: Dashboard;
  edited: EditedBoard;
  /** The board breaks a rule of spec §5 (names, a chart twice …): nothing is sent; the editor shows why. */
  onProblems: (problems: BoardProblem[]) => void;
  onStored: (dashboard: Dashboard, mode: BoardSaveMode) => void;
}

/**
 * Spec §4's save modes for the board editor, as the chart workbench has them: edit asks "Save changes to …?"
 * then PUTs; saveAs asks for a name and a folder then POSTs a new dashboard. checkBoard runs first, so a
 * board that breaks a rule is not sent; a refusal by the server is a toast (edit) or shows in the dialog.
 */
export function useBoardSaveFlow({ orgId, dashboard, edited, onProblems, onStored }: BoardSaveFlowOptions) {
  const { t } = useTranslation();
  const update = useUpdateDashboard(orgId);
  const create = useCreateDashboard(orgId);
  const [dialog, setDialog] = useState(false);
  const confirmation = useSaveConfirmation();
  const pending = update.isPending || create.isPending;

  /** Whether the board may be sent: a name, and no problem checkBoard finds. */
  const ready = (): boolean => {
    if (edited.name.trim() === '') {
      toaster.show('warning', t('validation.empty', { field: t('fields.name') }));
      return false;
    }
    const problems = checkBoard(edited.config);
    if (problems.length > 0) onProblems(problems);
    return problems.length === 0;
  };

  const saveEdit = async () => {
    try {
      const stored = await update.mutateAsync({ dashboardId: dashboard.id, name: edited.name.trim(), description: dashboard.description, config: edited.config });
      toaster.show('success', t('boardEditor.save.saved'));
      onStored(stored, 'edit');
    } catch (error) {
      reportError(error);
    }
  };

  const saveAs = async (name: string, parentId: string | null) => {
    try {
      const stored = await create.mutateAsync({ name, description: dashboard.description, parentId, config: edited.config });
      toaster.show('success', t('boardEditor.save.created', { name: stored.name }));
      setDialog(false);
      onStored(stored, 'saveAs');
    } catch {
      // Shown in the dialog (create.error).
    }
  };

  const request = (mode: BoardSaveMode) => {
    if (dialog || confirmation.isConfirming() || pending || !ready()) return;
    if (mode === 'saveAs') {
      create.reset();
      setDialog(true);
      return;
    }
    confirmation.confirm(
      { title: t('boardEditor.save.confirmTitle', { name: edited.name.trim() }), content: t('boardEditor.save.confirmBody'), okText: t('boardEditor.save.confirmOk') },
      saveEdit,
    );
  };

  return {
    holder: (
      <>
        {confirmation.holder}
        {dialog && (
          <SaveVizDialog
            orgId={orgId}
            title={t('boardEditor.save.saveAsTitle')}
            initialName={`${edited.name.trim()}${t('boardEditor.save.copySuffix')}`}
            initialParentId={dashboard.parentId}
            pending={create.isPending}
            error={create.error}
            onSubmit={(name, parentId) => void saveAs(name, parentId)}
            onCancel={() => setDialog(false)}
          />
        )}
      </>
    ),
    save: () => request('edit'),
    saveAs: () => request('saveAs'),
    pending,
  };
}
