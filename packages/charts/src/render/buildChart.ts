import type { ChartConfig } from '@redbi/shared/domain';
import type { ChartContext, ChartData, ChartOutput } from '../chartDefinition';
import { applyCustomOrder } from '../common/chartFields';
import { getChartType } from '../registry';
import { checkRequirements } from '../requirements';
import { resolveSettings } from '../settings/settingValues';

/**
 * The one entry both sides draw through (browser and server): requirements first (a chart whose fields do
 * not meet its type's requirement says so where the chart would be), then settings, custom orders and the
 * type's buildOption.
 */
export function buildChart(config: ChartConfig, data: ChartData, context: ChartContext): ChartOutput {
  const definition = getChartType(config.chartType);
  const [issue] = checkRequirements(definition, config);
  if (issue) {
    return { kind: 'message', messageKey: issue.messageKey, params: { ...issue.params, section: issue.sectionKey } as Record<string, string | number> };
  }
  const settings = resolveSettings(definition, config.settings, config.settingsVersion);
  return definition.buildOption({ config, settings, data: applyCustomOrder(config, data), context });
}
