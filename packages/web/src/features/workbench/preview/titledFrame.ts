import { fieldTitle, type ChartDefinition } from '@redbi/charts';
import type { ChartConfig } from '@redbi/shared/domain';
import type { Dataframe } from '@redbi/shared/query';

/** The raw rows with each column named as the chart names its field (the query names columns by field uid). */
export function titledFrame(frame: Dataframe, config: ChartConfig, definition: ChartDefinition | undefined): Dataframe {
  const titles = new Map<string, string>();
  for (const section of definition?.sections ?? []) {
    for (const field of config.sections[section.key] ?? []) titles.set(field.uid, fieldTitle(config, section, field));
  }
  return { ...frame, columns: frame.columns.map((column) => ({ ...column, name: titles.get(column.name) ?? column.name })) };
}
