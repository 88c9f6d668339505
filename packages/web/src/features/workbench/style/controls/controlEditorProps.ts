import type { SettingControl } from '@redbi/charts';

/** What every control editor of the style panel gets: its control, the current value and where to send a new one. */
export interface ControlEditorProps<Kind extends SettingControl['kind'] = SettingControl['kind']> {
  control: Extract<SettingControl, { kind: Kind }>;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The input's id (its label points at it) and its label. */
  id: string;
  label: string;
  /** An option's label: the charts catalogue's 'option.<value>', else the value itself. */
  optionLabel: (value: string) => string;
}
