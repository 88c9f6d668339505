/**
 * A chart type (ARCHITECTURE §4.7): pure data plus a pure option builder, shared by the browser and the
 * server-side renderer. Chart types arrive with the chart workbench issue; each is one folder plus one line
 * in the registry.
 */
export interface FieldRequirement {
  /** Exactly this many fields ('only allows number N') or a range ('allowed range N to M'). */
  min: number;
  max: number;
}

export interface ChartDefinition<Config = unknown, Option = unknown> {
  id: string;
  /** i18n key of the display name. */
  nameKey: string;
  requirements: { dimensions: FieldRequirement; metrics: FieldRequirement };
  settingsVersion: number;
  buildOption(config: Config, data: { columns: string[]; rows: unknown[][] }, theme: 'light' | 'dark'): Option;
}
