/**
 * The app path of a jump's chart or dashboard with the jump's parameters as its query (a dashboard presets
 * its controllers by name from them, as a shared link would; a chart takes them as the values of its
 * view's query variables).
 */
export function jumpPath(orgId: string, targetId: string, params: Record<string, string[]>): string {
  const search = new URLSearchParams(Object.entries(params).flatMap(([name, values]) => values.map((value) => [name, value])));
  return `/organizations/${orgId}/vizs/${targetId}${search.size > 0 ? `?${search.toString()}` : ''}`;
}
