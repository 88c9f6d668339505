import type { DataSection } from '@redbi/charts';
import type { ChartField } from '@redbi/shared/domain';
import type { FieldPatch } from '../workbenchState';

/** What each dialog about a placed field gets: the field, its section and title, and where its change goes. */
export interface FieldDialogProps {
  field: ChartField;
  section: DataSection;
  /** The field's title as the chart shows it. */
  title: string;
  onApply: (patch: FieldPatch) => void;
  onClose: () => void;
}
