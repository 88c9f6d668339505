/** Query-variable values of a chart's view, by variable name, as the chart viewer's URL carries them. */
export type VariableValues = Record<string, string[]>;

/** `?name=value&name=value2&other=x` → {name: [value, value2], other: [x]}; repeated names are several values. */
export function variablesOfSearch(search: URLSearchParams): VariableValues {
  const values: VariableValues = {};
  for (const [name, value] of search) {
    if (name.trim() === '') continue;
    (values[name] ??= []).push(value);
  }
  return values;
}

/** The URL query of some values, one `name=value` per value, in the order given. */
export function searchOfVariables(values: VariableValues): URLSearchParams {
  return new URLSearchParams(Object.entries(values).flatMap(([name, list]) => list.map((value) => [name, value])));
}

/**
 * The values with one variable set to `list`: replaced where it was (same name, whatever its case), added
 * at the end otherwise; an empty list removes it.
 */
export function withVariable(values: VariableValues, name: string, list: readonly string[]): VariableValues {
  const key = name.trim();
  const existing = Object.keys(values).find((each) => each.toLowerCase() === key.toLowerCase());
  const next: VariableValues = {};
  for (const [each, eachList] of Object.entries(values)) {
    if (each !== existing) next[each] = eachList;
    else if (list.length > 0) next[key] = [...list];
  }
  if (existing === undefined && list.length > 0 && key !== '') next[key] = [...list];
  return next;
}
