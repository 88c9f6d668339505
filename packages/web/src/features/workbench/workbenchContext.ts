import type { ChartDefinition, FormatLocale } from '@redbi/charts';
import type { View } from '@redbi/shared/domain';
import { createContext, useContext, type Dispatch } from 'react';
import type { FieldCatalog, FieldPick } from './workbenchFields';
import type { WorkbenchAction, WorkbenchState } from './workbenchState';

/** A dialog about one placed field (its chip's menu opens them). */
export type FieldDialogKind = 'alias' | 'customSort' | 'numberFormat' | 'dateFormat' | 'filter';
export interface OpenFieldDialog {
  kind: FieldDialogKind;
  uid: string;
}

/** What the workbench's panels share: the draft and its changes, the chart type, the view and its fields. */
export interface WorkbenchContextValue {
  orgId: string;
  state: WorkbenchState;
  dispatch: Dispatch<WorkbenchAction>;
  /** The current chart type (undefined only for a stored type that no longer exists). */
  definition: ChartDefinition | undefined;
  view: View | undefined;
  catalog: FieldCatalog;
  locale: FormatLocale;
  openFieldDialog: (dialog: OpenFieldDialog) => void;
  /** Places a field in a section (a new placement); a filter opens its condition editor at once. */
  placeField: (section: string, pick: FieldPick, index?: number) => void;
}

export const WorkbenchContext = createContext<WorkbenchContextValue | null>(null);

export function useWorkbench(): WorkbenchContextValue {
  const value = useContext(WorkbenchContext);
  if (!value) throw new Error('useWorkbench outside the chart workbench');
  return value;
}
