import type { ChartField, ChartFilter } from '@redbi/shared/domain';

/** What each mode of the condition editor gets: the field, its filter when written in this mode, and where a new one goes. */
export interface FilterModeProps {
  field: ChartField;
  filter: ChartFilter | undefined;
  onChange: (filter: ChartFilter) => void;
}
