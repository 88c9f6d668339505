/**
 * A waterfall as stacked bars: an invisible base carries each step up (or down) to where the previous
 * steps left the running total, and the step itself is stacked on it, in the increase or the decrease
 * series by its sign. Stacked with stackStrategy 'all', so negative steps and running totals below zero
 * draw right: a bar spans base → base + step whatever their signs.
 */
export interface WaterfallSteps {
  base: (number | null)[];
  increase: (number | null)[];
  decrease: (number | null)[];
  /** The final total at the end (the total category), when asked for. */
  total: (number | null)[];
  /** The running total after each step (and at the total). */
  running: number[];
}

export function waterfallSteps(changes: readonly (number | null)[], withTotal: boolean): WaterfallSteps {
  const steps: WaterfallSteps = { base: [], increase: [], decrease: [], total: [], running: [] };
  let running = 0;
  for (const change of changes) {
    const value = change ?? 0;
    steps.base.push(running);
    steps.increase.push(change !== null && value >= 0 ? value : null);
    steps.decrease.push(change !== null && value < 0 ? value : null);
    steps.total.push(null);
    running += value;
    steps.running.push(running);
  }
  if (withTotal) {
    steps.base.push(0);
    steps.increase.push(null);
    steps.decrease.push(null);
    steps.total.push(running);
    steps.running.push(running);
  }
  return steps;
}
