import type { ComputedField, View, ViewModel } from '@redbi/shared/domain';

/**
 * The model a chart's computed field is defined against: the view's columns, then the view's computed
 * fields and the chart's own (names are unique across all of them, and expressions may use any of them).
 */
export function chartComputedModel(view: View, chartComputed: readonly ComputedField[]): ViewModel {
  return { ...view.model, hierarchies: [], computedFields: [...view.model.computedFields, ...chartComputed] };
}

/** Where the chart's computed field `name` sits in that model (for the dialog's "the field being changed"). */
export function chartComputedIndex(view: View, chartComputed: readonly ComputedField[], name: string): number | undefined {
  const at = chartComputed.findIndex((field) => field.name === name);
  return at < 0 ? undefined : view.model.computedFields.length + at;
}
