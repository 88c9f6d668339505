import type { ChartConfig } from '@redbi/shared/domain';
import type { QuerySpecInput } from '@redbi/shared/query';
import type { ChartDefinition } from '../../chartDefinition';
import { buildDefaultQuery } from '../../query/buildQuery';
import { resolveSettings } from '../../settings/settingValues';

/**
 * A table pages on the server: the default query, one page of the 'table.pageSize' setting, with the
 * total counted so the table can show its pager (and knows whether its totals row covers every row).
 */
export function buildTableQuery(definition: ChartDefinition, config: ChartConfig, viewId: string): QuerySpecInput | undefined {
  const spec = buildDefaultQuery(definition, config, viewId);
  if (!spec) return undefined;
  const pageSize = resolveSettings(definition, config.settings, config.settingsVersion).num('table.pageSize');
  return { ...spec, pageInfo: { pageNo: 1, pageSize, countTotal: true } };
}
