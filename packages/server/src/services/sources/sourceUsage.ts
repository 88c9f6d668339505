/**
 * How many things use a source (views, in the next issue); a source in use cannot be deleted. Each feature
 * that uses sources registers its count here.
 */
export type SourceUsageCounter = (orgId: string, sourceId: string) => Promise<number>;

export async function usagesOf(counters: readonly SourceUsageCounter[], orgId: string, sourceId: string): Promise<number> {
  let total = 0;
  for (const count of counters) total += await count(orgId, sourceId);
  return total;
}
