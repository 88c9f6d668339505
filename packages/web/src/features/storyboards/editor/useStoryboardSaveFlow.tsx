import type { Storyboard } from '@redbi/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../app/errors/reportError';
import { toaster } from '../../../app/errors/toaster';
import { useSaveConfirmation } from '../../../components/useSaveConfirmation';
import { useCreateStoryboard, useUpdateStoryboard } from '../storyboardQueries';
import { StoryboardNameDialog } from '../StoryboardNameDialog';
import type { StoryDraft } from './storyDraft';

interface SaveFlowOptions {
  orgId: string;
  storyboard: Storyboard;
  draft: StoryDraft;
  onStored: (storyboard: Storyboard, mode: 'edit' | 'saveAs') => void;
}

/**
 * Spec §4's save modes for the storyboard editor: edit asks "Save changes to …?" then PUTs; saveAs asks for
 * a name then POSTs a new storyboard. A storyboard without a name, or with a page without one, is not sent.
 */
export function useStoryboardSaveFlow({ orgId, storyboard, draft, onStored }: SaveFlowOptions) {
  const { t } = useTranslation();
  const update = useUpdateStoryboard(orgId);
  const create = useCreateStoryboard(orgId);
  const [dialog, setDialog] = useState(false);
  const confirmation = useSaveConfirmation();
  const pending = update.isPending || create.isPending;
  const config = { ...draft.config, pages: draft.config.pages.map((page) => ({ ...page, name: page.name.trim() })) };

  const ready = (): boolean => {
    if (draft.name.trim() === '' || config.pages.some((page) => page.name === '')) {
      toaster.show('warning', t('validation.empty', { field: t('fields.name') }));
      return false;
    }
    return true;
  };

  const saveEdit = async () => {
    try {
      const stored = await update.mutateAsync({ storyboardId: storyboard.id, name: draft.name.trim(), description: storyboard.description, config });
      toaster.show('success', t('storyboards.editor.saved'));
      onStored(stored, 'edit');
    } catch (error) {
      reportError(error);
    }
  };

  const request = (mode: 'edit' | 'saveAs') => {
    if (dialog || confirmation.isConfirming() || pending || !ready()) return;
    if (mode === 'saveAs') {
      setDialog(true);
      return;
    }
    confirmation.confirm(
      { title: t('storyboards.editor.confirmTitle', { name: draft.name.trim() }), content: t('storyboards.editor.confirmBody'), okText: t('storyboards.editor.confirmOk') },
      saveEdit,
    );
  };

  return {
    holder: (
      <>
        {confirmation.holder}
        {dialog && (
          <StoryboardNameDialog
            title={t('storyboards.editor.saveAsTitle')}
            okText={t('common.save')}
            initialName={`${draft.name.trim()}${t('storyboards.editor.copySuffix')}`}
            pending={create.isPending}
            onClose={() => setDialog(false)}
            onSubmit={(name) =>
              create.mutateAsync({ name, description: storyboard.description, config }).then((stored) => {
                toaster.show('success', t('storyboards.create.created', { name: stored.name }));
                setDialog(false);
                onStored(stored, 'saveAs');
              })
            }
          />
        )}
      </>
    ),
    save: () => request('edit'),
    saveAs: () => request('saveAs'),
    pending,
  };
}
