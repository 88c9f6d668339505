import type { Slice } from '../../common/pieSlices';

/**
 * A stage's conversion rate: its value over the first stage's (how much of the top reaches it) or over
 * the stage before (each step's rate). The first stage converts 100 %; a stage after an empty one, and
 * the 'Other' stage the long tail folds into (a sum of stages, not a step), have no rate (null).
 */
export function conversionRate(stages: readonly Slice[], index: number, basis: 'first' | 'previous'): number | null {
  const stage = stages[index];
  if (!stage || stage.other) return null;
  if (index === 0) return 1;
  const reference = basis === 'first' ? stages[0]!.value : stages[index - 1]!.value;
  return reference > 0 ? stage.value / reference : null;
}
