/**
 * How many things use a view (charts, in a later issue); a view in use cannot be deleted. Each feature that
 * builds on views registers its count here.
 */
export type ViewUsageCounter = (orgId: string, viewId: string) => Promise<number>;

export async function viewUsagesOf(counters: readonly ViewUsageCounter[], orgId: string, viewId: string): Promise<number> {
  let total = 0;
  for (const count of counters) total += await count(orgId, viewId);
  return total;
}
