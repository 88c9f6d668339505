import { widgetNameKey } from '@redbi/charts';
import type { BoardConfig, Widget } from '@redbi/shared/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldDraft } from './useFieldDraft';

/**
 * Why a widget cannot have this name (spec §5): empty, or another widget of the board has it (in any case).
 * The i18n key of the message, or undefined when the name is fine.
 */
export function widgetNameProblem(board: BoardConfig, widgetId: string, name: string): 'validation.empty' | 'validation.widgetNameDuplicate' | undefined {
  const key = widgetNameKey(name);
  if (key === '') return 'validation.empty';
  return board.widgets.some((other) => other.id !== widgetId && widgetNameKey(other.name) === key) ? 'validation.widgetNameDuplicate' : undefined;
}

/**
 * The widget's name, checked as typed: a name that is empty or taken shows spec §5's message and is not
 * applied to the board until it is fixed. The typed text follows the board when the name changes there
 * (undo, redo).
 */
export function WidgetNameInput({ widget, board, onRename }: { widget: Widget; board: BoardConfig; onRename: (name: string) => void }) {
  const { t } = useTranslation();
  const { typed, setTyped, applied } = useFieldDraft(widget.name);
  const problem = widgetNameProblem(board, widget.id, typed);
  const change = (name: string) => {
    setTyped(name);
    if (widgetNameProblem(board, widget.id, name) === undefined) {
      applied(name.trim());
      onRename(name.trim());
    }
  };
  return (
    <Form.Item
      label={t('boardEditor.settings.name')}
      htmlFor="widget-name"
      required
      {...(problem ? { validateStatus: 'error' as const, help: t(problem, { field: t('fields.name') }) } : {})}
    >
      <Input id="widget-name" value={typed} maxLength={255} onChange={(event) => change(event.target.value)} />
    </Form.Item>
  );
}
