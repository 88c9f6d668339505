/** How a result cell reads in the grid; null is shown apart (as NULL), so it is undefined here. */
export function cellText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
