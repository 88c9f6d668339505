/**
 * JSON as every `.drr` entry is written: keys sorted (by UTF-16 code units, the same on every machine),
 * two-space indentation, a final newline; `undefined` members left out as JSON.stringify does. Two exports
 * of the same content are byte-identical and diff line by line in git.
 */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) {
    if (record[key] !== undefined) sorted[key] = sortKeys(record[key]);
  }
  return sorted;
}
