import { fieldTitle } from '@redbi/charts';
import type { ComponentType } from 'react';
import { FilterDialog } from '../filters/FilterDialog';
import { useWorkbench, type FieldDialogKind, type OpenFieldDialog } from '../workbenchContext';
import { placedFieldsOf } from '../workbenchState';
import { AliasDialog } from './AliasDialog';
import { CustomSortDialog } from './CustomSortDialog';
import { DateFormatDialog } from './DateFormatDialog';
import type { FieldDialogProps } from './fieldDialogProps';
import { NumberFormatDialog } from './NumberFormatDialog';

/** The dialog of each entry of a field's menu. */
const fieldDialogs: Record<FieldDialogKind, ComponentType<FieldDialogProps>> = {
  alias: AliasDialog,
  customSort: CustomSortDialog,
  numberFormat: NumberFormatDialog,
  dateFormat: DateFormatDialog,
  filter: FilterDialog,
};

/** Shows the open dialog about a placed field (none once the field is gone). */
export function FieldDialogHost({ dialog, onClose }: { dialog: OpenFieldDialog | undefined; onClose: () => void }) {
  const { state, definition, dispatch } = useWorkbench();
  if (!dialog || !definition) return null;
  const placed = placedFieldsOf(state.draft.config).find(({ field }) => field.uid === dialog.uid);
  const section = definition.sections.find((candidate) => candidate.key === placed?.section);
  if (!placed || !section) return null;
  const Dialog = fieldDialogs[dialog.kind];
  return (
    <Dialog
      key={`${dialog.kind}:${dialog.uid}`}
      field={placed.field}
      section={section}
      title={fieldTitle(state.draft.config, section, placed.field)}
      onApply={(patch) => dispatch({ type: 'updateField', uid: placed.field.uid, patch })}
      onClose={onClose}
    />
  );
}
