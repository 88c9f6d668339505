import { findConditionSpan, type ConditionSpan } from './conditionSpans';
import { unplaceable } from './editTree';
import type { PreparedSqlView } from './prepareSqlView';
import type { Condition } from './variableSites';

/** The comparisons that hold variables, each with the occurrences it is the smallest comparison of. */
export interface VariableConditions {
  conditions: ReadonlyMap<number, { condition: Condition; own: readonly number[] }>;
  /** Where a condition is in the tokens; refused (QUERY_INVALID) when it cannot be found as the parser saw it. */
  spanOf(id: number): ConditionSpan;
}

export function variableConditions(prepared: PreparedSqlView): VariableConditions {
  const { structure, occurrences, sites } = prepared;
  const conditions = new Map<number, { condition: Condition; own: number[] }>();
  sites.forEach((site, index) => {
    const entry = conditions.get(site.condition.id) ?? { condition: site.condition, own: [] };
    entry.own.push(index);
    conditions.set(site.condition.id, entry);
  });
  const spans = new Map<number, ConditionSpan>();

  const spanOf = (id: number): ConditionSpan => {
    const known = spans.get(id);
    if (known) return known;
    const entry = conditions.get(id);
    const first = entry?.own[0];
    const site = first === undefined ? undefined : sites.get(first);
    const name = (first === undefined ? undefined : occurrences[first]?.variable.name) ?? '';
    if (!entry || first === undefined || !site) throw unplaceable(name);
    const span = findConditionSpan(structure, occurrences[first]?.token ?? -1, site.side, entry.condition.operator);
    if (!span) throw unplaceable(name);
    // The tokens must hold exactly the occurrences the parser put inside the condition, on the right sides.
    occurrences.forEach((occurrence, index) => {
      const inside = occurrence.token >= span.first && occurrence.token <= span.last;
      if (inside !== entry.condition.occurrences.has(index)) throw unplaceable(name);
    });
    for (const index of entry.own) {
      const token = occurrences[index]?.token ?? -1;
      const side = sites.get(index)?.side;
      if (side === 'right' ? token <= span.operatorLast : token >= span.operatorFirst) throw unplaceable(name);
    }
    spans.set(id, span);
    return span;
  };
  return { conditions, spanOf };
}
