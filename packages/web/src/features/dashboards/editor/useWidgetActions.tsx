import type { Widget } from '@redbi/shared/domain';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../app/errors/toaster';
import type { WidgetMenuAction } from './canvas/WidgetToolbar';
import type { useBoardEditor } from './useBoardEditor';

interface WidgetActionsOptions {
  editor: ReturnType<typeof useBoardEditor>;
  openSettings: (widgetId: string) => void;
  editPrivateChart: (widget: Extract<Widget, { type: 'privateChart' }>) => void;
}

/**
 * What the widget menu, the free canvas's selection bar and the editor's keys do: settings, edit a private
 * chart, copy ('_copy'), delete (the selection with the Delete key), lock. Each is one undo step.
 */
export function useWidgetActions({ editor, openSettings, editPrivateChart }: WidgetActionsOptions) {
  const { t } = useTranslation();

  const remove = (ids: string[]) => {
    const removed = editor.board.widgets.filter((widget) => ids.includes(widget.id));
    if (removed.length === 0) return;
    editor.remove(ids);
    const [only] = removed;
    toaster.show('info', removed.length === 1 && only ? t('boardEditor.widget.deleted', { name: only.name }) : t('boardEditor.widget.deletedMany', { count: removed.length }));
  };

  const act = (widget: Widget, action: WidgetMenuAction) => {
    switch (action) {
      case 'settings':
        editor.select([widget.id]);
        return openSettings(widget.id);
      case 'editChart':
        if (widget.type === 'privateChart') editPrivateChart(widget);
        return undefined;
      case 'copy':
        return editor.duplicate([widget.id]);
      case 'delete':
        return remove([widget.id]);
      case 'lock':
      case 'unlock':
        return editor.lock([widget.id], action === 'lock');
    }
  };

  return { act, remove };
}
