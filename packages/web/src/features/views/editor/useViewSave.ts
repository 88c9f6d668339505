import type { View } from '@redbi/shared/domain';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../app/errors/reportError';
import { toaster } from '../../../app/errors/toaster';
import { useCreateView, useUpdateView } from '../viewQueries';
import { saveRefusalOf, type SaveRefusal } from './saveRefusal';
import { newViewOf, updateOf, type ViewDraft } from './viewDraft';

interface SaveHandlers {
  /** An existing view saved: the server's copy. */
  onSaved: (view: View) => void;
  /** A new view created. */
  onCreated: (view: View) => void;
  /** The server refused it for reasons that belong to fields of the editor. */
  onRefused: (refusal: SaveRefusal) => void;
}

/** Saves a draft: PUT for the view `viewId`, else POST into `parentId`; anything unexpected is toasted. */
export function useViewSave(orgId: string, viewId: string | undefined, parentId: string | null) {
  const { t } = useTranslation();
  const create = useCreateView(orgId);
  const update = useUpdateView(orgId);
  const onError = (handlers: SaveHandlers) => (error: unknown) => {
    const refusal = saveRefusalOf(error);
    if (refusal) handlers.onRefused(refusal);
    else reportError(error);
  };
  const save = (draft: ViewDraft, handlers: SaveHandlers) => {
    if (viewId !== undefined) {
      update.mutate(
        { viewId, ...updateOf(draft) },
        {
          onSuccess: (stored) => {
            toaster.show('success', t('views.editor.saved'));
            handlers.onSaved(stored);
          },
          onError: onError(handlers),
        },
      );
      return;
    }
    create.mutate(newViewOf(draft, parentId), {
      onSuccess: (created) => {
        toaster.show('success', t('views.editor.created', { name: created.name }));
        handlers.onCreated(created);
      },
      onError: onError(handlers),
    });
  };
  return { save, pending: create.isPending || update.isPending };
}
