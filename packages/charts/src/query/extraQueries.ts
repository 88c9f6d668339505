import type { ChartConfig } from '@redbi/shared/domain';
import type { QuerySpec } from '@redbi/shared/query';
import type { ChartDefinition } from '../chartDefinition';
import { resolveSettings } from '../settings/settingValues';

/** Most extra queries a chart may ask beside its main one (a bound on what one widget adds to a batch). */
export const MAX_EXTRA_QUERIES = 4;

/**
 * A chart's extra queries (ChartDefinition.extraQueries) from its main query as it will run — the same
 * function for the board's batched request, a saved chart's data and the workbench — so the caller runs
 * each exactly as the main one (same view, same caller, same permissions). Empty for most types.
 */
export function chartExtraQueries(definition: ChartDefinition, config: ChartConfig, spec: QuerySpec, now: Date = new Date()): Record<string, QuerySpec> {
  if (!definition.extraQueries) return {};
  const settings = resolveSettings(definition, config.settings, config.settingsVersion);
  const extras = Object.entries(definition.extraQueries({ config, settings, spec, now })).slice(0, MAX_EXTRA_QUERIES);
  return Object.fromEntries(extras.map(([name, extra]) => [name, { ...extra, viewId: spec.viewId, script: false }]));
}
