import type { MarkLineComponentOption } from 'echarts';
import type { ChartTheme } from '../../theme/chartTheme';

/** Beyond this many steps the connectors are hairlines between hairline bars: left out. */
const MOST_CONNECTED = 60;

/**
 * The thin dashed lines a waterfall joins its bars with: from each step to the next at the running total
 * the step ends on, so the eye follows the total down the steps (none when there are too many steps to
 * see them). Drawn as a mark line of the invisible base series, centre to centre, so they lie on the bars'
 * edges and show across the gaps.
 */
export function stepConnectors(running: readonly number[], theme: ChartTheme): MarkLineComponentOption | undefined {
  if (running.length < 2 || running.length > MOST_CONNECTED) return undefined;
  return {
    silent: true,
    symbol: 'none',
    label: { show: false },
    lineStyle: { color: theme.axisLine, type: 'dashed', width: 1 },
    emphasis: { disabled: true },
    data: running.slice(0, -1).map((total, index) => [{ coord: [index, total] }, { coord: [index + 1, total] }]) as MarkLineComponentOption['data'],
  };
}
