import { AppError } from '@redbi/shared/errors';
import type { ChartDefinition } from './chartDefinition';
import { areaChart } from './types/area';
import { clusterBarChart } from './types/cluster-bar';
import { clusterColumnChart } from './types/cluster-column';
import { doubleYChart } from './types/double-y';
import { doughnutChart } from './types/doughnut';
import { funnelChart } from './types/funnel';
import { gaugeChart } from './types/gauge';
import { lineChart } from './types/line';
import { percentageStackBarChart } from './types/percentage-stack-bar';
import { percentageStackColumnChart } from './types/percentage-stack-column';
import { pieChart } from './types/pie';
import { pivotTableChart } from './types/pivot-table';
import { radarChart } from './types/radar';
import { regionMapChart } from './types/region-map';
import { richTextChart } from './types/rich-text';
import { roseChart } from './types/rose';
import { scatterChart } from './types/scatter';
import { scatterMapChart } from './types/scatter-map';
import { scoreCardChart } from './types/score-card';
import { stackAreaChart } from './types/stack-area';
import { stackBarChart } from './types/stack-bar';
import { stackColumnChart } from './types/stack-column';
import { tableChart } from './types/table';
import { waterfallChart } from './types/waterfall';
import { wordCloudChart } from './types/word-cloud';

/** Every chart type, in the order the workbench lists them: one line each (ARCHITECTURE §4.7). */
export const chartRegistry: readonly ChartDefinition[] = [
  tableChart,
  pivotTableChart,
  scoreCardChart,
  clusterColumnChart,
  clusterBarChart,
  stackColumnChart,
  stackBarChart,
  percentageStackColumnChart,
  percentageStackBarChart,
  waterfallChart,
  lineChart,
  areaChart,
  stackAreaChart,
  doubleYChart,
  scatterChart,
  pieChart,
  doughnutChart,
  roseChart,
  funnelChart,
  radarChart,
  wordCloudChart,
  gaugeChart,
  regionMapChart,
  scatterMapChart,
  richTextChart,
];

const byId = new Map(chartRegistry.map((chart) => [chart.id, chart]));

export const findChartType = (id: string): ChartDefinition | undefined => byId.get(id);

/** The type of a stored chart; a type that no longer exists is a bad request. */
export function getChartType(id: string): ChartDefinition {
  const found = byId.get(id);
  if (!found) throw new AppError('VALIDATION', { messageKey: 'validation.chartTypeUnknown', params: { type: id } });
  return found;
}
